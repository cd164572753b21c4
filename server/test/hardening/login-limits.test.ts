// The login limits hold under parallel guesses (an attempt is reserved before the password is
// hashed), count per person whichever identifier is typed, delay an account more and more
// without locking its owner out for long, and block a guessing address outright.
import {
  LOGIN_DELAY_FIRST_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURES_PER_ADDRESS_MAX,
  LOGIN_FREE_FAILURES_PER_ACCOUNT,
  LOGIN_WINDOW_MS,
} from '../../src/users/login-limiter';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin } from '../helpers/register-and-login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let addressSequence = 0;
function freshAddress(): string {
  addressSequence += 1;
  return `198.18.${Math.floor(addressSequence / 250)}.${addressSequence % 250}`;
}

function login(identifier: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { identifier, password },
    remoteAddress,
  });
}

const checked = (status: number) => status === 200 || status === 401;

describe('parallel guesses', () => {
  it('check at most the free attempts of one account, however many arrive at once', async () => {
    const victim = await registerAndLogin(t.app);
    const address = freshAddress();
    const guesses = Array.from({ length: 40 }, (_, index) =>
      index === 39 ? victim.password : `Wrong${index}aA`,
    );
    const answers = await Promise.all(guesses.map((password) => login(victim.email, password, address)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter(checked).length).toBeLessThanOrEqual(LOGIN_FREE_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      40 - LOGIN_FREE_FAILURES_PER_ACCOUNT,
    );
  });

  it('check at most the address limit across many accounts', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login(`parallel${index}@example.com`, 'Wrong1234', address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter(checked).length).toBe(LOGIN_FAILURES_PER_ADDRESS_MAX);
  });
});

describe('per account, not per identifier', () => {
  it('failures by e-mail also hold back the phone', async () => {
    const victim = await registerAndLogin(t.app);
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await login(victim.email, 'Wrong1234', freshAddress())).statusCode).toBe(401);
    }
    expect((await login(victim.phone, victim.password, freshAddress())).statusCode).toBe(429);
    expect((await login(victim.email.toUpperCase(), victim.password, freshAddress())).statusCode).toBe(429);
  });
});

describe('increasing delays per account', () => {
  it('doubles the wait after each failure past the free ones', async () => {
    const victim = await registerAndLogin(t.app);
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await login(victim.email, 'Wrong1234', freshAddress())).statusCode).toBe(401);
    }
    t.clock.advance(LOGIN_DELAY_FIRST_MS - 1);
    expect((await login(victim.email, 'Wrong1234', freshAddress())).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await login(victim.email, 'Wrong1234', freshAddress())).statusCode).toBe(401);
    t.clock.advance(LOGIN_DELAY_FIRST_MS);
    expect((await login(victim.email, victim.password, freshAddress())).statusCode).toBe(429);
    t.clock.advance(LOGIN_DELAY_FIRST_MS);
    expect((await login(victim.email, victim.password, freshAddress())).statusCode).toBe(200);
  });

  it('never keeps the owner out longer than the longest delay, however long the guessing', async () => {
    const victim = await registerAndLogin(t.app);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await login(victim.email, 'Wrong1234', freshAddress());
      t.clock.advance(LOGIN_DELAY_MAX_MS);
    }
    expect((await login(victim.email, victim.password, freshAddress())).statusCode).toBe(200);
  });
});

describe('a hard block per address', () => {
  it('refuses the address for the rest of the window, even past the longest account delay', async () => {
    const victim = await registerAndLogin(t.app);
    const address = freshAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ADDRESS_MAX; attempt += 1) {
      expect((await login(`blocked${attempt}@example.com`, 'Wrong1234', address)).statusCode).toBe(401);
    }
    t.clock.advance(LOGIN_DELAY_MAX_MS);
    expect((await login(victim.email, victim.password, address)).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, freshAddress())).statusCode).toBe(200);
    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await login(victim.email, victim.password, address)).statusCode).toBe(200);
  });
});
