// Background jobs on the injected clock and scheduler: swap rollover now, robots, copy checks and
// notification fan-out later. Each job is named and carries its own limits (how often, how long a
// run may work, how many items it may take), so one slow job can neither pile up runs nor starve
// the others:
// - a tick that comes while the job's previous run is still going is skipped and counted; runs of
//   one job never overlap;
// - a run gets a context with its deadline, and a job with more work than its budget stops at the
//   next safe point and picks up the rest on its next run (the job keeps its own cursor);
// - a run that throws is logged and counted; the job runs again at its next tick and the others
//   are untouched;
// - stop() cancels the ticks, tells running jobs to stop and waits for them;
// - a job with a `slotOf` runs once per slot across every scheduler sharing the database
//   (job-runs.ts): a slot already recorded is skipped, and the run records its slot through
//   `context.recordRun` in the transaction of its effects (or, if it wrote none, after it ends).
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { ScheduledTask, Scheduler } from '../engine/engine-types';
import { hasJobRun, markJobRun, recordJobRun } from './job-runs';

export interface JobContext {
  readonly jobName: string;
  /** When this run began, on the injected clock. */
  readonly startedAtMs: number;
  /** When this run's work budget ends; past it the job should stop and resume next run. */
  readonly deadlineMs: number;
  /** How many items this run may handle, or null when only time is limited. */
  readonly itemsMax: number | null;
  /** Aborted when the scheduler stops, for work that accepts a signal. */
  readonly signal: AbortSignal;
  /** The slot this run is for (JobDefinition.slotOf), or null for a job that runs at every tick. */
  readonly slot: string | null;
  /**
   * Records this run's slot inside `tx`, the transaction of the run's effects, so both commit
   * together; throws when another scheduler recorded it first (the effects roll back). A no-op
   * for a job without a slot or a scheduler without a database.
   */
  recordRun(tx: Queryable): Promise<void>;
  /** Milliseconds of the budget left now (0 once spent). */
  remainingMs(): number;
  /** True once the budget is spent or the scheduler is stopping: finish the item and return. */
  shouldStop(): boolean;
}

export interface JobDefinition {
  /** Unique; names the job in logs and stats. */
  name: string;
  intervalMs: number;
  /** How long one run may work before it should yield to the next run. */
  workBudgetMs: number;
  /** How many items one run may handle; leave out when time is the only limit. */
  itemsPerRunMax?: number;
  /**
   * The slot a run at `nowMs` is for (the rollover it charges, the day it snapshots): given, the
   * job runs once per slot across every scheduler sharing the database.
   */
  slotOf?(nowMs: number): string;
  /** Acts on one shard's engine: a cluster runs it on that shard's leader (cluster/jobs-host.ts). */
  perShard?: boolean;
  run(context: JobContext): Promise<void>;
}

export interface JobStats {
  /** Runs started (finished or not). */
  runs: number;
  /** Ticks skipped because the previous run was still going. */
  skippedOverlaps: number;
  /** Runs that threw. */
  failures: number;
  /** Ticks skipped because their slot had run already (here or on another node). */
  skippedDone: number;
  /** How long the last finished run took; null before the first one ends. */
  lastRunMs: number | null;
  longestRunMs: number;
  /** True while a run is going. */
  running: boolean;
}

export interface JobLogger {
  error(details: object, message: string): void;
}

export type RunOutcome = 'completed' | 'failed' | 'skippedOverlap' | 'skippedDone' | 'stopped';

export interface JobScheduler {
  /** Adds a job; once started, its ticks begin at once. Names must be unique. */
  add(job: JobDefinition): void;
  /** Starts every job's ticks. */
  start(): void;
  /** Cancels the ticks, aborts running jobs' signals and waits for those runs to end. */
  stop(): Promise<void>;
  /** Runs a job now under the same rules as a tick (no overlap, budget, failure counted). */
  runNow(name: string): Promise<RunOutcome>;
  stats(): Record<string, JobStats>;
}

export interface JobSchedulerDeps {
  clock: Clock;
  scheduler: Scheduler;
  logger: JobLogger;
  /** Where runs are recorded (job_runs); without it, slots are not guarded (one process, tests). */
  runs?: Queryable;
}

interface JobState {
  job: JobDefinition;
  stats: JobStats;
  current: Promise<RunOutcome> | null;
  task: ScheduledTask | null;
}

function assertLimits(job: JobDefinition): void {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  if (!job.name) throw new Error('job-scheduler: a job needs a name');
  if (!positive(job.intervalMs)) throw new Error(`job-scheduler: ${job.name} intervalMs must be > 0`);
  if (!positive(job.workBudgetMs)) throw new Error(`job-scheduler: ${job.name} workBudgetMs must be > 0`);
  const items = job.itemsPerRunMax;
  if (items !== undefined && !(Number.isInteger(items) && items > 0)) {
    throw new Error(`job-scheduler: ${job.name} itemsPerRunMax must be a positive integer`);
  }
}

function contextFor(
  job: JobDefinition,
  startedAtMs: number,
  slot: string | null,
  signal: AbortSignal,
  clock: Clock,
): JobContext {
  const deadlineMs = startedAtMs + job.workBudgetMs;
  const remainingMs = () => Math.max(0, deadlineMs - clock.nowMs());
  return {
    jobName: job.name,
    startedAtMs,
    deadlineMs,
    itemsMax: job.itemsPerRunMax ?? null,
    signal,
    slot,
    recordRun: (tx) => (slot === null ? Promise.resolve() : recordJobRun(tx, job.name, slot)),
    remainingMs,
    shouldStop: () => signal.aborted || remainingMs() === 0,
  };
}

/** Runs the job once; false when its slot had run already, here or elsewhere (nothing done). */
async function runOnce(
  job: JobDefinition,
  startedAtMs: number,
  deps: JobSchedulerDeps,
  signal: AbortSignal,
): Promise<boolean> {
  const { runs } = deps;
  const slot = runs && job.slotOf ? job.slotOf(startedAtMs) : null;
  if (slot !== null && runs && (await hasJobRun(runs, job.name, slot))) return false;
  await job.run(contextFor(job, startedAtMs, slot, signal, deps.clock));
  // A run that wrote nothing (or whose write rolled back) still covers its slot from now on.
  if (slot !== null && runs) await markJobRun(runs, job.name, slot);
  return true;
}

export function createJobScheduler(deps: JobSchedulerDeps): JobScheduler {
  const { clock, scheduler, logger } = deps;
  const states = new Map<string, JobState>();
  let started = false;
  let stopping = new AbortController();

  async function execute(state: JobState): Promise<RunOutcome> {
    const { job, stats } = state;
    const startedAtMs = clock.nowMs();
    stats.runs += 1;
    let outcome: RunOutcome = 'completed';
    try {
      // Through a promise, so a job that throws synchronously is caught the same way.
      const ran = await Promise.resolve().then(() => runOnce(job, startedAtMs, deps, stopping.signal));
      if (!ran) {
        outcome = 'skippedDone';
        stats.skippedDone += 1;
      }
    } catch (error) {
      outcome = 'failed';
      stats.failures += 1;
      logger.error({ err: error, job: job.name }, 'job run failed');
    }
    const tookMs = clock.nowMs() - startedAtMs;
    stats.lastRunMs = tookMs;
    stats.longestRunMs = Math.max(stats.longestRunMs, tookMs);
    return outcome;
  }

  function runState(state: JobState): Promise<RunOutcome> {
    if (stopping.signal.aborted) return Promise.resolve('stopped');
    if (state.current) {
      state.stats.skippedOverlaps += 1;
      return Promise.resolve('skippedOverlap');
    }
    state.stats.running = true;
    const current = execute(state).finally(() => {
      state.current = null;
      state.stats.running = false;
    });
    state.current = current;
    return current;
  }

  function schedule(state: JobState): void {
    state.task = scheduler.every(state.job.intervalMs, () => {
      void runState(state);
    });
  }

  return {
    add(job) {
      assertLimits(job);
      if (states.has(job.name)) throw new Error(`job-scheduler: a job named ${job.name} exists already`);
      const state: JobState = {
        job,
        stats: {
          runs: 0,
          skippedOverlaps: 0,
          failures: 0,
          skippedDone: 0,
          lastRunMs: null,
          longestRunMs: 0,
          running: false,
        },
        current: null,
        task: null,
      };
      states.set(job.name, state);
      if (started) schedule(state);
    },
    start() {
      if (started) return;
      started = true;
      if (stopping.signal.aborted) stopping = new AbortController();
      for (const state of states.values()) schedule(state);
    },
    async stop() {
      started = false;
      stopping.abort();
      for (const state of states.values()) {
        state.task?.cancel();
        state.task = null;
      }
      await Promise.all([...states.values()].map((state) => state.current));
    },
    runNow(name) {
      const state = states.get(name);
      if (!state) throw new Error(`job-scheduler: no job named ${name}`);
      return runState(state);
    },
    stats() {
      return Object.fromEntries([...states.values()].map((state) => [state.job.name, { ...state.stats }]));
    },
  };
}
