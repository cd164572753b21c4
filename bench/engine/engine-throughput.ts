// Engine throughput: ticks driven through the risk engine as fast as it takes them, with the live
// updates drained every DRAIN_INTERVAL_MS as the server's socket flush does (the hub keeps only the
// latest value per key, so draining more often would not deliver more).
// Run: npx tsx bench/engine/engine-throughput.ts (the throughput part alone; BENCH_CPU_PROFILE below)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Tick } from '../../server/src/engine/engine-types';
import type { RiskEngine } from '../../server/src/engine/risk-engine';
import {
  buildEngine,
  buildTicks,
  DEFAULT_WORKLOAD,
  type WorkloadOptions,
  workloadFromEnv,
} from './engine-workload';
import { runFloorLoop } from './floor-loop';

/** One socket flush interval. */
export const DRAIN_INTERVAL_MS = 50;
/** How often the loop looks at the clock. */
const CLOCK_CHECK_EVERY_TICKS = 64;
const WARMUP_TICKS = 20_000;

export interface ThroughputResult {
  accounts: number;
  watchedAccounts: number;
  positions: number;
  ticks: number;
  elapsedMs: number;
  /** Wall time spent inside drainUpdates (included in elapsedMs). */
  drainMs: number;
  /** CPU time of this process in the measured loop: the figure for "one core" on a busy machine. */
  cpuMs: number;
  ticksPerSecond: number;
  /** Ticks per second of this process's CPU time: "one core" even when others share the machine. */
  ticksPerCpuSecond: number;
  reevaluationsPerSecond: number;
  reevaluationsPerCpuSecond: number;
  updatesDrained: number;
  durableEffects: number;
  /** Percent of positions trailing their stop. */
  trailingPct: number;
  /** applyTick's own wall time per tick (drains excluded), 99th percentile. */
  tickP99Ms: number;
  tickMaxMs: number;
  /** Resident memory with the book loaded, after a full collection. */
  rssMb: number;
  /** What building the book added to resident memory and to the JS heap, per open position. */
  rssBytesPerPosition: number;
  heapBytesPerPosition: number;
  /** The bare typed-array loop over the same book and ticks, in the same run (floor-loop.ts). */
  floorTicksPerSecond: number;
  floorTicksPerCpuSecond: number;
  floorReevaluationsPerSecond: number;
  /** Conversion ticks that left their dependent books stale, and those that re-valued them at once. */
  conversionsLeftStale: number;
  conversionsValuedEagerly: number;
}

interface DriveResult {
  durableEffects: number;
  updatesDrained: number;
  drainMs: number;
}

/**
 * Full collections before reading memory, so the figures are the book and not garbage. Two: after
 * one, what the first pass only found unreachable could still be counted (the per-position figure
 * read 296-327 bytes across runs of one build; after two it reads the same each time).
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc === 'function') {
    gc();
    gc();
  }
}

function percentile(samples: Float64Array, share: number): number {
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** Applies ticks[from, to) and drains the live updates once per DRAIN_INTERVAL_MS. */
function drive(
  engine: RiskEngine,
  ticks: readonly Tick[],
  from: number,
  to: number,
  tickMs: Float64Array,
): DriveResult {
  let durableEffects = 0;
  let updatesDrained = 0;
  let drainMs = 0;
  let lastDrainMs = performance.now();
  const drain = () => {
    const startMs = performance.now();
    updatesDrained += engine.drainUpdates().length;
    lastDrainMs = performance.now();
    drainMs += lastDrainMs - startMs;
  };
  for (let i = from; i < to; i++) {
    const tickStartMs = performance.now();
    durableEffects += engine.applyTick(ticks[i]).length;
    tickMs[(i - from) % tickMs.length] = performance.now() - tickStartMs;
    if (i % CLOCK_CHECK_EVERY_TICKS === 0 && performance.now() - lastDrainMs >= DRAIN_INTERVAL_MS) drain();
  }
  drain();
  return { durableEffects, updatesDrained, drainMs };
}

/**
 * BENCH_CPU_PROFILE=<file.cpuprofile>: a CPU profile of the measured ticks and their drains only
 * (not the book's building, the warm-up or the floor loop). The in-thread inspector answers
 * synchronously, so starting and stopping it needs no await. Run it on a bundle (esbuild): through
 * tsx every function of a file sits on one line.
 */
function profiled<T>(run: () => T): T {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return run();
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  // 200 µs: a 1 M tick is under a millisecond.
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  const result = run();
  session.post('Profiler.stop', (error, answer) => {
    if (error) throw error;
    writeFileSync(file, JSON.stringify(answer.profile));
  });
  session.disconnect();
  return result;
}

export function runEngineThroughput(options: WorkloadOptions = DEFAULT_WORKLOAD): ThroughputResult {
  const ticks = buildTicks({ ...options, ticks: options.ticks + WARMUP_TICKS });
  collectGarbage();
  const before = process.memoryUsage();
  const engine = buildEngine(options);
  collectGarbage();
  const loaded = process.memoryUsage();
  const tickMs = new Float64Array(options.ticks);
  drive(engine, ticks, 0, WARMUP_TICKS, tickMs);
  const reevaluationsBefore = engine.reevaluationCount;
  const cpuBefore = process.cpuUsage();
  const startMs = performance.now();
  const { durableEffects, updatesDrained, drainMs } = profiled(() =>
    drive(engine, ticks, WARMUP_TICKS, ticks.length, tickMs),
  );
  const elapsedMs = performance.now() - startMs;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const reevaluations = engine.reevaluationCount - reevaluationsBefore;
  const conversions = engine.conversionCounts;
  const floor = runFloorLoop(options, ticks);
  return {
    accounts: options.accounts,
    watchedAccounts: options.watchedAccounts,
    positions: options.positions,
    trailingPct: options.trailingPct,
    ticks: options.ticks,
    elapsedMs,
    cpuMs,
    drainMs,
    ticksPerSecond: (options.ticks / elapsedMs) * 1000,
    ticksPerCpuSecond: (options.ticks / cpuMs) * 1000,
    reevaluationsPerSecond: (reevaluations / elapsedMs) * 1000,
    reevaluationsPerCpuSecond: (reevaluations / cpuMs) * 1000,
    updatesDrained,
    durableEffects,
    tickP99Ms: percentile(tickMs, 0.99),
    tickMaxMs: percentile(tickMs, 1),
    rssMb: loaded.rss / 1_048_576,
    rssBytesPerPosition: (loaded.rss - before.rss) / options.positions,
    heapBytesPerPosition:
      (loaded.heapUsed + loaded.arrayBuffers - before.heapUsed - before.arrayBuffers) / options.positions,
    floorTicksPerSecond: floor.ticksPerSecond,
    floorTicksPerCpuSecond: floor.ticksPerCpuSecond,
    floorReevaluationsPerSecond: floor.reevaluationsPerSecond,
    conversionsLeftStale: conversions.leftStale,
    conversionsValuedEagerly: conversions.valuedEagerly,
  };
}

export function formatThroughput(result: ThroughputResult): string {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  return [
    `engine: ${n(result.accounts)} accounts, ${n(result.positions)} open positions (${result.trailingPct}% trailing), ${n(result.ticks)} ticks in ${n(result.elapsedMs)} ms wall, ${n(result.cpuMs)} ms CPU`,
    `engine ticks/s: ${n(result.ticksPerSecond)} (per CPU second: ${n(result.ticksPerCpuSecond)})`,
    `engine position re-evaluations/s: ${n(result.reevaluationsPerSecond)} (per CPU second: ${n(result.reevaluationsPerCpuSecond)})`,
    `engine updates drained for ${n(result.watchedAccounts)} watched accounts: ${n(result.updatesDrained)} (every ${DRAIN_INTERVAL_MS} ms, ${n(result.drainMs)} ms of the wall time), durable effects: ${n(result.durableEffects)}`,
    `tick p99: ${result.tickP99Ms.toFixed(3)} ms (max ${result.tickMaxMs.toFixed(1)} ms, applyTick alone)`,
    `rss: ${n(result.rssMb)} MB with the book loaded; the book added ${n(result.rssBytesPerPosition)} bytes resident, ${n(result.heapBytesPerPosition)} bytes of heap and typed arrays per open position`,
    `conversion ticks (warm-up included): ${n(result.conversionsLeftStale)} left their books stale, ${n(result.conversionsValuedEagerly)} re-valued them at once`,
    `floor ticks/s: ${n(result.floorTicksPerSecond)} (per CPU second: ${n(result.floorTicksPerCpuSecond)}; bare typed-array loop over the same book and ticks: ${n(result.floorReevaluationsPerSecond)} re-evaluations/s)`,
  ].join('\n');
}

if (require.main === module) {
  // The throughput part alone, sized like npm run bench:engine (BENCH_POSITIONS, BENCH_ACCOUNTS,
  // BENCH_TICKS, BENCH_TRAILING).
  const ticks = Number(process.env.BENCH_TICKS ?? DEFAULT_WORKLOAD.ticks);
  console.log(formatThroughput(runEngineThroughput({ ...workloadFromEnv(), ticks })));
}
