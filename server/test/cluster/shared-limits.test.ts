// Guarantee 3 of SCALING.md at the HTTP surface: two gateways counting through the shared store
// (PostgreSQL's tables; PGlite in `npm test`) allow each limit once between them, not once each.
// The same calls on two apps with in-memory stores would pass the limit twice over.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CLOSE_TOO_MANY_SOCKETS } from '../../../contract/live';
import { serverTexts } from '../../../contract/server-texts';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rate-limit';
import { LOGIN_FREE_FAILURES_PER_ACCOUNT } from '../../src/users/login-limiter';
import { newRegisterPayload, registerAndLogin } from '../helpers/register-and-login';
import { connectLive, type LiveTestClient } from '../live/live-client';
import { twoGateways, type TwoGateways } from './two-gateways';

const limits = DEFAULT_RATE_LIMITS;
let gateways: TwoGateways;
let both: FastifyInstance[];
beforeAll(async () => {
  gateways = await twoGateways({ rateLimits: limits, socketsPerTokenMax: 3, socketsPerAddressMax: 1_000 });
  both = [gateways.first.app, gateways.second];
});
afterAll(() => gateways.close());

/** The gateway for the n-th call: they take turns. */
const turn = (index: number) => both[index % 2] as FastifyInstance;

function expect429(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ status: false, message: serverTexts.common.tooManyRequests });
}

it('allows registerPerAddress sign-ups from one address across both gateways, then 429 on either', async () => {
  const register = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newRegisterPayload(),
      remoteAddress: '192.0.2.70',
    });
  for (let index = 0; index < limits.registerPerAddress.hitsMax; index += 1) {
    expect((await register(turn(index))).statusCode).toBe(201);
  }
  expect429(await register(gateways.first.app));
  expect429(await register(gateways.second));
  gateways.first.clock.advance(limits.registerPerAddress.windowMs);
  expect((await register(gateways.second)).statusCode).toBe(201);
});

it('sends forgotPasswordPerEmail reset mails for one mailbox across both gateways, then 429', async () => {
  const forgot = (app: FastifyInstance, index: number) =>
    app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'victim-shared@example.com' },
      remoteAddress: `192.0.2.${80 + index}`,
    });
  for (let index = 0; index < limits.forgotPasswordPerEmail.hitsMax; index += 1) {
    expect((await forgot(turn(index), index)).statusCode).toBe(200);
  }
  expect429(await forgot(gateways.second, 9));
});

it('counts hits that arrive at once on both gateways without losing one', async () => {
  const hits = 3 * limits.forgotPasswordPerAddress.hitsMax;
  const answers = await Promise.all(
    Array.from({ length: hits }, (_, index) =>
      turn(index).inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: `burst${index}@example.com` },
        remoteAddress: '192.0.2.90',
      }),
    ),
  );
  const passed = answers.filter((answer) => answer.statusCode === 200);
  expect(passed).toHaveLength(limits.forgotPasswordPerAddress.hitsMax);
});

it('refuses the sixth login attempt on an account made across both gateways', async () => {
  const victim = await registerAndLogin(gateways.first.app);
  const login = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: victim.email, password: 'Wrong1234aA' },
      remoteAddress: '198.19.0.7',
    });
  for (let index = 0; index < LOGIN_FREE_FAILURES_PER_ACCOUNT; index += 1) {
    expect((await login(turn(index))).statusCode).toBe(401);
  }
  expect((await login(turn(LOGIN_FREE_FAILURES_PER_ACCOUNT))).statusCode).toBe(429);
});

it('counts uploads per account across both gateways', async () => {
  const user = await registerAndLogin(gateways.first.app);
  const upload = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/users/upload',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/plain' },
      payload: 'not a form',
      remoteAddress: '192.0.2.99',
    });
  // Counted before the body is read, so a refused body spends the limit as an upload does.
  for (let index = 0; index < limits.uploadPerAccount.hitsMax; index += 1) {
    expect((await upload(turn(index))).statusCode).not.toBe(429);
  }
  expect429(await upload(gateways.second));
});

describe('sockets per token', () => {
  const open: LiveTestClient[] = [];
  let urls: string[];
  beforeAll(async () => {
    urls = [];
    for (const app of both) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(() => {
    for (const client of open) client.close();
  });

  const connect = (gateway: number, token: string) => {
    const client = connectLive(urls[gateway] as string, `?auth=${token}`);
    open.push(client);
    return client;
  };
  const closeCodeWithin = (client: LiveTestClient, ms: number) =>
    Promise.race([
      client.closed.then((closed) => closed.code),
      new Promise((resolve) => setTimeout(() => resolve('open'), ms)),
    ]);

  it('holds socketsPerTokenMax across both gateways and frees a place when a socket closes', async () => {
    const user = await registerAndLogin(gateways.first.app);
    const firstTwo = [connect(0, user.token), connect(0, user.token)];
    expect(await Promise.all(firstTwo.map((client) => closeCodeWithin(client, 500)))).toEqual([
      'open',
      'open',
    ]);
    expect(await closeCodeWithin(connect(1, user.token), 500)).toBe('open');
    expect(await closeCodeWithin(connect(1, user.token), 1_000)).toBe(CLOSE_TOO_MANY_SOCKETS);
    firstTwo[0]?.close();
    await firstTwo[0]?.closed;
    await waitUntil(async () => (await closeCodeWithin(connect(1, user.token), 500)) === 'open');
  });
});

/** The release is a delete sent after the close; a few tries cover its round trip. */
async function waitUntil(condition: () => Promise<boolean>, tries = 5): Promise<void> {
  for (let attempt = 1; attempt < tries; attempt += 1) if (await condition()) return;
  expect(await condition()).toBe(true);
}
