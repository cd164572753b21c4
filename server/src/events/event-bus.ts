// The in-process domain-event bus. `publish` is called after a transaction commits, in commit
// order; each subscriber has its own bounded queue drained in order, one event at a time, so a
// subscriber sees every account's events in the order they were decided. A subscriber that throws
// is logged and counted and the next event still arrives; a slow one delays only its own queue,
// never the writer (publish only appends) nor the other subscribers. Past EVENT_QUEUE_LENGTH_MAX
// waiting events a subscriber loses the newest ones, loudly: subscribers that must not miss
// anything (copy trading) also reconcile from the database, which is the truth.
//
// In cluster mode the bus is given an outbox (event-outbox.ts): publishers that commit in a
// transaction record their events in it (`recordsInTransaction`, `record`) and then publish them
// here as `recorded`; any other published event is appended to the outbox after the fact. The
// outbox's rows reach the parts' durable consumers through JetStream; this bus still hands every
// event to the node's own subscribers (the live socket, copy trading, robots).
import type { Queryable } from '../db/database';
import type { DomainEvent, DomainEventBody } from './domain-events';
import type { EventOutbox } from './event-outbox';
import { FifoQueue } from './fifo-queue';

/** Events waiting for one subscriber before new ones are dropped for it (and counted). */
export const EVENT_QUEUE_LENGTH_MAX = 100_000;

export type EventHandler = (event: DomainEvent) => void | Promise<void>;

export interface EventBusLogger {
  error(details: object, message: string): void;
}

export interface SubscriberStats {
  name: string;
  delivered: number;
  failed: number;
  dropped: number;
  waiting: number;
  /** The longest a single handler call took, and the longest an event waited in the queue. */
  handlerMsMax: number;
  lagMsMax: number;
}

interface Subscriber {
  readonly name: string;
  readonly handler: EventHandler;
  readonly queueLengthMax: number;
  readonly queue: FifoQueue<{ event: DomainEvent; queuedAtMs: number }>;
  draining: boolean;
  stats: SubscriberStats;
}

export interface SubscribeOptions {
  queueLengthMax?: number;
}

export interface PublishOptions {
  /** The events were written to the outbox in their decision's transaction (see `record`). */
  recorded?: boolean;
}

export class DomainEventBus {
  private readonly subscribers = new Set<Subscriber>();
  private lastSeq = 0;
  private idleWaiters: (() => void)[] = [];
  /** Outbox appends of events published after their commit, still being written. */
  private readonly outboxWrites = new Set<Promise<void>>();

  constructor(
    private readonly logger: EventBusLogger,
    private readonly outbox: EventOutbox | null = null,
  ) {}

  /** True in cluster mode: a publisher should `record` its events in its decision's transaction. */
  get recordsInTransaction(): boolean {
    return this.outbox !== null;
  }

  /** Writes the events into the outbox inside the deciding transaction (nothing without one). */
  record(tx: Queryable, bodies: readonly DomainEventBody[]): Promise<void> {
    return this.outbox ? this.outbox.append(tx, bodies) : Promise.resolve();
  }

  /** Returns a function that removes the subscriber (events already queued for it are dropped). */
  subscribe(name: string, handler: EventHandler, options: SubscribeOptions = {}): () => void {
    const subscriber: Subscriber = {
      name,
      handler,
      queueLengthMax: options.queueLengthMax ?? EVENT_QUEUE_LENGTH_MAX,
      queue: new FifoQueue(),
      draining: false,
      stats: { name, delivered: 0, failed: 0, dropped: 0, waiting: 0, handlerMsMax: 0, lagMsMax: 0 },
    };
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
      subscriber.queue.clear();
      this.settleIdle();
    };
  }

  /** Numbers and hands out committed events; never throws and never waits for a subscriber. */
  publish(bodies: readonly DomainEventBody[], options: PublishOptions = {}): void {
    if (bodies.length === 0) return;
    if (this.outbox) this.toOutbox(bodies, options.recorded === true);
    const queuedAtMs = performance.now();
    const events = bodies.map((body) => {
      // Copied, then numbered: the fields of `{ ...body, seq }` in the same order, without a field
      // added to a spread's copy, which costs microseconds on this V8 (engine/risk-accounts.ts viewOf).
      const event = Object.assign({}, body) as DomainEvent;
      event.seq = this.lastSeq += 1;
      return event;
    });
    for (const subscriber of this.subscribers) {
      for (const event of events) {
        if (subscriber.queue.length >= subscriber.queueLengthMax) {
          subscriber.stats.dropped += 1;
          this.logger.error(
            { subscriber: subscriber.name, seq: event.seq },
            'event subscriber queue full; event dropped',
          );
          continue;
        }
        subscriber.queue.push({ event, queuedAtMs });
      }
      if (!subscriber.draining) void this.drain(subscriber);
    }
  }

  /** Recorded events only wake the relay; others are appended now, in a transaction of their own. */
  private toOutbox(bodies: readonly DomainEventBody[], recorded: boolean): void {
    const outbox = this.outbox;
    if (!outbox) return;
    if (recorded) {
      outbox.committed();
      return;
    }
    const write = outbox.appendAlone(bodies).catch((error: unknown) => {
      this.logger.error({ err: error, events: bodies.length }, 'domain events not written to the outbox');
    });
    this.outboxWrites.add(write);
    void write.finally(() => this.outboxWrites.delete(write));
  }

  /** Settles once every subscriber has handled everything published so far (tests, shutdown). */
  whenIdle(): Promise<void> {
    if (this.outboxWrites.size > 0) return Promise.all([...this.outboxWrites]).then(() => this.whenIdle());
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stats(): SubscriberStats[] {
    return [...this.subscribers].map((subscriber) => ({
      ...subscriber.stats,
      waiting: subscriber.queue.length,
    }));
  }

  private async drain(subscriber: Subscriber): Promise<void> {
    subscriber.draining = true;
    // Handlers run after the publisher's turn, so a write never waits for a subscriber.
    await Promise.resolve();
    for (let item = subscriber.queue.take(); item; item = subscriber.queue.take()) {
      const startedMs = performance.now();
      subscriber.stats.lagMsMax = Math.max(subscriber.stats.lagMsMax, startedMs - item.queuedAtMs);
      try {
        await subscriber.handler(item.event);
        subscriber.stats.delivered += 1;
      } catch (error) {
        subscriber.stats.failed += 1;
        this.logger.error(
          { err: error, subscriber: subscriber.name, seq: item.event.seq, type: item.event.type },
          'event subscriber failed',
        );
      }
      subscriber.stats.handlerMsMax = Math.max(subscriber.stats.handlerMsMax, performance.now() - startedMs);
    }
    subscriber.draining = false;
    this.settleIdle();
  }

  private isIdle(): boolean {
    for (const subscriber of this.subscribers)
      if (subscriber.draining || subscriber.queue.length > 0) return false;
    return true;
  }

  private settleIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
  }
}
