// What happens once the book says a tick reached some alerts: the batch is written down in one
// guarded UPDATE (alerts-repository.ts markFired), and only for the rows that changed, after the
// commit, the domain event (the bell's notification, notifications/) and the live `alert` message
// (the SPA's chime) go out. Batches are written one after another in tick order; the chain is the
// only writer of a fired alert, so a tick's decision is written once.
import type { AlertMessage } from '../../../contract/live';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { DomainEventBody } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import { userChannel, type LivePublisher } from '../live/live-ports';
import type { FiredAlert } from './alert-book';
import { markFired } from './alerts-repository';

export interface AlertFiringLogger {
  error(details: object, message: string): void;
}

export interface AlertFiringDeps {
  db: Database;
  clock: Clock;
  events: DomainEventBus;
  live: LivePublisher;
  logger: AlertFiringLogger;
}

export class AlertFiring {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly deps: AlertFiringDeps) {}

  /** Queues the batch's write; never throws (a failed write is logged, the alerts stay active). */
  fire(batch: readonly FiredAlert[], atMs: number): void {
    if (batch.length === 0) return;
    this.chain = this.chain.then(() =>
      this.write(batch, atMs).catch((error: unknown) => {
        this.deps.logger.error({ err: error, alerts: batch.length }, 'price alerts: firing not written');
      }),
    );
  }

  /** Settles once every batch queued so far is written and announced. */
  whenSettled(): Promise<void> {
    return this.chain;
  }

  private async write(batch: readonly FiredAlert[], atMs: number): Promise<void> {
    const changed = await markFired(this.deps.db, batch, new Date(atMs));
    const changedIds = new Set(changed.map((row) => row.id));
    const announced = batch.filter((alert) => changedIds.has(alert.id));
    if (announced.length === 0) return;
    const bodies: DomainEventBody[] = announced.map((alert) => ({
      type: 'alert.triggered',
      userId: alert.userId,
      accountId: null,
      atMs,
      alertId: alert.id,
      symbol: alert.symbol,
      side: alert.side,
      condition: alert.condition,
      price: alert.price,
      quotePrice: alert.quotePrice,
    }));
    this.deps.events.publish(bodies);
    for (const alert of announced) {
      const channel = userChannel(alert.userId);
      if (!this.deps.live.isWatched(channel)) continue;
      const message: AlertMessage = { type: 'alert', event: 'triggered', id: alert.id, symbol: alert.symbol };
      this.deps.live.publishEvent(channel, message);
    }
  }
}
