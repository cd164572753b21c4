// The finance reads: the ledger and the orders of one account, by Istanbul month or day, and the
// end-of-day snapshots (migration 011). Every query names the account, so no other account's row
// can reach a report. Days and months are cut in SQL by adding Istanbul's fixed 3 hours to the UTC
// time, the same rule as istanbul-calendar.ts.
import type { AccountKind } from '../../../contract/wallet';
import type { OrderSide } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import type { Day, Month } from './istanbul-calendar';
import { keysetRows } from './keyset-rows';
import type { DayBalance, DayFigures } from './equity-curve';
import type { LedgerMonthSum, MonthTradeCount } from './monthly-report';
import type { LiveFigures } from './live-accounts';

const LEDGER_ISTANBUL_TIME = "((created_at AT TIME ZONE 'UTC') + interval '3 hours')";
const CLOSE_ISTANBUL_TIME = "((close_at AT TIME ZONE 'UTC') + interval '3 hours')";

export interface AccountHolder {
  accountId: string;
  kind: AccountKind;
  name: string;
  surname: string;
  openedAtMs: number;
}

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

export interface SnapshotPosition {
  id: string;
  profitCents: number;
}

/** The engine's figures at the end of an Istanbul day, as the end-of-day job wrote them. */
export interface Snapshot extends LiveFigures {
  day: Day;
  positions: SnapshotPosition[];
  takenAtMs: number;
}

const time = (value: Date | null): number | null => (value === null ? null : value.getTime());

export async function accountHolder(db: Queryable, accountId: string): Promise<AccountHolder | null> {
  const rows = await db.query<{
    id: string;
    kind: AccountKind;
    name: string;
    surname: string;
    created_at: Date;
  }>(
    `SELECT a.id, a.kind, u.name, u.surname, LEAST(a.created_at, u.created_at) AS created_at
     FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    accountId: row.id,
    kind: row.kind,
    name: row.name,
    surname: row.surname,
    openedAtMs: row.created_at.getTime(),
  };
}

/** The first Istanbul month with a ledger row, or null. */
export async function firstLedgerMonth(db: Queryable, accountId: string): Promise<Month | null> {
  const rows = await db.query<{ month: Month | null }>(
    `SELECT to_char(MIN${LEDGER_ISTANBUL_TIME}, 'YYYY-MM') AS month FROM ledger WHERE account_id = $1`,
    [accountId],
  );
  return rows[0]?.month ?? null;
}

export async function ledgerMonthSums(db: Queryable, accountId: string): Promise<LedgerMonthSum[]> {
  return db.query<LedgerMonthSum>(
    `SELECT to_char(${LEDGER_ISTANBUL_TIME}, 'YYYY-MM') AS month, kind, SUM(amount_cents)::bigint AS cents
     FROM ledger WHERE account_id = $1 GROUP BY 1, 2`,
    [accountId],
  );
}

export async function closedTradeCounts(db: Queryable, accountId: string): Promise<MonthTradeCount[]> {
  return db.query<MonthTradeCount>(
    `SELECT to_char(${CLOSE_ISTANBUL_TIME}, 'YYYY-MM') AS month, COUNT(*)::int AS "closedTrades"
     FROM orders WHERE account_id = $1 AND status = 'closed' GROUP BY 1`,
    [accountId],
  );
}

/** The balance at the end of each Istanbul day in [fromMs, toMs) that had a balance row. */
export async function ledgerDayBalances(
  db: Queryable,
  accountId: string,
  fromMs: number,
  toMs: number,
): Promise<DayBalance[]> {
  return db.query<DayBalance>(
    `SELECT DISTINCT ON (day) day, balance_after_cents AS "balanceCents" FROM (
       SELECT to_char(${LEDGER_ISTANBUL_TIME}, 'YYYY-MM-DD') AS day, balance_after_cents, id
       FROM ledger WHERE account_id = $1 AND kind <> 'credit' AND created_at >= $2 AND created_at < $3
     ) AS rows ORDER BY day, id DESC`,
    [accountId, new Date(fromMs), new Date(toMs)],
  );
}

export async function snapshotDays(
  db: Queryable,
  accountId: string,
  from: Day,
  to: Day,
): Promise<DayFigures[]> {
  return db.query<DayFigures>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, balance_cents AS "balanceCents", equity_cents AS "equityCents"
     FROM finance_snapshots WHERE account_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [accountId, from, to],
  );
}

interface SnapshotRecord {
  day: Day;
  balance_cents: number;
  equity_cents: number;
  margin_cents: number;
  free_margin_cents: number;
  margin_level: number;
  open_profit_cents: number;
  positions: SnapshotPosition[] | string;
  taken_at: Date;
}

export async function snapshotOf(db: Queryable, accountId: string, day: Day): Promise<Snapshot | null> {
  const rows = await db.query<SnapshotRecord>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, balance_cents, equity_cents, margin_cents, free_margin_cents,
       margin_level::float8 AS margin_level, open_profit_cents, positions, taken_at
     FROM finance_snapshots WHERE account_id = $1 AND day = $2::date`,
    [accountId, day],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    day: row.day,
    balanceCents: row.balance_cents,
    equityCents: row.equity_cents,
    marginCents: row.margin_cents,
    freeMarginCents: row.free_margin_cents,
    marginLevel: row.margin_level,
    openProfitCents: row.open_profit_cents,
    positions:
      typeof row.positions === 'string' ? (JSON.parse(row.positions) as SnapshotPosition[]) : row.positions,
    takenAtMs: row.taken_at.getTime(),
  };
}

interface PositionRecord {
  id: string;
  symbol: string;
  side: OrderSide;
  lots: number;
  opened_at: Date | null;
  open_price: number | null;
}

function positionFields(row: PositionRecord): PositionFields {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    lots: row.lots,
    openedAtMs: time(row.opened_at),
    openPrice: row.open_price,
  };
}

interface ClosedTradeRecord extends PositionRecord {
  close_at: Date;
  close_price: number | null;
  swap_cents: number;
  profit_cents: number | null;
  /** The closing time as PostgreSQL writes it: microseconds intact, for the next page's key. */
  close_key: string;
}

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

interface TimeWindowQuery<Row> {
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
function rowsInWindow<Row extends { id: string }>(
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
    columns: `id::text AS id, symbol, side, lots::float8 AS lots, opened_at, open_price, close_at, close_price,
      swap_cents, profit_cents, close_at::text AS close_key`,
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
       MIN(opened_at) AS opened_at, MIN(open_price) AS open_price
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

async function* mapRows<From, To>(rows: AsyncIterable<From>, map: (row: From) => To): AsyncGenerator<To> {
  for await (const row of rows) yield map(row);
}
