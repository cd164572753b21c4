// The job scheduler on a manual clock and scheduler: interval, no overlap, work budget, failure
// isolation and a stop that waits for running work.
import { createManualClock, type ManualClock } from '../../src/clock';
import {
  createJobScheduler,
  type JobContext,
  type JobDefinition,
  type JobScheduler,
} from '../../src/jobs/job-scheduler';
import { createManualScheduler, type ManualScheduler } from '../helpers/manual-scheduler';

interface Harness {
  clock: ManualClock;
  timer: ManualScheduler;
  jobs: JobScheduler;
  errors: { details: object; message: string }[];
}

function harness(): Harness {
  const clock = createManualClock();
  const timer = createManualScheduler(clock);
  const errors: Harness['errors'] = [];
  const jobs = createJobScheduler({
    clock,
    scheduler: timer,
    logger: { error: (details, message) => errors.push({ details, message }) },
  });
  return { clock, timer, jobs, errors };
}

/** Lets every pending promise callback run (the jobs' async steps), without a real timer. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Advances in steps of stepMs and lets each run finish before the next tick, as real time would
 * for work that takes no time (one big advance fires ticks back to back, and runs would overlap).
 */
async function step(timer: ManualScheduler, totalMs: number, stepMs: number): Promise<void> {
  for (let passedMs = 0; passedMs < totalMs; passedMs += stepMs) {
    timer.advance(stepMs);
    await settle();
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function job(overrides: Partial<JobDefinition> & Pick<JobDefinition, 'run'>): JobDefinition {
  return { name: 'test-job', intervalMs: 1_000, workBudgetMs: 500, ...overrides };
}

describe('job scheduler', () => {
  it('runs a job at its interval, and only once started', async () => {
    const { timer, jobs } = harness();
    let runs = 0;
    jobs.add(
      job({
        run: async () => {
          runs += 1;
        },
      }),
    );
    timer.advance(5_000);
    expect(runs).toBe(0);

    jobs.start();
    timer.advance(999);
    await settle();
    expect(runs).toBe(0);
    timer.advance(1);
    await settle();
    expect(runs).toBe(1);
    await step(timer, 3_000, 1_000);
    expect(runs).toBe(4);
    expect(jobs.stats()['test-job']).toEqual({
      runs: 4,
      skippedOverlaps: 0,
      failures: 0,
      skippedDone: 0,
      lastRunMs: 0,
      longestRunMs: 0,
      running: false,
    });
    await jobs.stop();
  });

  it('skips and counts the ticks that come while a slow run is still going', async () => {
    const { clock, timer, jobs } = harness();
    const gates = [deferred(), deferred()];
    let running = 0;
    let mostAtOnce = 0;
    let started = 0;
    jobs.add(
      job({
        run: async () => {
          const gate = gates[started];
          started += 1;
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await gate?.promise;
          running -= 1;
        },
      }),
    );
    jobs.start();
    timer.advance(1_000);
    await settle();
    expect(started).toBe(1);
    timer.advance(3_000);
    await settle();
    expect(started).toBe(1);
    expect(jobs.stats()['test-job']).toMatchObject({ runs: 1, skippedOverlaps: 3, running: true });

    gates[0]?.resolve();
    await settle();
    expect(jobs.stats()['test-job']).toMatchObject({ running: false, lastRunMs: 3_000, longestRunMs: 3_000 });
    timer.advance(1_000);
    await settle();
    expect(started).toBe(2);
    await expect(jobs.runNow('test-job')).resolves.toBe('skippedOverlap');
    await settle();
    expect(jobs.stats()['test-job']).toMatchObject({ runs: 2, skippedOverlaps: 4 });
    clock.advance(200);
    gates[1]?.resolve();
    await settle();
    expect(mostAtOnce).toBe(1);
    expect(jobs.stats()['test-job']).toMatchObject({ lastRunMs: 200, longestRunMs: 3_000 });
    await jobs.stop();
  });

  it('gives each run its deadline, so long work stops within its budget and resumes next run', async () => {
    const { clock, timer, jobs } = harness();
    const itemCostMs = 100;
    const queue = Array.from({ length: 10 }, (_, index) => index + 1);
    const done: number[][] = [];
    const contexts: JobContext[] = [];
    jobs.add(
      job({
        workBudgetMs: 350,
        run: async (context) => {
          contexts.push(context);
          const batch: number[] = [];
          // The job's own cursor is the queue: what it does not take now stays for the next run.
          while (queue.length > 0 && context.remainingMs() >= itemCostMs) {
            batch.push(queue.shift() ?? 0);
            clock.advance(itemCostMs);
          }
          done.push(batch);
        },
      }),
    );
    jobs.start();
    for (let run = 0; run < 4; run++) {
      timer.fireNext();
      await settle();
    }
    expect(done).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]);
    const first = contexts[0];
    expect(first?.deadlineMs).toBe((first?.startedAtMs ?? 0) + 350);
    expect(first?.itemsMax).toBeNull();
    expect(first?.shouldStop()).toBe(true);
    expect(jobs.stats()['test-job']).toMatchObject({ runs: 4, longestRunMs: 300 });
    await jobs.stop();
  });

  it('tells a job how many items one run may take', async () => {
    const { timer, jobs } = harness();
    const queue = Array.from({ length: 25 }, (_, index) => index);
    const batchSizes: number[] = [];
    jobs.add(
      job({
        itemsPerRunMax: 10,
        run: async (context) => {
          const batch = queue.splice(0, context.itemsMax ?? queue.length);
          batchSizes.push(batch.length);
        },
      }),
    );
    jobs.start();
    await step(timer, 3_000, 1_000);
    expect(batchSizes).toEqual([10, 10, 5]);
    await jobs.stop();
  });

  it('logs and counts a failing run, and keeps running it and every other job', async () => {
    const { timer, jobs, errors } = harness();
    let healthyRuns = 0;
    let brokenCalls = 0;
    jobs.add(
      job({
        name: 'broken',
        run: () => {
          brokenCalls += 1;
          // Every other run throws before returning a promise at all.
          if (brokenCalls % 2 === 0) throw new Error('sync failure');
          return Promise.reject(new Error('async failure'));
        },
      }),
    );
    jobs.add(
      job({
        name: 'healthy',
        intervalMs: 500,
        run: async () => {
          healthyRuns += 1;
        },
      }),
    );
    jobs.start();
    await step(timer, 3_000, 500);
    expect(jobs.stats().broken).toMatchObject({ runs: 3, failures: 3, running: false });
    expect(jobs.stats().healthy).toMatchObject({ runs: 6, failures: 0 });
    expect(healthyRuns).toBe(6);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatchObject({ message: 'job run failed', details: { job: 'broken' } });
    await expect(jobs.runNow('broken')).resolves.toBe('failed');
    await jobs.stop();
  });

  it('stops the ticks, signals the running job and waits for it to end', async () => {
    const { timer, jobs } = harness();
    const gate = deferred();
    let seen: JobContext | null = null;
    let runs = 0;
    jobs.add(
      job({
        run: async (context) => {
          runs += 1;
          seen = context;
          await gate.promise;
        },
      }),
    );
    jobs.start();
    timer.advance(1_000);
    await settle();

    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    const context = seen as JobContext | null;
    expect(context?.signal.aborted).toBe(true);
    expect(context?.shouldStop()).toBe(true);
    expect(timer.count()).toBe(0);

    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    timer.advance(10_000);
    await settle();
    expect(runs).toBe(1);
    await expect(jobs.runNow('test-job')).resolves.toBe('stopped');
  });

  it('refuses a second job of the same name and limits that are not positive', () => {
    const { jobs } = harness();
    const run = async () => undefined;
    jobs.add(job({ run }));
    expect(() => jobs.add(job({ run }))).toThrow(/exists already/);
    expect(() => jobs.add(job({ name: 'a', intervalMs: 0, run }))).toThrow(/intervalMs/);
    expect(() => jobs.add(job({ name: 'b', workBudgetMs: -1, run }))).toThrow(/workBudgetMs/);
    expect(() => jobs.add(job({ name: 'c', itemsPerRunMax: 1.5, run }))).toThrow(/itemsPerRunMax/);
    expect(() => jobs.runNow('missing')).toThrow(/no job named/);
  });
});
