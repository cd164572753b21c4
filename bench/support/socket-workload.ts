// What a socket bench needs around the live hub: the engine of a workload wired to it as the
// server wires them (market data publishes prices, trading drains the engine before each flush),
// the real live plugin serving it, ticks driven at a steady rate, and tick-to-client latency from
// the moment a tick entered the engine to the moment a client held its price. The fan-out bench
// uses it; bench/engine/socket-latency.ts still has its own copy of the same steps.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildEngine, type WorkloadOptions } from '../engine/engine-workload';
import type { Tick } from '../../server/src/engine/engine-types';
import { DomainEventBus } from '../../server/src/events/event-bus';
import type { LiveHub } from '../../server/src/live/live-hub';
import { livePlugin } from '../../server/src/live/live-plugin';
import { accountChannel } from '../../server/src/live/live-ports';
import { MarketDataBus } from '../../server/src/market-data/market-data-bus';
import { publishMarketDataLive } from '../../server/src/market-data/market-data-live';
import { connectTradingLive } from '../../server/src/trading/trading-live';

/** Ticks applied per turn of the event loop at most, so flushes are never starved. */
const TICKS_PER_TURN_MAX = 10;

/** Milliseconds since the epoch, sub-millisecond, comparable across processes. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

export function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/**
 * Counts the drains (trading's before-flush task: the engine's drain and its publishes) and the
 * CPU time of the engine's process inside them, so the socket bench can split its CPU per tick into
 * the drain's part and the rest. Two process.cpuUsage() calls a drain, about 40 drains a second.
 */
export class DrainProbe {
  drains = 0;
  cpuMicros = 0;
  private startedMicros = 0;

  started(): void {
    this.startedMicros = cpuMicrosNow();
  }

  ended(): void {
    this.drains += 1;
    this.cpuMicros += cpuMicrosNow() - this.startedMicros;
  }
}

export function cpuMicrosNow(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/**
 * The workload's engine behind `hub`, every account unwatched until a socket connects (as on the
 * server), each ticked symbol's starting price already published. Returns the bus to tick.
 * `probe` hears each drain's start and end.
 */
export function wireEngine(
  workload: WorkloadOptions,
  ticks: readonly Tick[],
  hub: LiveHub,
  probe?: DrainProbe,
): MarketDataBus {
  const engine = buildEngine(workload);
  for (let account = 0; account < workload.accounts; account++) engine.watch(`u${account}`, false);
  const quiet = { error: (details: object, message: string) => console.error(message, details) };
  const marketData = new MarketDataBus(quiet);
  marketData.onTick((tick) => engine.applyTick(tick));
  publishMarketDataLive(marketData, hub);
  // Before-flush tasks run in the order added: the probe's start, trading's drain, the probe's end.
  if (probe) hub.addBeforeFlush(() => probe.started());
  connectTradingLive({ engine, ensureAccount: async () => undefined }, hub, new DomainEventBus(quiet));
  if (probe) hub.addBeforeFlush(() => probe.ended());
  for (const symbol of new Set(ticks.map((tick) => tick.symbol))) {
    const quote = engine.quote(symbol);
    if (quote) hub.publishPublic(`p:${symbol}`, { type: 'price', symbol, ask: quote.ask, bid: quote.bid });
  }
  return marketData;
}

/** The live plugin on a loopback port; token `tok-uN` listens on account uN's channel. */
export async function serveSockets(hub: LiveHub): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(livePlugin, {
    hub,
    resolveChannels: async (token) => (token.startsWith('tok-') ? [accountChannel(token.slice(4))] : null),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/websocket` };
}

export interface DrivenTicks {
  applied: number;
  elapsedMs: number;
  /** Per bid of the latency symbol, when ticks carrying it entered the engine, in order. */
  appliedAtMs: Map<number, number[]>;
}

/**
 * Publishes `ticks` at a steady rate; the phase ends after durationMs of wall time even if the
 * engine fell behind (then fewer ticks are applied than were due, and the output says so).
 */
export async function driveTicks(
  ticks: readonly Tick[],
  options: { ticksPerSecond: number; durationMs: number; latencySymbol: string },
  publish: (tick: Tick) => void,
): Promise<DrivenTicks> {
  const appliedAtMs = new Map<number, number[]>();
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
        if (tick.symbol === options.latencySymbol) {
          const times = appliedAtMs.get(tick.bid) ?? [];
          times.push(nowMs());
          appliedAtMs.set(tick.bid, times);
        }
        publish(tick);
      }
      if (applied < due) setImmediate(drive);
      else setTimeout(drive, 1);
    };
    drive();
  });
  return { applied, elapsedMs: nowMs() - startMs, appliedAtMs };
}

/**
 * Latencies, sorted, of samples given as pairs (bid received, when). A bid the walk revisits
 * is matched with the last tick carrying it that entered the engine before it was received.
 */
export function latenciesOf(samples: readonly number[], appliedAtMs: Map<number, number[]>): Float64Array {
  const latencies: number[] = [];
  for (let i = 0; i < samples.length; i += 2) {
    const times = appliedAtMs.get(samples[i]);
    if (!times) continue;
    let at = -1;
    for (const time of times) if (time <= samples[i + 1]) at = time;
    if (at >= 0) latencies.push(samples[i + 1] - at);
  }
  return Float64Array.from(latencies).sort();
}
