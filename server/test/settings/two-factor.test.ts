// Two-factor sign-in through the API: setup (QR code and secret), enable with a code (ten recovery
// codes), login asking for the code, single-use codes and recovery codes, the limit on wrong codes
// (at login and when turning it on), and turning it off with the password and a code.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { base32Decode, stepOf, totp } from '../../src/settings/totp';
import { LOGIN_DELAY_MAX_MS } from '../../src/users/login-limiter';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (user: TestUser | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: user ? bearer(user.token) : {}, payload });
const login = (user: TestUser, otp?: string) =>
  post(null, '/api/users/login', {
    identifier: user.email,
    password: user.password,
    ...(otp === undefined ? {} : { otp }),
  });
const codeFor = (secret: string) => totp(base32Decode(secret), t.clock.nowMs());
const STEP_MS = 30_000;

async function enabled(): Promise<{ user: TestUser; secret: string; recoveryCodes: string[] }> {
  const user = await registerAndLogin(t.app);
  const setup = await post(user, '/api/users/2fa/setup');
  const secret = setup.json().data.secret as string;
  const enable = await post(user, '/api/users/2fa/enable', { code: codeFor(secret) });
  expect(enable.statusCode).toBe(200);
  t.clock.advance(STEP_MS);
  return { user, secret, recoveryCodes: enable.json().data.recoveryCodes };
}

it('sets up with a QR code and the secret, and turns on with a correct code only', async () => {
  const user = await registerAndLogin(t.app);
  const setup = await post(user, '/api/users/2fa/setup');
  expect(setup.statusCode).toBe(200);
  const data = setup.json().data;
  expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(data.otpauthUrl).toContain(`secret=${data.secret}`);
  expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Kald%C4%B1ra%C3%A7%3A/);
  expect(data.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  const wrong = await post(user, '/api/users/2fa/enable', { code: '000000' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ status: false, code: 'OTP_INVALID' });
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: bearer(user.token),
  });
  expect(profile.json().data.twoFactorEnabled).toBe(false);
  const right = await post(user, '/api/users/2fa/enable', { code: codeFor(data.secret) });
  expect(right.statusCode).toBe(200);
  const codes = right.json().data.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  codes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/));
  const after = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.token) });
  expect(after.json().data.twoFactorEnabled).toBe(true);
  expect((await post(user, '/api/users/2fa/setup')).json().code).toBe('TWO_FACTOR_ALREADY_ON');
  const stored = await t.db.query<{ secret: string }>('SELECT secret FROM two_factor WHERE user_id = $1', [
    user.userId,
  ]);
  expect(stored[0].secret).toBe(data.secret);
  expect(JSON.stringify(after.json())).not.toContain(data.secret);
});

it('asks for the code at login, accepts it once, and refuses a wrong one', async () => {
  const { user, secret } = await enabled();
  const without = await login(user);
  expect(without.statusCode).toBe(401);
  expect(without.json()).toEqual({
    status: false,
    code: 'OTP_REQUIRED',
    message: expect.stringMatching(/6 haneli/),
  });
  const wrong = await login(user, '123456');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json()).toMatchObject({ status: false, code: 'OTP_INVALID' });
  const code = codeFor(secret);
  const right = await login(user, code);
  expect(right.statusCode).toBe(200);
  expect(typeof right.json().data.token).toBe('string');
  const reused = await login(user, code);
  expect(reused.json().code).toBe('OTP_INVALID');
  // A wrong password is still a wrong password, whatever the code.
  const badPassword = await post(null, '/api/users/login', {
    identifier: user.email,
    password: 'Yanlis1234',
    otp: code,
  });
  expect(badPassword.json().code).not.toBe('OTP_REQUIRED');
  expect(badPassword.statusCode).toBe(401);
});

it('accepts each recovery code once', async () => {
  const { user, recoveryCodes } = await enabled();
  expect((await login(user, recoveryCodes[0])).statusCode).toBe(200);
  expect((await login(user, recoveryCodes[0])).json().code).toBe('OTP_INVALID');
  expect((await login(user, recoveryCodes[1].toUpperCase())).statusCode).toBe(200);
});

it('limits wrong codes like wrong passwords', async () => {
  const { user, secret } = await enabled();
  const answers: number[] = [];
  for (let i = 0; i < 7; i++) answers.push((await login(user, '000000')).statusCode);
  expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(answers.slice(5)).toContain(429);
  expect((await login(user, codeFor(secret))).statusCode).toBe(429);
});

it('limits wrong codes when turning it on, like the login code', async () => {
  const user = await registerAndLogin(t.app);
  const secret = (await post(user, '/api/users/2fa/setup')).json().data.secret as string;
  const answers: number[] = [];
  for (let i = 0; i < 7; i++)
    answers.push((await post(user, '/api/users/2fa/enable', { code: '000000' })).statusCode);
  expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(answers.slice(5)).toContain(429);
  const blocked = await post(user, '/api/users/2fa/enable', { code: codeFor(secret) });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ status: false, code: 'TOO_MANY_ATTEMPTS' });
  // Once the wait is over the right code turns it on, and forgives the attempts.
  t.clock.advance(LOGIN_DELAY_MAX_MS);
  expect((await post(user, '/api/users/2fa/enable', { code: codeFor(secret) })).statusCode).toBe(200);
  t.clock.advance(STEP_MS);
  expect((await login(user, codeFor(secret))).statusCode).toBe(200);
});

it('turns off with the password and a current code, not with either alone', async () => {
  const { user, secret } = await enabled();
  const noCode = await post(user, '/api/users/2fa/disable', { password: user.password, code: '000000' });
  expect(noCode.statusCode).toBe(400);
  expect(noCode.json().code).toBe('OTP_INVALID');
  const wrongPassword = await post(user, '/api/users/2fa/disable', {
    password: 'Yanlis1234',
    code: codeFor(secret),
  });
  expect(wrongPassword.statusCode).toBe(400);
  expect(wrongPassword.json().code).toBe('WRONG_PASSWORD');
  t.clock.advance(STEP_MS);
  const off = await post(user, '/api/users/2fa/disable', { password: user.password, code: codeFor(secret) });
  expect(off.statusCode).toBe(200);
  expect((await login(user)).statusCode).toBe(200);
  expect(
    (await post(user, '/api/users/2fa/disable', { password: user.password, code: '1' })).json().code,
  ).toBe('TWO_FACTOR_OFF');
  expect(stepOf(t.clock.nowMs())).toBeGreaterThan(0);
});
