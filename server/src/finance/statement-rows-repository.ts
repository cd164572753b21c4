// The statement's rows of one account: the closed trades and the ledger movements in a time window
// (read page by page, rows-in-window.ts) and the positions open at a moment or now. Every query
// names the account, so no other account's row can reach a statement.
import type { OrderSide } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import { mapRows, rowsInWindow } from './rows-in-window';

/** What a closed trade and an open position both say of the position. */
export interface PositionFields {
  id: string;
  symbol: string;
  side: OrderSide;
  lots: number;
  openedAtMs: number | null;
  openPrice: number | null;
}

export interface ClosedTradeRow extends PositionFields {
  closedAtMs: number;
  closePrice: number | null;
  swapCents: number;
  profitCents: number;
}

export interface LedgerMovementRow {
  id: string;
  atMs: number;
  kind: string;
  amountCents: number;
  balanceAfterCents: number;
  orderId: string | null;
}

export interface OpenPositionRow extends PositionFields {
  /** The position's id (a piece closed since keeps it as source_id, so pieces add up here). */
  id: string;
}

const time = (value: Date | null): number | null => (value === null ? null : value.getTime());

/** A position as read: under PositionFields' names but for the driver's opening time. */
type PositionRecord = Omit<PositionFields, 'openedAtMs'> & { opened_at: Date | null };

function positionFields({ opened_at: openedAt, ...row }: PositionRecord): PositionFields {
  return { ...row, openedAtMs: time(openedAt) };
}

interface ClosedTradeRecord {
  id: string;
  symbol: string;
  side: OrderSide;
  lots: number;
  opened_at: Date | null;
  open_price: number | null;
  close_at: Date;
  close_price: number | null;
  swap_cents: number;
  profit_cents: number | null;
  /** The closing time as PostgreSQL writes it: microseconds intact, for the next page's key. */
  close_key: string;
}

/** Narrows the closed trades like the closed list does (contract/history.ts); null is any. */
export interface ClosedTradesNarrowing {
  symbol: string | null;
  side: 'Buy' | 'Sell' | null;
}

const ANY_CLOSED_TRADE: ClosedTradesNarrowing = { symbol: null, side: null };

/** The narrowing's conditions from $5 on; only the given ones are written. */
function narrowingConditions(narrowing: ClosedTradesNarrowing): { and: string; andParams: unknown[] } {
  const andParams: unknown[] = [];
  let and = '';
  if (narrowing.symbol !== null) {
    andParams.push(narrowing.symbol);
    and += ` AND symbol = $${4 + andParams.length}`;
  }
  if (narrowing.side !== null) {
    andParams.push(narrowing.side);
    and += ` AND side = $${4 + andParams.length}`;
  }
  return { and, andParams };
}

/** Closed positions of the account closed in [fromMs, toMs), oldest first, read page by page. */
export function closedTrades(
  db: Queryable,
  accountId: string,
  fromMs: number,
  toMs: number,
  pageRows?: number,
  narrowing: ClosedTradesNarrowing = ANY_CLOSED_TRADE,
): AsyncGenerator<ClosedTradeRow> {
  const { and, andParams } = narrowingConditions(narrowing);
  const rows = rowsInWindow<ClosedTradeRecord>(db, accountId, fromMs, toMs, pageRows, {
    columns: `id::text AS id, symbol, side, lots::float8 AS lots, opened_at, open_price, close_at,
      close_price, swap_cents, profit_cents, close_at::text AS close_key`,
    table: 'orders',
    and: `AND status = 'closed'${and}`,
    andParams,
    timeColumn: 'close_at',
    timeKey: (row) => row.close_key,
  });
  // Spelled out rather than spread from positionFields(row): over an export's 100,000 rows the
  // spread cost a quarter more time and four times the peak heap (npm run bench:finance).
  return mapRows(rows, (row) => ({
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    lots: row.lots,
    openedAtMs: time(row.opened_at),
    openPrice: row.open_price,
    closedAtMs: row.close_at.getTime(),
    closePrice: row.close_price,
    swapCents: row.swap_cents,
    profitCents: row.profit_cents ?? 0,
  }));
}

interface LedgerRecord {
  id: string;
  created_at: Date;
  kind: string;
  amount_cents: number;
  balance_after_cents: number;
  order_id: string | null;
  time_key: string;
}

/** The account's ledger rows in [fromMs, toMs), oldest first, read page by page. */
export function ledgerMovements(
  db: Queryable,
  accountId: string,
  fromMs: number,
  toMs: number,
  pageRows?: number,
): AsyncGenerator<LedgerMovementRow> {
  const rows = rowsInWindow<LedgerRecord>(db, accountId, fromMs, toMs, pageRows, {
    columns: `id::text AS id, created_at, kind, amount_cents, balance_after_cents, order_id,
      created_at::text AS time_key`,
    table: 'ledger',
    and: '',
    timeColumn: 'created_at',
    timeKey: (row) => row.time_key,
  });
  return mapRows(rows, (row) => ({
    id: row.id,
    atMs: row.created_at.getTime(),
    kind: row.kind,
    amountCents: row.amount_cents,
    balanceAfterCents: row.balance_after_cents,
    orderId: row.order_id,
  }));
}

async function openPositionsWhere(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<OpenPositionRow[]> {
  const rows = await db.query<PositionRecord>(
    `SELECT COALESCE(source_id, id)::text AS id, symbol, side, SUM(lots)::float8 AS lots,
       MIN(open_price) AS "openPrice", MIN(opened_at) AS opened_at
     FROM orders WHERE account_id = $1 AND ${where}
     GROUP BY COALESCE(source_id, id), symbol, side
     ORDER BY MIN(opened_at), COALESCE(source_id, id)`,
    params,
  );
  return rows.map(positionFields);
}

/**
 * Positions open at `atMs`: opened before it and either still open or closed at or after it. A
 * piece closed since then is a row of its own whose source_id names the position; its lots are
 * added back, so the position shows the lots it had at that moment.
 */
export function openPositionsAt(db: Queryable, accountId: string, atMs: number): Promise<OpenPositionRow[]> {
  return openPositionsWhere(
    db,
    "opened_at < $2 AND (status = 'open' OR (status = 'closed' AND close_at >= $2))",
    [accountId, new Date(atMs)],
  );
}

/** The positions open now. */
export function openPositionsNow(db: Queryable, accountId: string): Promise<OpenPositionRow[]> {
  return openPositionsWhere(db, "status = 'open'", [accountId]);
}
