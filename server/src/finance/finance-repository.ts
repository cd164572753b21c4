// The finance reads: the ledger and the orders of one account, by Istanbul month or day, and the
// end-of-day snapshots (migration 011). Every query names the account, so no other account's row
// can reach a report. Days and months are cut in SQL by adding Istanbul's fixed 3 hours to the UTC
// time, the same rule as istanbul-calendar.ts. The statement's rows (closed trades, ledger movements,
// open positions) are read in statement-rows-repository.ts.
import type { AccountKind } from '../../../contract/wallet';
import type { Queryable } from '../db/database';
import type { Day, Month } from './istanbul-calendar';
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
