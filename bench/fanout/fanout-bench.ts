// The fan-out bench: the engine of the default workload (10,000 accounts, 100,000 positions) behind
// the real live plugin, with N `ws` clients in another process, ticks driven at a steady rate for a
// fixed time. Run with the sockets in the engine's process (LiveHub) or in gateway processes
// (FanoutHub). Measures the ticks the engine applied of those asked, tick-to-client latency, the
// messages delivered, and the server's CPU time (the engine's process plus its gateways) per
// delivered message, the figure the cluster's capacity model uses.
import { fork } from 'node:child_process';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildEngine, buildTicks, DEFAULT_WORKLOAD } from '../engine/engine-workload';
import { DomainEventBus } from '../../server/src/events/event-bus';
import { FanoutHub } from '../../server/src/live/fanout-hub';
import { LiveHub } from '../../server/src/live/live-hub';
import { livePlugin } from '../../server/src/live/live-plugin';
import { accountChannel } from '../../server/src/live/live-ports';
import { MarketDataBus } from '../../server/src/market-data/market-data-bus';
import { publishMarketDataLive } from '../../server/src/market-data/market-data-live';
import { connectTradingLive } from '../../server/src/trading/trading-live';

export interface FanoutBenchOptions {
  clients: number;
  /** 0: the sockets in the engine's process; N: in N gateway processes. */
  gateways: number;
  ticksPerSecond: number;
  durationMs: number;
}

export interface FanoutBenchResult extends FanoutBenchOptions {
  ticksApplied: number;
  elapsedMs: number;
  messagesPerSecond: number;
  framesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencySamples: number;
  /** CPU of the engine's process and of the gateways over the measured phase, in ms. */
  serverCpuMs: number;
  gatewayCpuMs: number;
  /** The clients' process, to see whether they, not the server, were the bottleneck. */
  clientCpuMs: number;
  cpuMicrosPerMessage: number;
  /** Flushes skipped because a client's socket held over 1 MB unsent: the clients were behind. */
  flushesSkipped: number;
}

const LATENCY_SYMBOL = 'EURUSD';
/** Ticks applied per turn of the event loop at most, so flushes are never starved. */
const TICKS_PER_TURN_MAX = 10;
const CONNECT_BATCH = 100;
const SETTLE_MS = 300;
/** One client in this many records latency samples (all of them count messages). */
const SAMPLE_EVERY = 10;

const nowMs = () => performance.timeOrigin + performance.now();
const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

interface ClientReport {
  type: 'report';
  messages: number;
  frames: number;
  samples: number[];
  cpuMicros: number;
}

export async function runFanoutBench(options: FanoutBenchOptions): Promise<FanoutBenchResult> {
  const workload = DEFAULT_WORKLOAD;
  const engine = buildEngine(workload);
  const tickCount = Math.ceil((options.ticksPerSecond * options.durationMs) / 1000);
  const ticks = buildTicks({ ...workload, ticks: tickCount });
  const hub = options.gateways > 0 ? new FanoutHub({ processes: options.gateways }) : new LiveHub();
  for (let account = 0; account < workload.accounts; account++) engine.watch(`u${account}`, false);
  // The server's wiring: market data publishes prices, trading drains the engine before each flush.
  const quiet = { error: (details: object, message: string) => console.error(message, details) };
  const marketData = new MarketDataBus(quiet);
  marketData.onTick((tick) => engine.applyTick(tick));
  publishMarketDataLive(marketData, hub);
  connectTradingLive({ engine, ensureAccount: async () => undefined }, hub, new DomainEventBus(quiet));
  for (const symbol of new Set(ticks.map((tick) => tick.symbol))) {
    const quote = engine.quote(symbol);
    if (quote) hub.publishPublic(`p:${symbol}`, { type: 'price', symbol, ask: quote.ask, bid: quote.bid });
  }

  const app = Fastify();
  await app.register(livePlugin, {
    hub,
    resolveChannels: async (token) => (token.startsWith('tok-') ? [accountChannel(token.slice(4))] : null),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/websocket`;
  const clients = fork(path.join(__dirname, 'socket-clients.cjs'), [], {
    env: {
      ...process.env,
      FANOUT_CLIENTS: JSON.stringify({
        url,
        clients: options.clients,
        latencySymbol: LATENCY_SYMBOL,
        connectBatch: CONNECT_BATCH,
        sampleEvery: SAMPLE_EVERY,
      }),
    },
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const listener = (message: { type: string }) => {
        if (message.type !== type) return;
        clients.off('message', listener);
        resolve(message as T);
      };
      clients.on('message', listener);
      // Clients that die (out of memory, a crash) end the run instead of leaving it waiting.
      clients.once('exit', (code) =>
        reject(new Error(`the clients' process exited (${code}) awaiting ${type}`)),
      );
    });
  clients.on('message', (message: { type: string; message?: string }) => {
    if (message.type === 'error') console.error('client error:', message.message);
  });
  await next('ready');
  clients.send('reset');
  const gatewayCpu = async () =>
    hub instanceof FanoutHub
      ? (await hub.gatewayStats()).reduce((sum, stats) => sum + stats.cpuMicros, 0)
      : 0;

  const gatewayCpuBefore = await gatewayCpu();
  const cpuBefore = cpuMicros();
  const appliedAtMs = new Map<number, number>();
  const startMs = nowMs();
  let applied = 0;
  await new Promise<void>((resolve) => {
    const drive = () => {
      const elapsed = nowMs() - startMs;
      if (applied >= ticks.length || elapsed >= options.durationMs) return resolve();
      const due = Math.min(ticks.length, Math.floor((elapsed * options.ticksPerSecond) / 1000));
      const until = Math.min(due, applied + TICKS_PER_TURN_MAX);
      for (; applied < until; applied++) {
        const tick = ticks[applied];
        if (tick.symbol === LATENCY_SYMBOL) appliedAtMs.set(tick.bid, nowMs());
        marketData.publishTick(tick);
      }
      if (applied < due) setImmediate(drive);
      else setTimeout(drive, 1);
    };
    drive();
  });
  const elapsedMs = nowMs() - startMs;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const serverCpuMicros = cpuMicros() - cpuBefore;
  const flushesSkipped =
    hub instanceof FanoutHub
      ? (await hub.gatewayStats()).reduce((sum, stats) => sum + stats.flushesSkipped, 0)
      : hub.getStats().flushesSkipped;
  const gatewayCpuMicros = (await gatewayCpu()) - gatewayCpuBefore;
  const reported = next<ClientReport>('report');
  clients.send('report');
  const report = await reported;
  clients.send('close');
  await app.close();

  const latencies: number[] = [];
  for (let i = 0; i < report.samples.length; i += 2) {
    const at = appliedAtMs.get(report.samples[i]);
    if (at !== undefined) latencies.push(report.samples[i + 1] - at);
  }
  const sorted = Float64Array.from(latencies).sort();
  const windowMs = elapsedMs + SETTLE_MS;
  return {
    ...options,
    ticksApplied: applied,
    elapsedMs,
    messagesPerSecond: (report.messages / windowMs) * 1000,
    framesPerSecond: (report.frames / windowMs) * 1000,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    latencySamples: sorted.length,
    serverCpuMs: serverCpuMicros / 1000,
    gatewayCpuMs: gatewayCpuMicros / 1000,
    clientCpuMs: report.cpuMicros / 1000,
    flushesSkipped,
    cpuMicrosPerMessage: (serverCpuMicros + gatewayCpuMicros) / Math.max(1, report.messages),
  };
}

export function formatFanoutBench(result: FanoutBenchResult): string {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  const where = result.gateways > 0 ? `${result.gateways} gateway process(es)` : "the engine's process";
  const seconds = result.elapsedMs / 1000;
  return [
    `fan-out: ${n(result.clients)} sockets in ${where}, clients in another process`,
    `  engine ticks applied/s: ${n(result.ticksApplied / seconds)} of ${n(result.ticksPerSecond)} asked`,
    `  tick-to-client latency: p50 ${result.latencyP50Ms.toFixed(1)} ms, p99 ${result.latencyP99Ms.toFixed(1)} ms (${n(result.latencySamples)} samples)`,
    `  messages delivered/s: ${n(result.messagesPerSecond)} (${n(result.framesPerSecond)} frames/s)`,
    `  server CPU: engine's process ${n(result.serverCpuMs / seconds / 10)}% of a core, gateways ${n(result.gatewayCpuMs / seconds / 10)}%; clients' process ${n(result.clientCpuMs / seconds / 10)}%`,
    `  server CPU per delivered message: ${result.cpuMicrosPerMessage.toFixed(2)} µs`,
    `  flushes skipped for backpressure (clients behind): ${n(result.flushesSkipped)}`,
  ].join('\n');
}
