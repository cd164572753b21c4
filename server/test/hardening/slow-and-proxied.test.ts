// A request body that trickles in is cut at the request timeout; X-Forwarded-For is believed only
// from the proxies TRUST_PROXY lists.
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const REQUEST_TIMEOUT_FOR_TEST_MS = 600;
const TRICKLE_EVERY_MS = 100;

describe('a body sent a byte at a time', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_FOR_TEST_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is cut off at the request timeout even though bytes keep coming', async () => {
    const socket: Socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const body = JSON.stringify({ identifier: 'slow@example.com', password: 'Sifre1234' });
    socket.write(
      `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
    }, TRICKLE_EVERY_MS);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const startedMs = Date.now();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    clearInterval(trickle);
    const elapsedMs = Date.now() - startedMs;
    expect(sent).toBeLessThan(body.length);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_FOR_TEST_MS * 4);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('X-Forwarded-For', () => {
  const echoAddress: FastifyPluginAsync = async (app) => {
    app.get('/echo-address', async (request) => ({ ip: request.ip }));
  };

  async function addressSeen(trustProxy: string[], remoteAddress: string): Promise<string> {
    const t = await buildTestApp({ config: { trustProxy }, plugins: [echoAddress] });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/echo-address',
        remoteAddress,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      return (response.json() as { ip: string }).ip;
    } finally {
      await t.close();
    }
  }

  it('is believed from a listed proxy', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '10.1.2.3')).toBe('203.0.113.9');
  });

  it('is ignored from any other address, and when no proxy is listed', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen([], '198.51.100.7')).toBe('198.51.100.7');
  });
});
