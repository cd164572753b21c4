// PUT /api/users/password, GET /api/users/sessions and POST /api/users/sessions/revoke-others.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { hashToken } from '../../src/sessions/tokens';
import { SESSION_TOUCH_INTERVAL_MS } from '../../src/settings/session-activity';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(
  user: TestUser,
  agent: string,
  address: string,
  password = user.password,
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'user-agent': agent },
    remoteAddress: address,
    payload: { identifier: user.email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).statusCode;
const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/password', headers: bearer(token), payload });

describe('PUT /api/users/password', () => {
  it.each([
    [
      { currentPassword: 'Yanlis1234', password: 'Yeni12345', passwordConfirm: 'Yeni12345' },
      'WRONG_PASSWORD',
      'Mevcut şifreniz hatalı.',
    ],
    [{ currentPassword: 'Sifre1234', password: 'kisa', passwordConfirm: 'kisa' }, 'VALIDATION', undefined],
    [
      { currentPassword: 'Sifre1234', password: 'Yeni12345', passwordConfirm: 'Yeni12346' },
      'VALIDATION',
      'Şifreler eşleşmiyor.',
    ],
  ])('refuses %j in Turkish and changes nothing', async (payload, code, message) => {
    const user = await registerAndLogin(t.app);
    const response = await changePassword(user.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code });
    if (message) expect(response.json().message).toBe(message);
    await signIn(user, 'jest', '10.0.0.1');
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const user = await registerAndLogin(t.app);
    const other = await signIn(user, 'Telefon', '10.0.0.2');
    const response = await changePassword(user.token, {
      currentPassword: user.password,
      password: 'Yeni12345',
      passwordConfirm: 'Yeni12345',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Şifreniz güncellendi. Diğer oturumlarınız kapatıldı.');
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    await signIn(user, 'jest', '10.0.0.3', 'Yeni12345');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
  });

  it('counts wrong current passwords like failed logins', async () => {
    const user = await registerAndLogin(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (
          await changePassword(user.token, {
            currentPassword: 'Yanlis1234',
            password: 'Yeni12345',
            passwordConfirm: 'Yeni12345',
          })
        ).statusCode,
      );
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toContain(429);
  });
});

describe('sessions', () => {
  it('lists the live sessions with device, address and last use, the current one marked', async () => {
    const user = await registerAndLogin(t.app);
    const phone = await signIn(user, 'Mozilla/5.0 (iPhone)', '10.1.1.1');
    const laptop = await signIn(user, 'Mozilla/5.0 (Macintosh)', '10.2.2.2');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/sessions',
      headers: { ...bearer(laptop), 'user-agent': 'Mozilla/5.0 (Macintosh)' },
      remoteAddress: '10.2.2.2',
    });
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data as {
      id: string;
      device: string | null;
      address: string | null;
      current: boolean;
      lastUsedAt: string;
    }[];
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toEqual([
      expect.objectContaining({ device: 'Mozilla/5.0 (Macintosh)', address: '10.2.2.2' }),
    ]);
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Mozilla/5.0 (iPhone)', address: '10.1.1.1', current: false }),
    );
    expect(JSON.stringify(sessions)).not.toContain(phone);
    sessions.forEach((session) => expect(Date.parse(session.lastUsedAt)).not.toBeNaN());
  });

  it("records a session's last use once per interval, after its answer", async () => {
    const user = await registerAndLogin(t.app);
    const token = await signIn(user, 'Mozilla/5.0 (iPad)', '10.3.3.3');
    // Read from the table: the sessions list itself touches the session it is asked by.
    const mine = async () => {
      const [row] = await t.db.query<{ address: string; last_used_at: Date | string }>(
        'SELECT address, last_used_at FROM sessions WHERE token_hash = $1',
        [hashToken(token)],
      );
      return { address: row.address, lastUsedAt: new Date(row.last_used_at).toISOString() };
    };
    const fromAddress = (address: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(token),
        remoteAddress: address,
      });
    const signedInAt = (await mine()).lastUsedAt;

    // Within the interval: no UPDATE, so neither the time nor the address moves.
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS / 2);
    await fromAddress('10.4.4.4');
    expect(await mine()).toEqual({ address: '10.3.3.3', lastUsedAt: signedInAt });

    // Past it: the next answer's touch records the time and the address (after the answer).
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    await fromAddress('10.5.5.5');
    const expected = new Date(t.clock.nowMs()).toISOString();
    for (let tries = 0; tries < 100 && (await mine()).lastUsedAt !== expected; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await mine()).toEqual({ address: '10.5.5.5', lastUsedAt: expected });
  });

  it('signs out the others and keeps this one', async () => {
    const user = await registerAndLogin(t.app);
    const second = await signIn(user, 'a', '10.0.0.9');
    const third = await signIn(user, 'b', '10.0.0.9');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sessions/revoke-others',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      data: { revoked: 2 },
      message: '2 oturum kapatıldı.',
    });
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(third)).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users/sessions',
      headers: bearer(user.token),
    });
    expect(list.json().data).toHaveLength(1);
  });
});
