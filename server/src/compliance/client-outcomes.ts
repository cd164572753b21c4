// The client-outcome ratio (SPK communiqué III-37.1): for the last complete calendar quarter in
// Istanbul, the share of real retail accounts that made money and that lost it. An account counts
// when it held a position at any moment of the quarter; its result is what the ledger booked for
// it in the quarter from trading (realized profit and loss, and swap). Positions still open at the
// quarter's end count with what they realized by then: the server keeps no past quotes to value
// them at that moment (docs/jurisdiction.md). The broker's seeded demo traders are not customers
// and do not count.
import type { ClientOutcomes } from '../../../contract/compliance';
import type { Queryable } from '../db/database';
import { ISTANBUL_OFFSET_MS } from '../finance/istanbul-calendar';

export interface Quarter {
  /** e.g. "2026-Q3" */
  label: string;
  startMs: number;
  /** Exclusive. */
  endMs: number;
}

const MONTHS_PER_QUARTER = 3;

function istanbulMonthStartMs(year: number, monthIndex: number): number {
  return Date.UTC(year, monthIndex, 1) - ISTANBUL_OFFSET_MS;
}

/** The last quarter that ended at or before `nowMs`, in Istanbul's calendar. */
export function lastCompleteQuarter(nowMs: number): Quarter {
  const local = new Date(nowMs + ISTANBUL_OFFSET_MS);
  const currentIndex = Math.floor(local.getUTCMonth() / MONTHS_PER_QUARTER);
  const year = currentIndex === 0 ? local.getUTCFullYear() - 1 : local.getUTCFullYear();
  const index = currentIndex === 0 ? 3 : currentIndex - 1;
  const startMs = istanbulMonthStartMs(year, index * MONTHS_PER_QUARTER);
  const endMs = istanbulMonthStartMs(year, (index + 1) * MONTHS_PER_QUARTER);
  return { label: `${year}-Q${index + 1}`, startMs, endMs };
}

/** A share of `accounts` as a percentage with one decimal. */
export function percentOf(count: number, accounts: number): number {
  return accounts === 0 ? 0 : Math.round((count * 1000) / accounts) / 10;
}

export async function clientOutcomes(db: Queryable, nowMs: number): Promise<ClientOutcomes> {
  const quarter = lastCompleteQuarter(nowMs);
  const start = new Date(quarter.startMs);
  const end = new Date(quarter.endMs);
  const rows = await db.query<{
    accounts: number | string;
    profitable: number | string;
    losing: number | string;
  }>(
    `WITH held AS (
       SELECT DISTINCT o.account_id FROM orders o
         JOIN accounts a ON a.id = o.account_id
         JOIN users u ON u.id = a.user_id
        WHERE a.kind = 'real' AND u.role = 'customer' AND u.client_category = 'retail'
          AND o.opened_at IS NOT NULL AND o.opened_at < $2
          AND (o.close_at IS NULL OR o.close_at >= $1)
          AND o.status IN ('open', 'closed')
          AND NOT EXISTS (SELECT 1 FROM trader_profiles tp WHERE tp.account_id = a.id AND tp.seeded)
     ), results AS (
       SELECT held.account_id, COALESCE(SUM(l.amount_cents), 0) AS result_cents FROM held
         LEFT JOIN ledger l ON l.account_id = held.account_id AND l.kind IN ('realized', 'swap')
          AND l.created_at >= $1 AND l.created_at < $2
        GROUP BY held.account_id
     )
     SELECT COUNT(*)::bigint AS accounts,
            COUNT(*) FILTER (WHERE result_cents > 0)::bigint AS profitable,
            COUNT(*) FILTER (WHERE result_cents < 0)::bigint AS losing
       FROM results`,
    [start, end],
  );
  const accounts = Number(rows[0]?.accounts ?? 0);
  return {
    quarter: quarter.label,
    accounts,
    profitablePct: percentOf(Number(rows[0]?.profitable ?? 0), accounts),
    losingPct: percentOf(Number(rows[0]?.losing ?? 0), accounts),
  };
}
