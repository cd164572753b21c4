// The live socket through real `ws` clients on loopback, with an injected token check so these
// tests need neither the database nor the users module. Every test runs twice: with the sockets
// in the server's process, and handed to a fan-out gateway process (FanoutHub).
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { CLOSE_UNAUTHORIZED, type LiveMessage } from '../../../contract/live';
import { FanoutHub } from '../../src/live/fanout-hub';
import { LiveHub } from '../../src/live/live-hub';
import { livePlugin, type SessionsChangedListener } from '../../src/live/live-plugin';
import { connectLive } from './live-client';
import {
  publishPrice,
  publishMarket,
  publishPosition,
  publishAccount,
  publishEvent,
  hubWith,
  fanoutHubWith,
} from './hub-publish';

const FLUSH_MS = 10;

interface Harness {
  app: FastifyInstance;
  hub: LiveHub;
  baseUrl: string;
  tokens: Map<string, string>;
  revoke: (token: string) => void;
}

type Mode = 'in process' | 'fan-out gateway';
const MODES: Mode[] = ['in process', 'fan-out gateway'];

async function startHarness(mode: Mode, heartbeatIntervalMs = 60_000): Promise<Harness> {
  const tokens = new Map([
    ['good-token', 'user-1'],
    ['other-token', 'user-2'],
  ]);
  const revokeListeners: SessionsChangedListener[] = [];
  const personal = (userId: string): LiveMessage[] =>
    userId === 'user-1'
      ? [
          { type: 'account', blc: 10000, crd: 0, mrg: 0, ass: 10000, fm: 10000, pct: 0, allp: 0 },
          { type: 'position', id: '42', profit: -1.5, lastPrice: 1.1 },
        ]
      : [{ type: 'account', blc: 5 }];
  const hub =
    mode === 'in process'
      ? hubWith({ flushIntervalMs: FLUSH_MS }, personal)
      : fanoutHubWith({ flushIntervalMs: FLUSH_MS, processes: 1, heartbeatIntervalMs }, personal);
  const app = Fastify();
  await app.register(livePlugin, {
    hub,
    heartbeatIntervalMs,
    resolveChannels: async (token) => {
      const userId = tokens.get(token);
      return userId ? [userId] : null;
    },
    onSessionsChanged: (listener) => revokeListeners.push(listener),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A gateway answers once it runs: its start (seconds on a loaded machine) is not the clients' wait.
  if (hub instanceof FanoutHub) await hub.gatewayStats();
  const { port } = app.server.address() as AddressInfo;
  const revoke = (token: string) => {
    const userId = tokens.get(token) ?? '';
    tokens.delete(token);
    for (const listener of revokeListeners) listener(userId);
  };
  return { app, hub, baseUrl: `ws://127.0.0.1:${port}`, tokens, revoke };
}

describe.each(MODES)('live socket (%s)', (mode) => {
  let harness: Harness;
  beforeEach(async () => {
    harness = await startHarness(mode);
  });
  afterEach(async () => {
    await harness.app.close();
  });

  it('closes a socket with 4401 when the token is unknown or missing', async () => {
    const bad = connectLive(harness.baseUrl, '?auth=nope');
    const missing = connectLive(harness.baseUrl, '');
    expect((await bad.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect((await missing.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect(bad.messages()).toEqual([]);
  });

  it('sends a snapshot of prices, market states, account figures and positions on connect', async () => {
    publishPrice(harness.hub, 'EURUSD', 1.1002, 1.1);
    publishMarket(harness.hub, 'THYAO', false, '2026-11-23T07:00:00.000Z');
    const client = connectLive(harness.baseUrl, '?auth=good-token');
    await client.waitFor((all) => all.length >= 4, 'snapshot');
    expect(client.frames[0]).toEqual(
      expect.arrayContaining([
        { type: 'price', symbol: 'EURUSD', ask: 1.1002, bid: 1.1 },
        { type: 'market', symbol: 'THYAO', isOpen: false, oTime: '2026-11-23T07:00:00.000Z' },
        { type: 'account', blc: 10000, crd: 0, mrg: 0, ass: 10000, fm: 10000, pct: 0, allp: 0 },
        { type: 'position', id: '42', profit: -1.5, lastPrice: 1.1 },
      ]),
    );
    client.close();
  });

  it('coalesces prices and account codes to their latest values in one frame', async () => {
    const client = connectLive(harness.baseUrl, '?auth=good-token');
    await client.waitFor((all) => all.length >= 2, 'snapshot');
    const framesBefore = client.frames.length;
    for (let step = 1; step <= 100; step += 1) publishPrice(harness.hub, 'EURUSD', 1 + step / 1000, 1);
    publishAccount(harness.hub, 'user-1', { type: 'account', blc: 9000 });
    publishAccount(harness.hub, 'user-1', { type: 'account', allp: -3, blc: 9100 });
    harness.hub.flush();
    await client.waitFor(() => client.frames.length > framesBefore, 'one more frame');
    expect(client.frames[framesBefore]).toEqual([
      { type: 'price', symbol: 'EURUSD', ask: 1.1, bid: 1 },
      { type: 'account', blc: 9100, allp: -3 },
    ]);
    client.close();
  });

  it('delivers every order event in order and only to its own user', async () => {
    const mine = connectLive(harness.baseUrl, '?auth=good-token');
    const theirs = connectLive(harness.baseUrl, '?auth=other-token');
    await mine.waitFor((all) => all.length >= 2, 'snapshot');
    await theirs.waitFor((all) => all.length >= 1, 'snapshot');
    publishPosition(harness.hub, 'user-1', { type: 'position', id: '42', profit: 3, lastPrice: 1.2 });
    for (const id of ['1', '2', '3'])
      publishEvent(harness.hub, 'user-1', { type: 'order', event: 'opened', id });
    publishEvent(harness.hub, 'user-1', { type: 'order', event: 'closed', id: '42' });
    const all = await mine.waitFor(
      (messages) => messages.filter((m) => m.type === 'order').length === 4,
      'events',
    );
    expect(all.filter((m) => m.type === 'order').map((m) => (m.type === 'order' ? m.id : ''))).toEqual([
      '1',
      '2',
      '3',
      '42',
    ]);
    // The position closed before the flush, so its stale profit is never sent.
    expect(all.filter((m) => m.type === 'position' && m.profit === 3)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3));
    expect(theirs.messages().some((m) => m.type === 'order')).toBe(false);
    mine.close();
    theirs.close();
  });

  it('delivers hundreds of events in order, Turkish text intact, across several publish batches', async () => {
    const mine = connectLive(harness.baseUrl, '?auth=good-token');
    await mine.waitFor((all) => all.length >= 2, 'snapshot');
    // About 100 k characters of events: more than one gateway batch (64 k), so order across batches counts.
    const notes: LiveMessage[] = Array.from({ length: 600 }, (_, index) => ({
      type: 'notification',
      data: {
        id: String(index),
        title: 'Emir gerçekleşti',
        text: `Pozisyon #${index} kapandı: ${'ğüşıöç'.repeat(10)}`,
        read: false,
        date: '2026-11-27T15:00:00.000Z',
      },
    }));
    notes.forEach((note, index) => {
      publishEvent(harness.hub, 'user-1', note);
      if (index % 50 === 0)
        publishPosition(harness.hub, 'user-1', { type: 'position', id: '42', profit: index, lastPrice: 1.2 });
    });
    const all = await mine.waitFor(
      (messages) => messages.filter((m) => m.type === 'notification').length === notes.length,
      'every notification',
    );
    expect(all.filter((m) => m.type === 'notification')).toEqual(notes);
    // The latest profit arrives; an older one may come before it, never after.
    const profits = all.flatMap((m) => (m.type === 'position' && m.id === '42' ? [m.profit] : []));
    expect(profits[profits.length - 1]).toBe(550);
    mine.close();
  });

  it('closes the sockets of a revoked token with 4401 and leaves other tokens open', async () => {
    const mine = connectLive(harness.baseUrl, '?auth=good-token');
    const theirs = connectLive(harness.baseUrl, '?auth=other-token');
    await mine.waitFor((all) => all.length >= 2, 'snapshot');
    await theirs.waitFor((all) => all.length >= 1, 'snapshot');
    harness.revoke('good-token');
    expect((await mine.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect(theirs.socket.readyState).toBe(theirs.socket.OPEN);
    expect(harness.hub.isWatched('user-1')).toBe(false);
    theirs.close();
  });

  it('closes a socket that sends a frame over 64 KB and ignores smaller ones', async () => {
    const client = connectLive(harness.baseUrl, '?auth=good-token');
    await client.waitFor((all) => all.length >= 2, 'snapshot');
    client.socket.send('{"type":"hello"}');
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    client.socket.send('x'.repeat(64 * 1024 + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it('closes every socket with 1001 when the server shuts down', async () => {
    const client = connectLive(harness.baseUrl, '?auth=good-token');
    await client.waitFor((all) => all.length >= 2, 'snapshot');
    await harness.app.close();
    expect((await client.closed).code).toBe(1001);
  });
});

describe.each(MODES)('live socket heartbeat (%s)', (mode) => {
  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const harness = await startHarness(mode, 30);
    const silent = connectLive(harness.baseUrl, '?auth=good-token', { autoPong: false });
    const lively = connectLive(harness.baseUrl, '?auth=other-token');
    const { code } = await silent.closed;
    expect(code).toBe(1006);
    expect(lively.socket.readyState).toBe(lively.socket.OPEN);
    lively.close();
    await harness.app.close();
  });
});
