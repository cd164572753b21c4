// One queue for every database write the trading service makes, so the rows land in the order the
// engine decided them (a position is inserted before the tick that stops it out is recorded).
// A write that fails stops the queue: the jobs behind it were decided by an engine that no longer
// matches the database, so they are dropped (their callers get the error) and the owner rebuilds
// the engine from the database before the queue takes work again.

/** Jobs waiting beyond this mean the database has stalled; new commands are refused meanwhile. */
export const PERSIST_QUEUE_LENGTH_MAX = 10_000;

export class QueueStoppedError extends Error {
  constructor() {
    super('persist queue stopped after a failed write; the engine is being rebuilt');
    this.name = 'QueueStoppedError';
  }
}

interface Job {
  run: () => Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class PersistQueue {
  private readonly jobs: Job[] = [];
  private running = false;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly onFailure: (error: unknown) => Promise<void>) {}

  get length(): number {
    return this.jobs.length;
  }

  isFull(): boolean {
    return this.jobs.length >= PERSIST_QUEUE_LENGTH_MAX;
  }

  /** Runs `run` after every job queued before it; settles when it has been written. */
  push(run: () => Promise<void>): Promise<void> {
    if (this.stopped) return Promise.reject(new QueueStoppedError());
    return new Promise<void>((resolve, reject) => {
      this.jobs.push({ run, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  /** Settles once every queued job has been written (for shutdown and tests). */
  whenIdle(): Promise<void> {
    if (!this.running && this.jobs.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain(): Promise<void> {
    this.running = true;
    for (let job = this.jobs.shift(); job; job = this.jobs.shift()) {
      try {
        await job.run();
        job.resolve();
      } catch (error) {
        job.reject(error);
        await this.recover(error);
      }
    }
    this.running = false;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
  }

  private async recover(error: unknown): Promise<void> {
    this.stopped = true;
    for (let job = this.jobs.shift(); job; job = this.jobs.shift()) job.reject(new QueueStoppedError());
    try {
      await this.onFailure(error);
    } catch {
      // The owner logs its own failures; the queue must keep draining whatever happens.
    } finally {
      this.stopped = false;
    }
  }
}
