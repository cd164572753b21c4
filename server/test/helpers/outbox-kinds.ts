// Rows the database tests write and read back to see which statements committed, and in what
// order: one mail-outbox row per statement, told apart by its kind.
import type { Queryable } from '../../src/db/database';

export const INSERT_OUTBOX_KIND =
  "INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES ($1, 'r', 's', 'b', now())";

/** The kinds stored that start with `prefix`, in insertion order. */
export async function outboxKinds(db: Queryable, prefix: string): Promise<string[]> {
  const rows = await db.query<{ kind: string }>('SELECT kind FROM outbox WHERE kind LIKE $1 ORDER BY id', [
    `${prefix}%`,
  ]);
  return rows.map((row) => row.kind);
}
