// Reading one account's rows of a table in a time window, oldest first, page by page on a (time, id)
// key, so an export of 100,000 rows never holds them all. The statement's closed trades and ledger
// movements both read this way (statement-rows-repository.ts).
import type { Queryable } from '../db/database';
import { keysetRows } from './keyset-rows';

/**
 * Keyed by (time, id) so a page ends at a row and the next one starts right after it. ORDER BY names
 * the table's columns: the bare `id` would be the selected text, which sorts 10 before 9.
 */
interface TimeKey {
  at: string;
  id: string;
}

/**
 * The first page has no key; later pages add it as the two last parameters (two plain plans, no OR
 * for the planner).
 */
function afterParams(params: unknown[], after: TimeKey | null): unknown[] {
  return after ? [...params, after.at, after.id] : params;
}

export interface TimeWindowQuery<Row> {
  /** The selected columns, the row's time as text among them for the next page's key. */
  columns: string;
  table: 'orders' | 'ledger';
  /** Conditions besides the account and the window, each starting with AND, or ''; they may use $5… */
  and: string;
  /** The values of the conditions' placeholders, from $5 on. */
  andParams?: readonly unknown[];
  timeColumn: 'close_at' | 'created_at';
  timeKey: (row: Row) => string;
}

/** The account's rows of `query.table` timed in [fromMs, toMs), oldest first, read page by page. */
export function rowsInWindow<Row extends { id: string }>(
  db: Queryable,
  accountId: string,
  fromMs: number,
  toMs: number,
  pageRows: number | undefined,
  query: TimeWindowQuery<Row>,
): AsyncGenerator<Row> {
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const { table, timeColumn: at } = query;
  const andParams = query.andParams ?? [];
  const keyAt = 5 + andParams.length;
  return keysetRows<Row, TimeKey>(
    (after, limit) =>
      db.query<Row>(
        `SELECT ${query.columns}
         FROM ${table}
         WHERE account_id = $1 ${query.and} AND ${at} >= $2 AND ${at} < $3
           ${after ? `AND (${at}, id) > ($${keyAt}::timestamptz, $${keyAt + 1}::bigint)` : ''}
         ORDER BY ${table}.${at}, ${table}.id LIMIT $4`,
        afterParams([accountId, from, to, limit, ...andParams], after),
      ),
    (row) => ({ at: query.timeKey(row), id: row.id }),
    pageRows,
  );
}

export async function* mapRows<From, To>(
  rows: AsyncIterable<From>,
  map: (row: From) => To,
): AsyncGenerator<To> {
  for await (const row of rows) yield map(row);
}
