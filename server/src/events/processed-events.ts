// Applying a domain event once per consumer (migration 025's processed_events). The event's row is
// inserted first, in the same transaction as the consumer's effect: when the row already exists
// (a redelivery, the relay's re-send after the broker's de-duplication window, a second node
// handed the same message) the insert does nothing and the event is skipped. Two nodes applying
// one event at once meet on the primary key: the second insert waits for the first transaction
// and, once it commits, finds the row. A consumer whose effect cannot join the transaction (no
// `applyOnce`) has `handle` run before the commit: an effect followed by a failed commit is made
// again on the redelivery, so such a consumer is applied at least once, not exactly once.
import type { EventConsumer } from '../compose/server-part';
import type { Database } from '../db/database';
import type { DomainEvent } from './domain-events';

/** Applies `event` (whose seq is its outbox id) for `consumer` unless it was; answers whether it did. */
export async function applyEventOnce(
  db: Database,
  consumer: EventConsumer,
  event: DomainEvent,
): Promise<boolean> {
  let afterCommit: (() => void) | undefined;
  const applied = await db.transaction(async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2)
       ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
      [consumer.name, event.seq],
    );
    if (fresh.length === 0) return false;
    if (consumer.applyOnce) afterCommit = await consumer.applyOnce(tx, event);
    else await consumer.handle(event);
    return true;
  });
  afterCommit?.();
  return applied;
}
