// Sockets and latency: the engine of the workload (by default 10,000 accounts, 100,000 positions) behind the
// real live hub and socket plugin, 1,000 `ws` clients on loopback (on a worker thread), ticks driven
// at a steady rate for a fixed time. Measures messages delivered per second at the clients and
// tick-to-socket latency: from the moment a tick enters the engine to the moment a client holds it.
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildEngine, buildTicks, DEFAULT_WORKLOAD, type WorkloadOptions } from './engine-workload';
import { systemClock } from '../../server/src/clock';
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import { systemTimer } from '../../server/src/engine/system-time';
import { DomainEventBus } from '../../server/src/events/event-bus';
import { LiveHub } from '../../server/src/live/live-hub';
import { livePlugin } from '../../server/src/live/live-plugin';
import { accountChannel } from '../../server/src/live/live-ports';
import { MarketDataBus } from '../../server/src/market-data/market-data-bus';
import { publishMarketDataLive } from '../../server/src/market-data/market-data-live';
import { MarketStateWatcher } from '../../server/src/market-data/market-state-watcher';
import { connectTradingLive } from '../../server/src/trading/trading-live';

export interface SocketBenchOptions {
  clients: number;
  ticksPerSecond: number;
  durationMs: number;
  latencySymbol: string;
  /** Overrides of the hub's FLUSH_SLICES / FLUSH_INTERVAL_MS, to compare designs (1 = one flush). */
  flushSlices?: number;
  flushIntervalMs?: number;
  /** The book behind the sockets; the default workload unless given. */
  workload?: WorkloadOptions;
}

const numberFromEnv = (name: string): number | undefined =>
  process.env[name] ? Number(process.env[name]) : undefined;

export const DEFAULT_SOCKET_BENCH: SocketBenchOptions = {
  clients: 1_000,
  ticksPerSecond: Number(process.env.BENCH_SOCKET_TICKS_PER_S ?? 500),
  durationMs: 10_000,
  latencySymbol: 'EURUSD',
  flushSlices: numberFromEnv('BENCH_FLUSH_SLICES'),
  flushIntervalMs: numberFromEnv('BENCH_FLUSH_INTERVAL_MS'),
};

/** Ticks applied per turn of the event loop at most, so flushes are never starved. */
const TICKS_PER_TURN_MAX = 10;
const CONNECT_BATCH = 100;
const SETTLE_MS = 300;

export interface SocketBenchResult {
  clients: number;
  ticks: number;
  elapsedMs: number;
  messagesPerSecond: number;
  framesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencySamples: number;
  flushesSkipped: number;
  clientsCut: number;
  /** The longest single flush slice: how long the event loop was held writing frames. */
  sliceFlushMsMax: number;
  /** The engine's drainUpdates before each slice: how many, and their total time. */
  drains: number;
  drainMs: number;
}

const nowMs = () => performance.timeOrigin + performance.now();

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

function waitFor<T>(worker: Worker, type: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      worker.off('message', listener);
      resolve(message as T);
    };
    worker.on('message', listener);
  });
}

export async function runSocketBench(
  options: SocketBenchOptions = DEFAULT_SOCKET_BENCH,
): Promise<SocketBenchResult> {
  const workload = options.workload ?? DEFAULT_WORKLOAD;
  const engine = buildEngine(workload);
  const tickCount = Math.ceil((options.ticksPerSecond * options.durationMs) / 1000);
  const ticks = buildTicks({ ...workload, ticks: tickCount });
  let drainMs = 0;
  let drains = 0;
  let drainStartedMs = 0;
  const hub = new LiveHub({ flushSlices: options.flushSlices, flushIntervalMs: options.flushIntervalMs });
  // The engine watches every account by default; as on the server, only connected users are.
  for (let account = 0; account < workload.accounts; account++) engine.watch(`u${account}`, false);
  // The same wiring as the server's: market data publishes prices and states, trading drains the
  // engine's figures before each flush. The two extra tasks around it time that drain.
  const quiet = { error: (details: object, message: string) => console.error(message, details) };
  const marketData = new MarketDataBus(quiet);
  marketData.onTick((tick) => engine.applyTick(tick));
  publishMarketDataLive(marketData, hub);
  hub.addBeforeFlush(() => {
    drainStartedMs = performance.now();
  });
  connectTradingLive({ engine, ensureAccount: async () => undefined }, hub, new DomainEventBus(quiet));
  hub.addBeforeFlush(() => {
    drainMs += performance.now() - drainStartedMs;
    drains += 1;
  });
  for (const symbol of new Set(ticks.map((tick) => tick.symbol))) {
    const quote = engine.quote(symbol);
    if (quote) hub.publishPublic(`p:${symbol}`, { type: 'price', symbol, ask: quote.ask, bid: quote.bid });
  }
  const watcher = new MarketStateWatcher(INSTRUMENTS, marketData, systemClock, systemTimer);
  watcher.start();

  const app = Fastify();
  await app.register(livePlugin, {
    hub,
    resolveChannels: async (token) => (token.startsWith('tok-') ? [accountChannel(token.slice(4))] : null),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/websocket`;
  const worker = new Worker(path.join(__dirname, 'socket-clients.worker.cjs'), {
    workerData: {
      url,
      clients: options.clients,
      latencySymbol: options.latencySymbol,
      connectBatch: CONNECT_BATCH,
    },
  });
  worker.on('message', (message: { type: string; message?: string }) => {
    if (message.type === 'error') console.error('client error:', message.message);
  });
  await waitFor(worker, 'ready');
  worker.postMessage('reset');
  drains = 0;
  drainMs = 0;
  hub.resetFlushPeak();

  const appliedAtMs = new Map<number, number>();
  const statsBefore = hub.getStats();
  const startMs = nowMs();
  let next = 0;
  // Ticks are due at a steady rate; the phase ends after durationMs of wall time even if the
  // engine fell behind (then fewer ticks are applied than were due, and the output says so).
  await new Promise<void>((resolve) => {
    const drive = () => {
      const elapsed = nowMs() - startMs;
      if (next >= ticks.length || elapsed >= options.durationMs) return resolve();
      const due = Math.min(ticks.length, Math.floor((elapsed * options.ticksPerSecond) / 1000));
      const until = Math.min(due, next + TICKS_PER_TURN_MAX);
      for (; next < until; next++) {
        const tick = ticks[next];
        if (tick.symbol === options.latencySymbol) appliedAtMs.set(tick.bid, nowMs());
        marketData.publishTick(tick);
      }
      if (next < due) setImmediate(drive);
      else setTimeout(drive, 1);
    };
    drive();
  });
  const elapsedMs = nowMs() - startMs;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  worker.postMessage('report');
  const report = await waitFor<{ messages: number; frames: number; samples: Float64Array }>(worker, 'report');
  const statsAfter = hub.getStats();
  worker.postMessage('close');
  await app.close();
  watcher.stop();

  const latencies: number[] = [];
  for (let i = 0; i < report.samples.length; i += 2) {
    const applied = appliedAtMs.get(report.samples[i]);
    if (applied !== undefined) latencies.push(report.samples[i + 1] - applied);
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    clients: options.clients,
    ticks: next,
    elapsedMs,
    messagesPerSecond: (report.messages / (elapsedMs + SETTLE_MS)) * 1000,
    framesPerSecond: (report.frames / (elapsedMs + SETTLE_MS)) * 1000,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    latencySamples: sorted.length,
    flushesSkipped: statsAfter.flushesSkipped - statsBefore.flushesSkipped,
    clientsCut: statsAfter.clientsCut - statsBefore.clientsCut,
    sliceFlushMsMax: statsAfter.sliceFlushMsMax,
    drains,
    drainMs,
  };
}

export function formatSocketBench(result: SocketBenchResult): string {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  return [
    `sockets: ${n(result.clients)} clients on loopback, ${n(result.ticks)} ticks in ${n(result.elapsedMs)} ms (${n((result.ticks / result.elapsedMs) * 1000)} ticks/s)`,
    `socket messages delivered/s: ${n(result.messagesPerSecond)} (${n(result.framesPerSecond)} frames/s)`,
    `tick-to-socket latency: p50 ${result.latencyP50Ms.toFixed(1)} ms, p99 ${result.latencyP99Ms.toFixed(1)} ms (${n(result.latencySamples)} samples)`,
    `flushes skipped for backpressure: ${n(result.flushesSkipped)}, clients cut: ${n(result.clientsCut)}, longest flush slice: ${result.sliceFlushMsMax.toFixed(1)} ms`,
    `engine drains before flushes: ${n(result.drains)}, ${n(result.drainMs)} ms in all`,
  ].join('\n');
}

if (require.main === module) {
  void runSocketBench().then((result) => console.log(formatSocketBench(result)));
}
