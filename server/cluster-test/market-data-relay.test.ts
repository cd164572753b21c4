// Market data across processes over a real NATS (issue 18, item 2): ticks published by one process
// reach a subscriber in another, per symbol; the latest quotes wait in the cluster's bucket for a
// node that starts later; and two CLUSTER_NAMEs never meet. Prints the ticks a second one
// subscriber received from one publisher (the compiled server's modules: build:server first).
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { NatsConnection } from '@nats-io/transport-node';
import { openQuotesBucket, RelayedFeed } from '../src/cluster/market-data-relay';
import { tickSubject } from '../src/cluster/market-data-subjects';
import { decodeTick } from '../src/cluster/tick-codec';
import { connectNats } from '../src/cluster/nats-connection';
import type { Tick } from '../src/engine/engine-types';
import { eventually, freshClusterName, NATS_URL } from './cluster-env';

const run = promisify(execFile);
const PUBLISHER = path.join(__dirname, 'tick-publisher-process.js');

const connections: NatsConnection[] = [];
const feeds: RelayedFeed[] = [];
async function connection(name: string): Promise<NatsConnection> {
  const nats = await connectNats(NATS_URL, name);
  connections.push(nats);
  return nats;
}
async function relayed(
  nats: NatsConnection,
  clusterName: string,
): Promise<{ feed: RelayedFeed; ticks: Tick[] }> {
  const feed = await RelayedFeed.open(nats, clusterName, await openQuotesBucket(nats, clusterName));
  feeds.push(feed);
  const ticks: Tick[] = [];
  feed.onTick((tick) => ticks.push(tick));
  feed.start();
  return { feed, ticks };
}
afterAll(async () => {
  for (const feed of feeds) feed.close();
  await Promise.all(connections.map((nats) => nats.close()));
});

async function publishFromProcess(args: string[]): Promise<{ published: number; tookMs: number }> {
  const { stdout } = await run(process.execPath, [PUBLISHER, ...args], { env: { ...process.env, NATS_URL } });
  return JSON.parse(stdout.trim()) as { published: number; tookMs: number };
}

test('ticks of one process reach another per symbol, in order, and only within their cluster', async () => {
  const east = freshClusterName();
  const west = freshClusterName();
  const nats = await connection('subscriber');
  const all = await relayed(nats, east);
  const other = await relayed(nats, west);
  const goldOnly: Tick[] = [];
  nats.subscribe(tickSubject(east, 'XAUUSD'), {
    callback: (_error, message) => {
      const tick = decodeTick('XAUUSD', message.data);
      if (tick) goldOnly.push(tick);
    },
  });
  await nats.flush();

  await publishFromProcess([east, 'symbols', '100', 'EURUSD', 'XAUUSD']);
  await eventually('200 ticks to arrive', () => all.ticks.length === 200);
  const times = (symbol: string) =>
    all.ticks.filter((tick) => tick.symbol === symbol).map((tick) => tick.time);
  const sent = Array.from({ length: 100 }, (_, round) => 1_700_000_000_000 + round);
  expect(times('EURUSD')).toEqual(sent);
  expect(times('XAUUSD')).toEqual(sent);
  expect(goldOnly.map((tick) => tick.time)).toEqual(sent);
  expect(all.feed.lastQuote('EURUSD')).toMatchObject({ time: sent[99], bid: 100.099 });
  expect(other.ticks).toEqual([]);

  // A node that starts later knows the latest price from the bucket before any tick; the other
  // cluster's bucket knows none of it.
  const later = await relayed(await connection('later'), east);
  expect(later.feed.lastQuote('XAUUSD')).toMatchObject({ time: sent[99], bid: 100.099, ask: 100.099 + 0.01 });
  const otherLater = await relayed(await connection('other-later'), west);
  expect(otherLater.feed.lastQuote('XAUUSD')).toBeNull();
}, 60_000);

test('throughput: ticks a second one subscriber receives from one publisher process', async () => {
  const clusterName = freshClusterName();
  const { feed, ticks } = await relayed(await connection('counter'), clusterName);
  const count = 100_000;
  let firstAt = 0;
  let lastAt = 0;
  feed.onTick(() => {
    const now = performance.now();
    if (firstAt === 0) firstAt = now;
    lastAt = now;
  });
  const published = await publishFromProcess([clusterName, 'burst', String(count)]);
  await eventually(`${count} ticks to arrive`, () => ticks.length >= count, 30_000);
  const publishRate = Math.round((published.published / published.tookMs) * 1000);
  const receiveRate = Math.round((count / Math.max(1, lastAt - firstAt)) * 1000);
  console.log(
    `market data over NATS: ${count} ticks of 24 bytes; published ${publishRate}/s, received ${receiveRate}/s ` +
      `(first to last arrival), load ${os.loadavg()[0].toFixed(1)}`,
  );
  expect(ticks).toHaveLength(count);
}, 60_000);
