// SQL for the watchlists. A replacement runs inside the caller's transaction: the customer's rows
// are locked and read, every id sent must be among them, the rest are deleted, the kept ones
// updated and the new ones inserted, in the order sent. The answer is built from what was written
// (new ids from RETURNING), not read back.
import type { Watchlist, WatchlistInput } from '../../../contract/watchlists';
import type { Queryable } from '../db/database';

interface WatchlistRow {
  id: string;
  name: string;
  symbols: string[];
}

export async function readWatchlists(db: Queryable, userId: string): Promise<Watchlist[]> {
  const rows = await db.query<WatchlistRow>(
    'SELECT id, name, symbols FROM watchlists WHERE user_id = $1 ORDER BY position, id',
    [userId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, symbols: [...row.symbols] }));
}

/** The ids of the customer's lists, locked until the transaction ends. */
export async function lockWatchlistIds(tx: Queryable, userId: string): Promise<Set<string>> {
  const rows = await tx.query<{ id: string }>('SELECT id FROM watchlists WHERE user_id = $1 FOR UPDATE', [
    userId,
  ]);
  return new Set(rows.map((row) => row.id));
}

export async function writeWatchlists(
  tx: Queryable,
  userId: string,
  lists: readonly WatchlistInput[],
  at: Date,
): Promise<Watchlist[]> {
  const keptIds = lists.flatMap((list) => (list.id === undefined ? [] : [list.id]));
  await tx.query('DELETE FROM watchlists WHERE user_id = $1 AND NOT (id = ANY($2::text[]))', [
    userId,
    keptIds,
  ]);
  const stored: Watchlist[] = [];
  for (const [position, list] of lists.entries()) {
    if (list.id === undefined) {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO watchlists (user_id, position, name, symbols, updated_at)
         VALUES ($1, $2, $3, $4::text[], $5) RETURNING id`,
        [userId, position, list.name, list.symbols, at],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('writeWatchlists: no id returned');
      stored.push({ id, name: list.name, symbols: list.symbols });
    } else {
      await tx.query(
        `UPDATE watchlists SET position = $3, name = $4, symbols = $5::text[], updated_at = $6
         WHERE user_id = $1 AND id = $2`,
        [userId, list.id, position, list.name, list.symbols, at],
      );
      stored.push({ id: list.id, name: list.name, symbols: list.symbols });
    }
  }
  return stored;
}
