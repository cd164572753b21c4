// The only code that changes a balance. Every change is a ledger row written in the same
// transaction as the new balance, so balance_cents always equals the sum of the ledger.
import type { Queryable } from '../db/database';

export type LedgerKind = 'deposit' | 'withdrawal' | 'realized' | 'swap' | 'credit' | 'stopout_reset';

export interface LedgerEntry {
  userId: string;
  kind: LedgerKind;
  /** Signed: a deposit or a profit is positive, a withdrawal, loss or swap charge negative. */
  amountCents: number;
  orderId?: string | null;
  /** Defaults to the database's now(); pass the injected clock's time where it matters. */
  at?: Date;
}

export interface AccountRow {
  userId: string;
  currency: string;
  balanceCents: number;
  creditCents: number;
}

interface AccountRecord {
  user_id: string;
  currency: string;
  balance_cents: number;
  credit_cents: number;
}

function toAccount(row: AccountRecord): AccountRow {
  return {
    userId: row.user_id,
    currency: row.currency,
    balanceCents: row.balance_cents,
    creditCents: row.credit_cents,
  };
}

export async function openAccount(tx: Queryable, userId: string): Promise<void> {
  await tx.query('INSERT INTO accounts (user_id) VALUES ($1)', [userId]);
}

/**
 * Applies one signed amount to the balance and records it; answers the new balance in cents.
 * Credit is a separate figure: a 'credit' row moves credit_cents, not the balance, and both are
 * kept in the ledger (the balance invariant sums every kind except 'credit').
 */
export async function postLedger(tx: Queryable, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.amountCents)) {
    throw new Error(`postLedger: amountCents must be a safe integer, got ${entry.amountCents}`);
  }
  const isCredit = entry.kind === 'credit';
  const column = isCredit ? 'credit_cents' : 'balance_cents';
  // UPDATE ... RETURNING locks the account row until commit, so concurrent postings serialize.
  const updated = await tx.query<{ balance_cents: number; credit_cents: number }>(
    `UPDATE accounts SET ${column} = ${column} + $2 WHERE user_id = $1 RETURNING balance_cents, credit_cents`,
    [entry.userId, entry.amountCents],
  );
  const row = updated[0];
  if (!row) throw new Error(`postLedger: no account for user ${entry.userId}`);
  const afterCents = isCredit ? row.credit_cents : row.balance_cents;
  await tx.query(
    `INSERT INTO ledger (user_id, kind, amount_cents, balance_after_cents, order_id, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))`,
    [entry.userId, entry.kind, entry.amountCents, afterCents, entry.orderId ?? null, entry.at ?? null],
  );
  return row.balance_cents;
}

export async function loadAccount(db: Queryable, userId: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRecord>(
    'SELECT user_id, currency, balance_cents, credit_cents FROM accounts WHERE user_id = $1',
    [userId],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function loadAccounts(db: Queryable): Promise<AccountRow[]> {
  const rows = await db.query<AccountRecord>(
    'SELECT user_id, currency, balance_cents, credit_cents FROM accounts ORDER BY user_id',
  );
  return rows.map(toAccount);
}

/** Sum of the balance-moving ledger rows; equals balance_cents when the invariant holds. */
export async function ledgerBalanceCents(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0)::bigint AS total FROM ledger WHERE user_id = $1 AND kind <> 'credit'",
    [userId],
  );
  return rows[0]?.total ?? 0;
}
