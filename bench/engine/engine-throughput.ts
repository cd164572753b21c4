// Engine throughput: ticks driven through the risk engine as fast as it takes them, with the live
// updates drained every DRAIN_INTERVAL_MS as the server's socket flush does (the hub keeps only the
// latest value per key, so draining more often would not deliver more).
// Run: npx tsx bench/engine/engine-throughput.ts
import { performance } from 'node:perf_hooks';
import type { Tick } from '../../server/src/engine/engine-types';
import type { RiskEngine } from '../../server/src/engine/risk-engine';
import { buildEngine, buildTicks, DEFAULT_WORKLOAD, type WorkloadOptions } from './engine-workload';

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
  reevaluationsPerSecond: number;
  reevaluationsPerCpuSecond: number;
  updatesDrained: number;
  durableEffects: number;
}

interface DriveResult {
  durableEffects: number;
  updatesDrained: number;
  drainMs: number;
}

/** Applies ticks[from, to) and drains the live updates once per DRAIN_INTERVAL_MS. */
function drive(engine: RiskEngine, ticks: readonly Tick[], from: number, to: number): DriveResult {
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
    durableEffects += engine.applyTick(ticks[i]).length;
    if (i % CLOCK_CHECK_EVERY_TICKS === 0 && performance.now() - lastDrainMs >= DRAIN_INTERVAL_MS) drain();
  }
  drain();
  return { durableEffects, updatesDrained, drainMs };
}

export function runEngineThroughput(options: WorkloadOptions = DEFAULT_WORKLOAD): ThroughputResult {
  const engine = buildEngine(options);
  const ticks = buildTicks({ ...options, ticks: options.ticks + WARMUP_TICKS });
  drive(engine, ticks, 0, WARMUP_TICKS);
  const reevaluationsBefore = engine.reevaluationCount;
  const cpuBefore = process.cpuUsage();
  const startMs = performance.now();
  const { durableEffects, updatesDrained, drainMs } = drive(engine, ticks, WARMUP_TICKS, ticks.length);
  const elapsedMs = performance.now() - startMs;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const reevaluations = engine.reevaluationCount - reevaluationsBefore;
  return {
    accounts: options.accounts,
    watchedAccounts: options.watchedAccounts,
    positions: options.positions,
    ticks: options.ticks,
    elapsedMs,
    cpuMs,
    drainMs,
    ticksPerSecond: (options.ticks / elapsedMs) * 1000,
    reevaluationsPerSecond: (reevaluations / elapsedMs) * 1000,
    reevaluationsPerCpuSecond: (reevaluations / cpuMs) * 1000,
    updatesDrained,
    durableEffects,
  };
}

export function formatThroughput(result: ThroughputResult): string {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  return [
    `engine: ${n(result.accounts)} accounts, ${n(result.positions)} open positions, ${n(result.ticks)} ticks in ${n(result.elapsedMs)} ms wall, ${n(result.cpuMs)} ms CPU`,
    `engine ticks/s: ${n(result.ticksPerSecond)}`,
    `engine position re-evaluations/s: ${n(result.reevaluationsPerSecond)} (per CPU second: ${n(result.reevaluationsPerCpuSecond)})`,
    `engine updates drained for ${n(result.watchedAccounts)} watched accounts: ${n(result.updatesDrained)} (every ${DRAIN_INTERVAL_MS} ms, ${n(result.drainMs)} ms of the wall time), durable effects: ${n(result.durableEffects)}`,
  ].join('\n');
}

if (require.main === module) {
  console.log(formatThroughput(runEngineThroughput()));
}
