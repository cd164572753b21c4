// Closing the app lets a request in flight finish and then takes no new connections.
import type { FastifyPluginAsync } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const SLOW_ROUTE_DELAY_MS = 300;

// Resolved when the slow request is inside its route: the close starts then, not after a fixed
// pause that a busy machine can outlast before the request even arrives.
let arrived: () => void = () => undefined;
const slowRequestArrived = new Promise<void>((resolve) => (arrived = resolve));

const slow: FastifyPluginAsync = async (app) => {
  app.get('/api/test/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, SLOW_ROUTE_DELAY_MS));
    return { status: true, message: 'done' };
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ plugins: [slow] });
});
afterAll(() => t.close());

describe('graceful close', () => {
  it('finishes the request in flight, then refuses new connections', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await slowRequestArrived;
    const closing = t.app.close();

    const response = await inFlight;
    expect(response.headers.get('connection')).toBe('close');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'done' });
    const startedMs = Date.now();
    await closing;
    // Not the 72 s keep-alive timeout of the connection that carried the answer.
    expect(Date.now() - startedMs).toBeLessThan(5_000);
    await expect(fetch(`${address}/api/test/slow`)).rejects.toThrow();
  });
});
