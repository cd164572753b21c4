// MASAK (law 5549; docs/jurisdiction.md): a deposit or withdrawal that takes the customer's total
// for the Istanbul calendar day (deposits and withdrawals together, pending and approved) to the
// threshold or more must state its purpose and is marked for the operator's review. Amounts are
// USD; the threshold is TRY, converted at the USDTRY mid the caller passes. Without a quote the
// rule cannot convert, so it asks for the purpose (it fails towards review, never past it).
// `reachesLocked` counts under a per-customer advisory lock held until the caller's transaction
// ends, so two requests on two server processes cannot both count the day without the other.
import type { Queryable } from '../db/database';
import { DAY_MS, dayStartMs, istanbulDay } from '../finance/istanbul-calendar';

export interface MasakRule {
  readonly dailyTry: number;
  /** Whether `amountCents` (USD) takes the user's day to the threshold. */
  reaches(
    db: Queryable,
    userId: string,
    amountCents: number,
    usdTryMid: number | null,
    nowMs: number,
  ): Promise<boolean>;
  /**
   * The same answer inside `tx`, after taking the customer's MASAK lock for the rest of `tx`: a
   * request that writes its row in `tx` is then counted by every later one, on any process.
   */
  reachesLocked(
    tx: Queryable,
    userId: string,
    amountCents: number,
    usdTryMid: number | null,
    nowMs: number,
  ): Promise<boolean>;
}

/** The advisory locks' first key, so the customer's MASAK lock shares no key with another lock. */
const MASAK_LOCK_SPACE = 5549;

/** Takes the customer's MASAK lock until `tx` commits or rolls back (waits for another holder). */
export async function lockCustomerDay(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, hashtext($2::text))', [
    MASAK_LOCK_SPACE,
    userId,
  ]);
}

/** The customer's deposits and withdrawals of the Istanbul day of `nowMs`, pending or approved, in cents. */
export async function dayTotalCents(db: Queryable, userId: string, nowMs: number): Promise<number> {
  const start = dayStartMs(istanbulDay(nowMs));
  const rows = await db.query<{ total: string | number }>(
    `SELECT COALESCE(SUM(amount_cents), 0)::bigint AS total FROM transactions
      WHERE user_id = $1 AND status IN ('pending', 'approved') AND created_at >= $2 AND created_at < $3`,
    [userId, new Date(start), new Date(start + DAY_MS)],
  );
  return Number(rows[0]?.total ?? 0);
}

/** Pure: whether a day total of `totalCents` USD is at least `dailyTry` at `usdTryMid`. */
export function reachesThreshold(totalCents: number, dailyTry: number, usdTryMid: number | null): boolean {
  if (usdTryMid === null || !(usdTryMid > 0)) return true;
  // Compared in TRY kuruş: cents × rate against the threshold × 100, so no USD rounding decides it.
  return totalCents * usdTryMid >= dailyTry * 100;
}

export function masakRule(dailyTry: number): MasakRule {
  return {
    dailyTry,
    async reaches(db, userId, amountCents, usdTryMid, nowMs) {
      const total = (await dayTotalCents(db, userId, nowMs)) + amountCents;
      return reachesThreshold(total, dailyTry, usdTryMid);
    },
    async reachesLocked(tx, userId, amountCents, usdTryMid, nowMs) {
      await lockCustomerDay(tx, userId);
      return this.reaches(tx, userId, amountCents, usdTryMid, nowMs);
    },
  };
}
