// A client that stops reading, through real sockets, in both modes (sockets in the server's
// process, and in a fan-out gateway): its backlog must not delay anybody else's prices, it loses
// intermediate prices (only the latest of each symbol is worth sending late), and once it reads
// again it receives the latest price, the latest account figures and every order event.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { LiveMessage } from '../../../contract/live';
import { FanoutHub } from '../../src/live/fanout-hub';
import { CLOSE_TRY_AGAIN_LATER } from '../../src/live/live-limits';
import type { LiveHub, LiveHubOptions } from '../../src/live/live-hub';
import { livePlugin } from '../../src/live/live-plugin';
import { connectLive, type LiveTestClient } from './live-client';
import { fanoutHubWith, hubWith, publishAccount, publishEvent, publishPrice } from './hub-publish';

type Mode = 'in process' | 'fan-out gateway';
const MODES: Mode[] = ['in process', 'fan-out gateway'];

const HUB_OPTIONS: LiveHubOptions = {
  flushIntervalMs: 10,
  // Small, so that a stalled reader passes it soon after the kernel's buffers are full.
  bufferedBytesSoftMax: 64 * 1024,
  // Large, so that the stalled reader is held back, not cut, for the whole test.
  bufferedBytesHardMax: 512 * 1024 * 1024,
  eventQueueMax: 100_000,
};
/** Public values this wide fill a stalled reader's kernel buffers in a second or two. */
const FILLER_CHARS = 4_000;
const FILLER_SYMBOLS = 20;
/** How late a price may reach a client that reads, at most, while another one is stalled. */
const PROMPT_MS = 1_000;

async function serve(
  mode: Mode,
  options = HUB_OPTIONS,
): Promise<{ app: FastifyInstance; hub: LiveHub; url: string }> {
  const hub = mode === 'in process' ? hubWith(options) : fanoutHubWith({ ...options, processes: 1 });
  const app = Fastify();
  const users = new Map([
    ['slow-token', 'user-slow'],
    ['fast-token', 'user-fast'],
  ]);
  await app.register(livePlugin, {
    hub,
    heartbeatIntervalMs: 60_000,
    resolveChannels: async (token) => {
      const userId = users.get(token);
      return userId ? [userId] : null;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A gateway answers once it runs: its start (seconds on a loaded machine) is not the clients' wait.
  if (hub instanceof FanoutHub) await hub.gatewayStats();
  return { app, hub, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function hubCount(hub: LiveHub, field: 'flushesSkipped' | 'clientsCut'): Promise<number> {
  if (!(hub instanceof FanoutHub)) return hub.getStats()[field];
  const stats = await hub.gatewayStats();
  return stats.reduce((sum, gateway) => sum + gateway[field], 0);
}

const flushesSkipped = (hub: LiveHub) => hubCount(hub, 'flushesSkipped');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bidsOf = (messages: LiveMessage[], symbol: string): number[] =>
  messages.flatMap((message) => (message.type === 'price' && message.symbol === symbol ? [message.bid] : []));

/** Publishes wide prices every few ms until the server skips flushes for a stalled reader. */
async function stallUntilSkipped(hub: LiveHub, during: (round: number) => void): Promise<void> {
  const filler = 'X'.repeat(FILLER_CHARS);
  for (let round = 1; round <= 2_000; round += 1) {
    for (let i = 0; i < FILLER_SYMBOLS; i += 1) publishPrice(hub, `F${i}${filler}`, round + 0.5, round);
    during(round);
    await pause(5);
    if (round % 20 === 0 && (await flushesSkipped(hub)) > 0) return;
  }
  throw new Error('the stalled reader never made the server skip a flush');
}

describe.each(MODES)('a client that stops reading (%s)', (mode) => {
  let server: Awaited<ReturnType<typeof serve>>;
  let clients: LiveTestClient[] = [];
  beforeEach(async () => {
    server = await serve(mode);
  });
  afterEach(async () => {
    for (const client of clients) client.socket.terminate();
    clients = [];
    await server.app.close();
  });

  it('delays no other client, then gets the latest price, account figures and every event', async () => {
    const slow = connectLive(server.url, '?auth=slow-token');
    const fast = connectLive(server.url, '?auth=fast-token');
    clients = [slow, fast];
    await slow.waitFor(() => slow.frames.length > 0, 'slow snapshot');
    await fast.waitFor(() => fast.frames.length > 0, 'fast snapshot');
    slow.socket.pause();

    let published = 0;
    await stallUntilSkipped(server.hub, (round) => {
      published = round;
      publishPrice(server.hub, 'EURUSD', round + 0.0002, round);
      publishAccount(server.hub, 'user-slow', { type: 'account', blc: round });
      publishEvent(server.hub, 'user-slow', { type: 'order', event: 'opened', id: String(round) });
    });

    // The reader that keeps up receives a new price promptly, backlog or not.
    const probe = published + 0.25;
    const sentAt = performance.now();
    publishPrice(server.hub, 'EURUSD', probe + 0.0002, probe);
    await fast.waitFor((all) => bidsOf(all, 'EURUSD').includes(probe), 'the probe price');
    expect(performance.now() - sentAt).toBeLessThan(PROMPT_MS);

    slow.socket.resume();
    const all = await slow.waitFor(
      (messages) => bidsOf(messages, 'EURUSD').includes(probe),
      'the latest price after the stall',
    );
    const seen = bidsOf(all, 'EURUSD');
    // Intermediate prices were dropped, never the latest.
    expect(seen.length).toBeLessThan(published);
    expect(seen[seen.length - 1]).toBe(probe);
    const accounts = all.filter((message) => message.type === 'account');
    expect(accounts[accounts.length - 1]).toEqual({ type: 'account', blc: published });
    const events = all.flatMap((message) => (message.type === 'order' ? [Number(message.id)] : []));
    expect(events).toEqual(Array.from({ length: published }, (_, i) => i + 1));
  }, 30_000);
});

/** The existing rules that cut a reader too far behind, each with bounds small enough to reach. */
const CUT_RULES: [string, LiveHubOptions][] = [
  // A frame of wide prices (80 k) passes the hard bound at once once the kernel's buffers are full.
  [
    'its unsent bytes pass the hard bound',
    { ...HUB_OPTIONS, bufferedBytesSoftMax: 32 * 1024, bufferedBytesHardMax: 48 * 1024 },
  ],
  // Skipped flushes leave its order events queued until the queue's bound.
  ['its order events pass the queue bound', { ...HUB_OPTIONS, eventQueueMax: 200 }],
];

describe.each(MODES)('a client too far behind (%s)', (mode) => {
  it.each(CUT_RULES)(
    'is closed with 1013 when %s, and nobody else is',
    async (_rule, options) => {
      const server = await serve(mode, options);
      const slow = connectLive(server.url, '?auth=slow-token');
      const fast = connectLive(server.url, '?auth=fast-token');
      try {
        await slow.waitFor(() => slow.frames.length > 0, 'slow snapshot');
        await fast.waitFor(() => fast.frames.length > 0, 'fast snapshot');
        slow.socket.pause();
        const filler = 'X'.repeat(FILLER_CHARS);
        let round = 0;
        while ((await hubCount(server.hub, 'clientsCut')) === 0) {
          if (++round > 4_000) throw new Error('the stalled reader was never cut');
          for (let i = 0; i < FILLER_SYMBOLS; i += 1)
            publishPrice(server.hub, `F${i}${filler}`, round + 0.5, round);
          publishEvent(server.hub, 'user-slow', { type: 'order', event: 'opened', id: String(round) });
          await pause(5);
        }
        // The reader that keeps up is still served.
        publishPrice(server.hub, 'EURUSD', 2.0002, 2);
        await fast.waitFor((all) => bidsOf(all, 'EURUSD').includes(2), 'a price after the cut');
        expect(fast.socket.readyState).toBe(fast.socket.OPEN);
        // The stalled one reads its backlog, then the close.
        slow.socket.resume();
        expect((await slow.closed).code).toBe(CLOSE_TRY_AGAIN_LATER);
      } finally {
        slow.socket.terminate();
        fast.socket.terminate();
        await server.app.close();
      }
    },
    60_000,
  );
});
