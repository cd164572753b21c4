// Applying domain events once per consumer (migration 025's processed_events). The events' rows are
// inserted first, in the same transaction as the consumer's effects: a row that already exists (a
// redelivery, the relay's re-send after the broker's de-duplication window, a second node handed
// the same message) inserts nothing and its event is skipped. Two nodes applying one event at once
// meet on the primary key: the second insert waits for the first transaction and, once it commits,
// finds the row. A consumer whose effect cannot join the transaction (no `applyOnce`) has `handle`
// run before the commit: an effect followed by a failed commit is made again on the redelivery, so
// such a consumer is applied at least once, not exactly once.
import type { EventConsumer } from '../compose/server-part';
import type { Database } from '../db/database';
import type { DomainEvent } from './domain-events';

/**
 * Applies for `consumer`, in one transaction and in their order, those of `events` (each one's seq
 * is its outbox id) not applied before; answers how many it applied. All or none commit.
 */
export async function applyEventsOnce(
  db: Database,
  consumer: EventConsumer,
  events: readonly DomainEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const afterCommit: (() => void)[] = [];
  const applied = await db.transaction(async (tx) => {
    const fresh = await tx.query<{ event_id: number }>(
      `INSERT INTO processed_events (consumer, event_id)
       SELECT $1, id FROM unnest($2::bigint[]) AS id
       ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
      [consumer.name, events.map((event) => event.seq)],
    );
    const toApply = new Set(fresh.map((row) => Number(row.event_id)));
    let count = 0;
    for (const event of events) {
      // Once each, even when a batch holds the same event twice.
      if (!toApply.delete(event.seq)) continue;
      if (consumer.applyOnce) {
        const after = await consumer.applyOnce(tx, event);
        if (after) afterCommit.push(after);
      } else await consumer.handle(event);
      count += 1;
    }
    return count;
  });
  for (const after of afterCommit) after();
  return applied;
}

/** One event: whether it was applied now (false: it had been). */
export async function applyEventOnce(
  db: Database,
  consumer: EventConsumer,
  event: DomainEvent,
): Promise<boolean> {
  return (await applyEventsOnce(db, consumer, [event])) === 1;
}
