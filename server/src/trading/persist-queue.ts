// One queue for every database write the trading service makes, so the rows land in the order the
// engine decided them (a position is inserted before the tick that stops it out is recorded).
//
// Group commit: one transaction per decision caps the order path at the database's commit rate
// divided by the statements each commit waits for. So every job waiting when the previous batch
// has committed is written in ONE transaction, in decision order, and each is acknowledged (its
// promise settles, its events are published) only after that commit, in the same order. The
// window is therefore the previous commit's duration: alone, a job is written at once; under load,
// the jobs decided while one commit was in flight share the next one.
//
// A batch that fails rolls back whole, so none of its jobs is half-applied. Its jobs are then
// written again one transaction each, in order, to isolate the culprit: the ones before it commit
// and are acknowledged as usual; the culprit fails alone. A job behind it was decided by an engine
// that counted the culprit, so it is written (alone, acknowledged after its commit) only when its
// scope says it is confined to keys (accounts) that no failed or dropped job touched; any other is
// dropped (its caller gets QueueStoppedError) and its keys are tainted for the jobs behind it. A
// second failure among them blames the database, not a decision: everything after it is dropped.
// Then the owner rebuilds the engine from the database before the queue takes work again. A job's
// write may thus run twice, so it must only write through its transaction.
//
// Two flights in the air: where the database chains flights (a flight sent while earlier ones are
// unanswered runs after them on their connection and commits only if each of them did,
// Database.chainsFlights), the next group is sent while the previous one's COMMIT is still on its
// way, so the database never idles while this thread answers a group and builds the next, and a
// job decided during a flight waits for no more than that flight. Acknowledgements stay in order
// and each after its own commit. When a flight fails, the ones sent after it have failed with it
// (the chain), so their jobs go back to the front of the queue and the failure path runs exactly as
// if they had never been sent.
import type { Queryable } from '../db/database';

/** Jobs waiting beyond this mean the database has stalled; new commands are refused meanwhile. */
export const PERSIST_QUEUE_LENGTH_MAX = 10_000;
/** Jobs per group commit: bounds one transaction's statements and how long its row locks are held. */
export const PERSIST_BATCH_JOBS_MAX = 500;

export class QueueStoppedError extends Error {
  constructor() {
    super('persist queue stopped after a failed write; the engine is being rebuilt');
    this.name = 'QueueStoppedError';
  }
}

export interface PersistQueueOptions<Job> {
  /** Runs `fn` inside BEGIN/COMMIT (Database.transaction). */
  transaction: (fn: (tx: Queryable) => Promise<void>) => Promise<void>;
  /** Writes the jobs' rows, in their order, inside one transaction. */
  write: (tx: Queryable, jobs: readonly Job[]) => Promise<void>;
  /**
   * Writes the jobs' rows in one transaction sent in one flight (statements and COMMIT together),
   * or answers null when these jobs cannot be (then `write` runs in `transaction`). Settles once
   * committed; fails, having committed nothing, like `write`.
   */
  writeInOneFlight?: (jobs: readonly Job[]) => Promise<void> | null;
  /** Told of each job once its transaction has committed, in order (publish its events here). */
  committed: (job: Job) => void;
  /**
   * What a job's rows touch (its accounts) and whether they touch nothing else: after a failure,
   * only a confined job on untainted keys is still written. Without it, every job behind a failure
   * is dropped.
   */
  scopeOf?: (job: Job) => JobScope;
  /** Rebuilds the owner's state from the database after a write failed. */
  onFailure: (error: unknown) => Promise<void>;
  batchJobsMax?: number;
  /**
   * How many flights may be unanswered at once (1 unless the database chains flights: more is
   * only safe where a flight commits only if every flight sent before it did).
   */
  flightsMax?: number;
}

export interface JobScope {
  keys: readonly string[];
  /** False when the job's rows may depend on more than its keys (another domain's rows). */
  confined: boolean;
}

/** What the failure path knows while it walks the jobs behind the culprit. */
interface AfterFailure {
  /** Keys a failed or dropped job touched: a job on one of them may have counted it. */
  tainted: Set<string>;
  failedAgain: boolean;
}

interface Waiting<Job> {
  job: Job;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A group sent in one flight, not yet answered; `outcome` never rejects. */
interface Flight<Job> {
  batch: Waiting<Job>[];
  outcome: Promise<{ committed: true } | { committed: false; error: unknown }>;
}

export class PersistQueue<Job> {
  private readonly waiting: Waiting<Job>[] = [];
  private running = false;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];
  private readonly batchJobsMax: number;
  private readonly flightsMax: number;
  /** Flights sent and not yet answered, oldest first. */
  private readonly flights: Flight<Job>[] = [];
  /** Wakes the drain when jobs arrive while it waits on a flight with room for another. */
  private wakeOnArrival: (() => void) | null = null;

  constructor(private readonly options: PersistQueueOptions<Job>) {
    this.batchJobsMax = options.batchJobsMax ?? PERSIST_BATCH_JOBS_MAX;
    this.flightsMax = options.writeInOneFlight ? Math.max(1, options.flightsMax ?? 1) : 1;
  }

  get length(): number {
    return this.waiting.length;
  }

  isFull(): boolean {
    return this.waiting.length >= PERSIST_QUEUE_LENGTH_MAX;
  }

  /** Writes `job` after every job pushed before it; settles once its transaction has committed. */
  push(job: Job): Promise<void> {
    if (this.stopped) return Promise.reject(new QueueStoppedError());
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      if (!this.running) {
        this.running = true;
        // The first batch starts on the next turn, so decisions made in this one share it.
        setImmediate(() => void this.drain());
      } else if (this.wakeOnArrival) {
        const wake = this.wakeOnArrival;
        this.wakeOnArrival = null;
        // The next turn too, for the same reason.
        setImmediate(wake);
      }
    });
  }

  /** Settles once every queued job has been written (for shutdown and tests). */
  whenIdle(): Promise<void> {
    if (!this.running && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0 || this.flights.length > 0) {
      if (this.waiting.length > 0 && this.flights.length < this.flightsMax) {
        const batch = this.waiting.splice(0, this.batchJobsMax);
        const flight = this.sendFlight(batch);
        if (flight) this.flights.push(flight);
        else if (this.flights.length > 0) {
          // Not a flight: it needs a transaction of its own, after the flights have landed.
          this.waiting.unshift(...batch);
          await this.landOldestFlight();
        } else await this.writeInTransaction(batch);
      } else if (this.waiting.length === 0 && this.flights.length < this.flightsMax) {
        await this.oldestFlightOrArrival();
      } else await this.landOldestFlight();
    }
    this.running = false;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Sends the batch in one flight, or answers null when it cannot go in one. */
  private sendFlight(batch: Waiting<Job>[]): Flight<Job> | null {
    let sent: Promise<void> | null;
    try {
      sent = this.options.writeInOneFlight?.(batch.map((entry) => entry.job)) ?? null;
    } catch (error) {
      // Building the statements threw: nothing left, and the group fails as a failed flight does.
      sent = Promise.reject(error);
    }
    if (sent === null) return null;
    const outcome = sent.then(
      () => ({ committed: true as const }),
      (error: unknown) => ({ committed: false as const, error }),
    );
    return { batch, outcome };
  }

  /** Waits until the oldest flight has answered (then lands it) or new jobs have arrived. */
  private async oldestFlightOrArrival(): Promise<void> {
    const oldest = this.flights[0];
    const arrived = new Promise<'arrived'>((resolve) => {
      this.wakeOnArrival = () => resolve('arrived');
    });
    const first = await Promise.race([oldest.outcome, arrived]);
    this.wakeOnArrival = null;
    if (first !== 'arrived') await this.landOldestFlight();
  }

  /**
   * Acknowledges the oldest flight's jobs once it has committed. When it failed, the flights sent
   * after it failed with it (chained): their jobs go back to the front of the queue, and the
   * failed batch takes the failure path as a failed transaction does.
   */
  private async landOldestFlight(): Promise<void> {
    const flight = this.flights.shift()!;
    const outcome = await flight.outcome;
    if (outcome.committed) {
      for (const entry of flight.batch) this.acknowledge(entry);
      return;
    }
    const later = this.flights.splice(0);
    const outcomes = await Promise.all(later.map((each) => each.outcome));
    const unsent: Waiting<Job>[] = [];
    later.forEach((each, index) => {
      // Only a database that does not chain could commit one: durable, so answered.
      if (outcomes[index].committed) for (const entry of each.batch) this.acknowledge(entry);
      else unsent.push(...each.batch);
    });
    this.waiting.unshift(...unsent);
    await this.afterFailedBatch(flight.batch, outcome.error);
  }

  /** A batch that cannot go in one flight: `write` inside `transaction`. */
  private async writeInTransaction(batch: readonly Waiting<Job>[]): Promise<void> {
    try {
      await this.options.transaction((tx) =>
        this.options.write(
          tx,
          batch.map((entry) => entry.job),
        ),
      );
      for (const entry of batch) this.acknowledge(entry);
    } catch (error) {
      await this.afterFailedBatch(batch, error);
    }
  }

  private async afterFailedBatch(batch: readonly Waiting<Job>[], error: unknown): Promise<void> {
    if (batch.length === 1) await this.fail(batch, 0, error);
    else await this.writeOneByOne(batch);
  }

  private writeInOneTransaction(batch: readonly Waiting<Job>[]): Promise<void> {
    const jobs = batch.map((entry) => entry.job);
    return (
      this.options.writeInOneFlight?.(jobs) ?? this.options.transaction((tx) => this.options.write(tx, jobs))
    );
  }

  /** After a batch rolled back: finds the job that fails alone, keeping those before it. */
  private async writeOneByOne(batch: readonly Waiting<Job>[]): Promise<void> {
    for (let index = 0; index < batch.length; index += 1) {
      try {
        await this.writeInOneTransaction([batch[index]]);
      } catch (error) {
        await this.fail(batch, index, error);
        return;
      }
      this.acknowledge(batch[index]);
    }
  }

  private acknowledge(entry: Waiting<Job>): void {
    try {
      this.options.committed(entry.job);
      entry.resolve();
    } catch (error) {
      // Committed, so nothing to rebuild; the caller learns that its after-commit step broke.
      entry.reject(error);
    }
  }

  /**
   * Rejects batch[index] with `error`; of the jobs behind it (the batch's rest, then every waiting
   * one), writes alone those its failure cannot have touched and drops the others; then rebuilds.
   */
  private async fail(batch: readonly Waiting<Job>[], index: number, error: unknown): Promise<void> {
    this.stopped = true;
    batch[index].reject(error);
    const after: AfterFailure = {
      tainted: new Set(this.scopeOf(batch[index].job)?.keys ?? []),
      failedAgain: false,
    };
    const behind = [...batch.slice(index + 1), ...this.waiting.splice(0)];
    for (const entry of behind) await this.writeIfUntouched(entry, after);
    try {
      await this.options.onFailure(error);
    } catch {
      // The owner logs its own failures; the queue must keep draining whatever happens.
    } finally {
      this.stopped = false;
    }
  }

  private scopeOf(job: Job): JobScope | null {
    return this.options.scopeOf ? this.options.scopeOf(job) : null;
  }

  /**
   * Behind a failure: a confined job on untainted keys is written alone; any other is dropped. A
   * second failure means the database, not one decision, is at fault: every job after it is dropped.
   */
  private async writeIfUntouched(entry: Waiting<Job>, after: AfterFailure): Promise<void> {
    const { tainted } = after;
    const scope = this.scopeOf(entry.job);
    const independent =
      !after.failedAgain &&
      scope !== null &&
      scope.confined &&
      scope.keys.length > 0 &&
      !scope.keys.some((key) => tainted.has(key));
    if (independent) {
      try {
        await this.writeInOneTransaction([entry]);
        this.acknowledge(entry);
        return;
      } catch (error) {
        after.failedAgain = true;
        entry.reject(error);
      }
    } else {
      entry.reject(new QueueStoppedError());
    }
    // Dropped or failed: what was decided after it on the same keys may have counted it.
    for (const key of scope?.keys ?? []) tainted.add(key);
  }
}
