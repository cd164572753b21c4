// The outbox of domain events (migration 025), used in cluster mode only. A publisher whose
// decision commits in a transaction writes its events into that transaction (`append`), so an
// event exists exactly when its decision does: a rollback takes both, a commit keeps both, and a
// node killed right after the commit leaves the event for the next leader's relay. `appendAlone`
// is for publishers whose writes are not one transaction the bus can join; their events are
// written right after their commit, in a transaction of their own (a crash between the two loses
// them, as the in-process bus would). Once an append has committed the relay is woken.
import type { Database, Queryable } from '../db/database';
import type { DomainEventBody } from './domain-events';

/** Rows per INSERT: a stop-out storm's decision holds tens of thousands of events. */
export const OUTBOX_INSERT_ROWS_MAX = 1_000;

export interface EventOutbox {
  /** Writes the events inside the caller's transaction, in their order. */
  append(tx: Queryable, bodies: readonly DomainEventBody[]): Promise<void>;
  /** Writes already-committed decisions' events in a transaction of their own. */
  appendAlone(bodies: readonly DomainEventBody[]): Promise<void>;
  /** Called once a transaction that appended has committed: wakes whoever relays the rows. */
  committed(): void;
  /** The relay listens here; returns a function that stops listening. */
  onCommitted(listener: () => void): () => void;
}

export async function insertOutboxRows(tx: Queryable, bodies: readonly DomainEventBody[]): Promise<void> {
  for (let start = 0; start < bodies.length; start += OUTBOX_INSERT_ROWS_MAX) {
    const chunk = bodies.slice(start, start + OUTBOX_INSERT_ROWS_MAX);
    // One JSON array parameter, unnested in order: one statement per chunk, ids in event order.
    await tx.query(
      `INSERT INTO event_outbox (event)
       SELECT value FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(value, n) ORDER BY n`,
      [JSON.stringify(chunk)],
    );
  }
}

export function createEventOutbox(db: Database): EventOutbox {
  const listeners = new Set<() => void>();
  const outbox: EventOutbox = {
    append: (tx, bodies) => (bodies.length === 0 ? Promise.resolve() : insertOutboxRows(tx, bodies)),
    async appendAlone(bodies) {
      if (bodies.length === 0) return;
      await db.transaction((tx) => insertOutboxRows(tx, bodies));
      outbox.committed();
    },
    committed() {
      for (const listener of listeners) listener();
    },
    onCommitted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return outbox;
}
