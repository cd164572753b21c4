// The named limits of config.rateLimits: registration and forgot-password per address (and per
// e-mail for the victim's mailbox), uploads, phone and T.C. Kimlik No changes per account and per
// address, and open sockets per token and per address. Past a limit: 429 with a Turkish text (sockets: 4429).
import type { AddressInfo } from 'node:net';
import { CLOSE_TOO_MANY_SOCKETS } from '../../../contract/live';
import { serverTexts } from '../../../contract/server-texts';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rate-limit';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, newRegisterPayload, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { connectLive, type LiveTestClient } from '../live/live-client';

const limits = DEFAULT_RATE_LIMITS;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimits: limits } });
});
afterAll(() => t.close());

function expect429(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    status: false,
    message: serverTexts.common.tooManyRequests,
    code: 'RATE_LIMITED',
  });
}

function register(remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: newRegisterPayload(),
    remoteAddress,
  });
}

function forgot(email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email },
    remoteAddress,
  });
}

describe('register', () => {
  it('allows registerPerAddress sign-ups from one address in the window, then 429', async () => {
    for (let index = 0; index < limits.registerPerAddress.hitsMax; index += 1) {
      expect((await register('192.0.2.50')).statusCode).toBe(201);
    }
    expect429(await register('192.0.2.50'));
    expect((await register('192.0.2.51')).statusCode).toBe(201);
    t.clock.advance(limits.registerPerAddress.windowMs);
    expect((await register('192.0.2.50')).statusCode).toBe(201);
  });

  it('counts the refusals that say an e-mail is taken, too', async () => {
    const taken = newRegisterPayload();
    await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: taken,
      remoteAddress: '192.0.2.60',
    });
    let answers: number[] = [];
    for (let index = 0; index < limits.registerPerAddress.hitsMax + 1; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...newRegisterPayload(), email: taken.email },
        remoteAddress: '192.0.2.60',
      });
      answers = [...answers, response.statusCode];
    }
    expect(answers.filter((status) => status === 409)).toHaveLength(limits.registerPerAddress.hitsMax - 1);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('forgot-password', () => {
  it('sends the victim forgotPasswordPerEmail links in the window, from any number of addresses', async () => {
    const victim = await registerAndLogin(t.app);
    for (let index = 0; index < limits.forgotPasswordPerEmail.hitsMax; index += 1) {
      expect((await forgot(victim.email, `198.51.100.${index + 1}`)).statusCode).toBe(200);
    }
    expect429(await forgot(victim.email.toUpperCase(), '198.51.100.200'));
    const mails = await t.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [victim.email]);
    expect(mails).toHaveLength(limits.forgotPasswordPerEmail.hitsMax);
  });

  it('allows forgotPasswordPerAddress requests from one address, whichever e-mails', async () => {
    for (let index = 0; index < limits.forgotPasswordPerAddress.hitsMax; index += 1) {
      expect((await forgot(`someone${index}@example.com`, '198.51.100.77')).statusCode).toBe(200);
    }
    expect429(await forgot('someone-else@example.com', '198.51.100.77'));
  });
});

describe('uploads and phone changes', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerAndLogin(t.app);
  });

  it('allows uploadPerAccount uploads per account in the window, then 429 before reading the file', async () => {
    const answers: number[] = [];
    for (let index = 0; index < limits.uploadPerAccount.hitsMax + 1; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        payload: {},
        remoteAddress: `203.0.113.${index + 1}`,
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, -1).every((status) => status !== 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('allows phoneChangePerAccount phone changes per account; other changes are not counted', async () => {
    const phoneUser = await registerAndLogin(t.app);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(phoneUser.token), payload });
    for (let index = 0; index < limits.phoneChangePerAccount.hitsMax; index += 1) {
      expect((await put({ phone: `+90532000${String(index).padStart(4, '0')}` })).statusCode).not.toBe(429);
    }
    expect429(await put({ phone: '+905329999999' }));
    expect((await put({ name: 'Ayşe' })).statusCode).toBe(200);
  });

  it('allows nationalIdChangePerAccount T.C. Kimlik No tries per account, counted before any check', async () => {
    const idUser = await registerAndLogin(t.app);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(idUser.token), payload });
    for (let index = 0; index < limits.nationalIdChangePerAccount.hitsMax; index += 1) {
      expect((await put({ nationalId: '12345678951' })).statusCode).toBe(400);
    }
    expect429(await put({ nationalId: '10000000146' }));
    expect((await put({ city: 'Ankara' })).statusCode).toBe(200);
  });

  it('allows nationalIdChangePerAddress tries from one address, whichever account asks', async () => {
    t.clock.advance(limits.registerPerAddress.windowMs);
    const perAccount = limits.nationalIdChangePerAccount.hitsMax - 1;
    const askers = Math.ceil(limits.nationalIdChangePerAddress.hitsMax / perAccount) + 1;
    const answers: number[] = [];
    for (let asker = 0; asker < askers; asker += 1) {
      const customer = await registerAndLogin(t.app);
      for (
        let index = 0;
        index < perAccount && answers.length <= limits.nationalIdChangePerAddress.hitsMax;
        index += 1
      ) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: bearer(customer.token),
          payload: { nationalId: '12345678951' },
          remoteAddress: '198.51.100.90',
        });
        answers.push(response.statusCode);
      }
    }
    expect(answers).toHaveLength(limits.nationalIdChangePerAddress.hitsMax + 1);
    expect(answers.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('sockets', () => {
  let live: TestApp;
  let baseUrl: string;
  const open: LiveTestClient[] = [];
  beforeAll(async () => {
    live = await buildTestApp({ config: { socketsPerTokenMax: 3, socketsPerAddressMax: 5 } });
    await live.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(live.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await live.close();
  });

  function connect(token: string): LiveTestClient {
    const client = connectLive(baseUrl, `?auth=${token}`);
    open.push(client);
    return client;
  }

  const closeCodeWithin = (client: LiveTestClient, ms: number) =>
    Promise.race([
      client.closed.then((closed) => closed.code),
      new Promise((resolve) => setTimeout(() => resolve('open'), ms)),
    ]);

  it('closes the sockets of one token past socketsPerTokenMax with 4429, and admits one when another closes', async () => {
    const user = await registerAndLogin(live.app);
    const clients = Array.from({ length: 6 }, () => connect(user.token));
    const codes = await Promise.all(clients.map((client) => closeCodeWithin(client, 500)));
    expect(codes.filter((code) => code === 'open')).toHaveLength(3);
    expect(codes.filter((code) => code === CLOSE_TOO_MANY_SOCKETS)).toHaveLength(3);
    const first = clients[codes.indexOf('open')];
    first?.close();
    await first?.closed;
    expect(await closeCodeWithin(connect(user.token), 500)).toBe('open');
  });

  it('closes sockets past socketsPerAddressMax from one address, whatever the tokens', async () => {
    const other = await registerAndLogin(live.app);
    const third = await registerAndLogin(live.app);
    // Three sockets of the first test are still open from this address.
    const more = [connect(other.token), connect(other.token), connect(third.token)];
    const codes = await Promise.all(more.map((client) => closeCodeWithin(client, 500)));
    expect(codes.filter((code) => code === 'open')).toHaveLength(2);
    expect(codes.filter((code) => code === CLOSE_TOO_MANY_SOCKETS)).toHaveLength(1);
  });
});
