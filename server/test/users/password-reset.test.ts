// forgot-password never tells which emails exist; reset-password/{token} works once, for 15
// minutes, follows the password rules and signs the person out everywhere.
import { Writable } from 'node:stream';
import { PASSWORD_RESET_LIFETIME_MS } from '../../src/users/users-service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ logStream, config: { logLevel: 'info' } });
  user = await registerAndLogin(t.app);
});
afterAll(() => t.close());

function forgot(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
}

function reset(token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/users/reset-password/${token}`, payload });
}

/** The outbox body carries the link; the token is its last path segment. */
async function lastResetToken(email: string): Promise<string> {
  const rows = await t.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '');
  if (!match?.[1]) throw new Error('no reset link in the outbox');
  return match[1];
}

function login(password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { identifier: user.email, password },
  });
}

describe('POST /api/users/forgot-password', () => {
  it('answers the same success for a registered and an unknown email, and only writes mail for the first', async () => {
    const known = await forgot(user.email);
    const unknown = await forgot('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi.');
    const outbox = await t.db.query<{ recipient: string; kind: string }>(
      'SELECT recipient, kind FROM outbox',
    );
    expect(outbox).toEqual([{ recipient: user.email, kind: 'password_reset' }]);
  });

  it('writes the link to the log outside production, since no mail server exists', async () => {
    const token = await lastResetToken(user.email);
    expect(logLines.some((line) => line.includes(`/reset-password/${token}`))).toBe(true);
  });

  it('refuses a malformed email in Turkish', async () => {
    const response = await forgot('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('E-posta adresi geçersiz.');
  });
});

describe('POST /api/users/reset-password/:token', () => {
  it('sets the new password once, revokes old sessions and refuses the token a second time', async () => {
    await forgot(user.email);
    const token = await lastResetToken(user.email);
    const done = await reset(token, { password: 'YeniSifre99' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      status: true,
      message: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
    });

    expect((await login('YeniSifre99')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(user.token),
    });
    expect(oldSession.statusCode).toBe(401);

    const again = await reset(token, { password: 'Baska12345' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: false,
      message: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
      code: 'RESET_INVALID',
    });
    expect((await login('YeniSifre99')).statusCode).toBe(200);
  });

  it('refuses a token older than 15 minutes', async () => {
    await forgot(user.email);
    const token = await lastResetToken(user.email);
    t.clock.advance(PASSWORD_RESET_LIFETIME_MS + 1);
    const response = await reset(token, { password: 'GecKalmis123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_INVALID');
    expect((await login('GecKalmis123')).statusCode).toBe(401);
  });

  it('keeps the token usable when the new password breaks the rules', async () => {
    await forgot(user.email);
    const token = await lastResetToken(user.email);
    const weak = await reset(token, { password: 'zayifsifre' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Şifre en az 8 karakter olmalı; büyük harf, küçük harf ve rakam içermelidir.',
    );
    const mismatch = await reset(token, { password: 'Guclu12345', passwordConfirm: 'Guclu12346' });
    expect(mismatch.json().message).toBe('Şifreler eşleşmiyor.');
    expect((await reset(token, { password: 'Guclu12345' })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset('x'.repeat(43), { password: 'Guclu12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_INVALID');
  });

  it('never logs a password or a bearer token', async () => {
    const secretPassword = 'CokGizli987';
    await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: user.email, password: secretPassword },
    });
    await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.token) });
    const log = logLines.join('');
    expect(log).toContain('"reqId"');
    expect(log).not.toContain(secretPassword);
    expect(log).not.toContain(user.token);
  });
});
