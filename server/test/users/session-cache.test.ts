// The verified-token cache through HTTP: a token verified a moment ago skips the database, and
// every way a session changes (sign-out, signing out the others, a password change, an account
// switch, expiry, a role change) is seen on the very next request.
import { SESSION_LIFETIME_MS } from '../../src/sessions/session-service';
import { SESSION_CACHE_AGE_MAX_MS } from '../../src/sessions/verified-sessions';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin } from '../helpers/register-and-login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
}

function login(identifier: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/login', payload: { identifier, password } });
}

/** The session lookups the requests made inside `run` sent to the database. */
async function sessionLookups(run: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(t.db, 'query');
  try {
    await run();
    return spy.mock.calls.filter(([sql]) => /FROM sessions JOIN users/.test(sql)).length;
  } finally {
    spy.mockRestore();
  }
}

describe('verified-token cache', () => {
  it('answers a token verified a moment ago without asking the database', async () => {
    const person = await registerAndLogin(t.app);
    expect(await sessionLookups(() => profile(person.token))).toBe(0);
    const fresh = (await login(person.email, person.password)).json().data.token as string;
    expect(await sessionLookups(async () => expect((await profile(fresh)).statusCode).toBe(200))).toBe(1);
    expect(await sessionLookups(async () => expect((await profile(fresh)).statusCode).toBe(200))).toBe(0);
  });

  it('never answers one token with another person’s session', async () => {
    const first = await registerAndLogin(t.app);
    const second = await registerAndLogin(t.app);
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([profile(first.token), profile(second.token)]);
      // The e-mail each registered with, known without any token (the ids came through one).
      expect(a.json().data.email).toBe(first.email);
      expect(b.json().data.email).toBe(second.email);
    }
  });

  it('refuses a signed-out token on the very next request', async () => {
    const person = await registerAndLogin(t.app);
    expect((await profile(person.token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(person.token) });
    expect((await profile(person.token)).statusCode).toBe(401);
  });

  it('refuses the other sessions at once after a password change', async () => {
    const person = await registerAndLogin(t.app);
    const other = (await login(person.email, person.password)).json().data.token as string;
    expect((await profile(other)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(person.token),
      payload: { currentPassword: person.password, password: 'Yeni12345', passwordConfirm: 'Yeni12345' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(person.token)).statusCode).toBe(200);
  });

  it('refuses a session at its expiry even while it is cached', async () => {
    const person = await registerAndLogin(t.app);
    expect((await profile(person.token)).statusCode).toBe(200);
    t.clock.advance(SESSION_LIFETIME_MS);
    expect((await profile(person.token)).statusCode).toBe(401);
  });

  it('answers on the new account right after an account switch', async () => {
    const person = await registerAndLogin(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/users/accounts', headers: bearer(person.token) })
    ).json().data as { id: string; kind: string }[];
    const real = list.find((account) => account.kind === 'real');
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/users/accounts/active',
      headers: bearer(person.token),
      payload: { id: real?.id },
    });
    expect(switched.statusCode).toBe(200);
    expect((await profile(person.token)).json().data.accountId).toBe(real?.id);
  });

  it('sees a role change told to the sessions on the next request', async () => {
    const person = await registerAndLogin(t.app);
    expect(await t.sessions.verifySession(person.token)).toMatchObject({ role: 'customer' });
    await t.db.query("UPDATE users SET role = 'operator' WHERE id = $1", [person.userId]);
    t.sessions.userChanged(person.userId);
    expect(await t.sessions.verifySession(person.token)).toMatchObject({ role: 'operator' });
  });

  it('trusts an entry no longer than its age bound (a change this process never heard of)', async () => {
    const person = await registerAndLogin(t.app);
    expect((await profile(person.token)).statusCode).toBe(200);
    await t.db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1', [
      person.userId,
      new Date(t.clock.nowMs()),
    ]);
    t.clock.advance(SESSION_CACHE_AGE_MAX_MS);
    expect((await profile(person.token)).statusCode).toBe(401);
  });
});
