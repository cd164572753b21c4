// The ledger as the back office reads it: one customer's rows (one account or all of theirs), a
// page at a time, newest first. Read-only; postLedger (accounts-repository.ts) is the only writer.
import type { LedgerKind } from '../engine/engine-types';
import type { Queryable } from '../db/database';

export interface LedgerLine {
  id: string;
  accountId: string;
  kind: LedgerKind;
  /** USD, signed: money in is positive. */
  amount: number;
  /** The account's balance after this row, USD. */
  balanceAfter: number;
  orderId: string | null;
  createdAt: string;
}

interface LedgerRow {
  id: string;
  account_id: string;
  kind: LedgerKind;
  amount_cents: number;
  balance_after_cents: number;
  order_id: string | null;
  created_at: Date | string;
}

export async function pageLedger(
  db: Queryable,
  accountIds: readonly string[],
  page: number,
  pageSize: number,
): Promise<{ rows: LedgerLine[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.query<LedgerRow>(
      `SELECT id::text AS id, account_id, kind, amount_cents, balance_after_cents, order_id, created_at
       FROM ledger WHERE account_id = ANY($1::text[]) ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [accountIds, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      'SELECT COUNT(*)::bigint AS total FROM ledger WHERE account_id = ANY($1::text[])',
      [accountIds],
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      kind: row.kind,
      amount: Number(row.amount_cents) / 100,
      balanceAfter: Number(row.balance_after_cents) / 100,
      orderId: row.order_id,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: Number(counted[0]?.total ?? 0),
  };
}
