// Login by email or phone, the per-account and per-address limits, and logout revoking at once.
import { LOGIN_FAILURES_PER_ADDRESS_MAX, LOGIN_WINDOW_MS } from '../../src/users/login-limiter';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await registerAndLogin(t.app, { phone: '0555 444 33 22' });
});
afterAll(() => t.close());

function login(identifier: string, password: string, remoteAddress = '192.0.2.10') {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { identifier, password },
    remoteAddress,
  });
}

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
}

describe('POST /api/users/login', () => {
  it('signs in by email, in any case, and answers a new token', async () => {
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: 'Giriş başarılı.' });
    expect(body.data.token).not.toBe(user.token);
    expect((await profile(body.data.token)).json().data.id).toBe(user.userId);
  });

  it('signs in by phone, written as the person likes', async () => {
    const response = await login('+90 555 444 33 22', user.password);
    expect(response.statusCode).toBe(200);
    expect((await profile(response.json().data.token)).json().data.id).toBe(user.userId);
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const wrongPassword = await login(user.email, 'Wrong1234');
    const unknown = await login('nobody@example.com', user.password);
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: false,
        message: 'E-posta/telefon veya şifre hatalı.',
        code: 'BAD_CREDENTIALS',
      });
    }
  });

  it('refuses a login without a password field in Turkish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: user.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Şifre zorunludur.');
  });

  it('blocks an account after 5 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    const victim = await registerAndLogin(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(victim.email, 'Wrong1234', `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(victim.email, victim.password, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: false,
      message: 'Çok fazla hatalı giriş denemesi. Lütfen birkaç dakika bekleyip tekrar deneyiniz.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    t.clock.advance(LOGIN_WINDOW_MS + 1000);
    expect((await login(victim.email, victim.password, '198.51.100.99')).statusCode).toBe(200);
  });

  it('blocks an address that fails on many accounts', async () => {
    const address = '203.0.113.7';
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ADDRESS_MAX; attempt += 1) {
      expect((await login(`guess${attempt}@example.com`, 'Wrong1234', address)).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password, address)).statusCode).toBe(429);
    expect((await login(user.email, user.password, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token at once and tells the revocation listeners', async () => {
    const person = await registerAndLogin(t.app);
    const heard: [string, string][] = [];
    const stop = t.sessions.onRevoke((tokenHash, userId) => heard.push([tokenHash, userId]));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(person.token),
    });
    stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Çıkış yapıldı.' });
    expect(heard).toHaveLength(1);
    expect(heard[0]?.[1]).toBe(person.userId);
    expect(heard[0]?.[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.sessions.verifyToken(person.token)).toBeNull();
    expect((await profile(person.token)).statusCode).toBe(401);
  });

  it('leaves the person’s other sessions alone', async () => {
    const person = await registerAndLogin(t.app);
    const second = (await login(person.email, person.password)).json().data.token as string;
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(person.token) });
    expect((await profile(second)).statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['an unknown token', bearer('A'.repeat(43))],
    ['a malformed header', { authorization: 'Token abc' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: false,
      message: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapınız.',
      code: 'UNAUTHORIZED',
    });
  });
});
