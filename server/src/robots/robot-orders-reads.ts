// What robots read of the orders: which of the positions they hold are still open (a restart
// forgets the others) and one robot's orders on an account (its live record). Reads only; the
// orders are written by trading, the robot's hold on a position by robots-repository.ts.
import type { Queryable } from '../db/database';

/** Which of these order ids are still open positions (a restart checks the robots' positions). */
export async function openPositionIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM orders WHERE id = ANY($1::bigint[]) AND status = 'open'`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

export interface RobotTradeRow {
  id: string;
  status: 'open' | 'waiting' | 'closed' | 'cancelled';
  profitCents: number | null;
  closeAt: Date | null;
}

/** A robot's orders on one account, oldest first (its live record). */
export async function robotTradeRows(
  db: Queryable,
  accountId: string,
  robotId: string,
): Promise<RobotTradeRow[]> {
  const rows = await db.query<{
    id: string;
    status: RobotTradeRow['status'];
    profit_cents: number | null;
    close_at: Date | null;
  }>(
    `SELECT id::text AS id, status, profit_cents, close_at FROM orders
     WHERE account_id = $1 AND robot_id = $2 ORDER BY id`,
    [accountId, robotId],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    profitCents: row.profit_cents,
    closeAt: row.close_at ? new Date(row.close_at) : null,
  }));
}
