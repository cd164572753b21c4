// The wallet's SQL for transactions and their 3-D Secure challenges (migration 006; saved bank
// accounts are in saved-banks-repository.ts). Status changes require the row to be 'pending' in
// the same statement, so a decision can never overwrite an earlier one even if a caller forgot to
// check.
import type { TransactionMethod, TransactionStatus, TransactionType } from '../../../contract/wallet';
import type { Queryable } from '../db/database';

export interface ChallengeRecord {
  provider: string;
  providerRef: string;
  maskedCard: string;
  codeHash: string;
  demoCode: string | null;
  tries: number;
  expiresAt: Date;
}

export interface TransactionRecord {
  id: string;
  userId: string;
  accountId: string;
  type: TransactionType;
  method: TransactionMethod;
  status: TransactionStatus;
  amountCents: number;
  reference: string;
  brokerAccountId: string | null;
  iban: string | null;
  holder: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  challenge: ChallengeRecord | null;
  /** MASAK: the stated purpose, and whether the day's total marked it for review. */
  purpose: string | null;
  masakReview: boolean;
  /** Whose it is, for the operators' lists. */
  customer: { name: string; surname: string; email: string };
}

interface TransactionRow {
  id: string;
  user_id: string;
  account_id: string;
  type: TransactionType;
  method: TransactionMethod;
  status: TransactionStatus;
  amount_cents: number;
  reference: string;
  broker_account_id: string | null;
  iban: string | null;
  holder: string | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  provider: string | null;
  provider_ref: string | null;
  masked_card: string | null;
  code_hash: string | null;
  demo_code: string | null;
  tries: number | null;
  expires_at: Date | null;
  purpose: string | null;
  masak_review: boolean;
  customer_name: string;
  customer_surname: string;
  customer_email: string;
}

const SELECT_TRANSACTIONS = `SELECT t.id, t.user_id, t.account_id, t.type, t.method, t.status, t.amount_cents,
    t.reference, t.broker_account_id, t.iban, t.holder, t.reason, t.created_at, t.decided_at, t.decided_by,
    t.purpose, t.masak_review, c.provider, c.provider_ref, c.masked_card, c.code_hash, c.demo_code, c.tries, c.expires_at,
    u.name AS customer_name, u.surname AS customer_surname, u.email AS customer_email
  FROM transactions t LEFT JOIN card_challenges c ON c.transaction_id = t.id JOIN users u ON u.id = t.user_id`;

function toRecord(row: TransactionRow): TransactionRecord {
  const challenge: ChallengeRecord | null =
    row.provider !== null && row.expires_at !== null
      ? {
          provider: row.provider,
          providerRef: row.provider_ref ?? '',
          maskedCard: row.masked_card ?? '',
          codeHash: row.code_hash ?? '',
          demoCode: row.demo_code,
          tries: row.tries ?? 0,
          expiresAt: new Date(row.expires_at),
        }
      : null;
  return {
    id: row.id,
    userId: row.user_id,
    accountId: row.account_id,
    type: row.type,
    method: row.method,
    status: row.status,
    amountCents: row.amount_cents,
    reference: row.reference,
    brokerAccountId: row.broker_account_id,
    iban: row.iban,
    holder: row.holder,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    decidedBy: row.decided_by,
    challenge,
    purpose: row.purpose,
    masakReview: row.masak_review === true,
    customer: { name: row.customer_name, surname: row.customer_surname, email: row.customer_email },
  };
}

export interface NewTransaction {
  id: string;
  userId: string;
  accountId: string;
  type: TransactionType;
  method: TransactionMethod;
  amountCents: number;
  reference: string;
  brokerAccountId: string | null;
  iban: string | null;
  holder: string | null;
  createdAt: Date;
  /** MASAK (wallet/transaction-requests.ts): null and false unless the day's total asked. */
  purpose: string | null;
  masakReview: boolean;
}

/** A request waiting for its decision, or (a card paid at the provider) one decided as it is written. */
export async function insertTransaction(
  tx: Queryable,
  row: NewTransaction,
  decided: { status: 'approved'; decidedAt: Date } | null = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO transactions (id, user_id, account_id, type, method, status, amount_cents, reference,
       broker_account_id, iban, holder, created_at, decided_at, purpose, masak_review)
     VALUES ($1, $2, $3, $4, $5, $12, $6, $7, $8, $9, $10, $11, $13, $14, $15)`,
    [
      row.id,
      row.userId,
      row.accountId,
      row.type,
      row.method,
      row.amountCents,
      row.reference,
      row.brokerAccountId,
      row.iban,
      row.holder,
      row.createdAt,
      decided?.status ?? 'pending',
      decided?.decidedAt ?? null,
      row.purpose,
      row.masakReview,
    ],
  );
}

export async function findTransaction(db: Queryable, id: string): Promise<TransactionRecord | null> {
  const rows = await db.query<TransactionRow>(`${SELECT_TRANSACTIONS} WHERE t.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function referenceTaken(db: Queryable, reference: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM transactions WHERE reference = $1', [reference]);
  return rows.length > 0;
}

export interface TransactionPage {
  records: TransactionRecord[];
  total: number;
}

export interface TransactionFilter {
  /** Null lists everyone's (operators). */
  userId: string | null;
  /** Null: every status. */
  status: TransactionStatus | null;
  /** Null or absent: deposits and withdrawals. */
  type?: TransactionType | null;
}

/** Pending transactions by type: the operators' queues. */
export async function pendingCounts(db: Queryable): Promise<{ deposits: number; withdrawals: number }> {
  const rows = await db.query<{ deposits: number; withdrawals: number }>(
    `SELECT COUNT(*) FILTER (WHERE type = 'deposit')::bigint AS deposits,
       COUNT(*) FILTER (WHERE type = 'withdrawal')::bigint AS withdrawals
     FROM transactions WHERE status = 'pending'`,
  );
  return { deposits: Number(rows[0]?.deposits ?? 0), withdrawals: Number(rows[0]?.withdrawals ?? 0) };
}

/** One page, newest first, of the transactions the filter lets through. */
export async function listTransactions(
  db: Queryable,
  filter: TransactionFilter,
  page: number,
  pageSize: number,
): Promise<TransactionPage> {
  const where = `WHERE ($1::text IS NULL OR t.user_id = $1) AND ($2::text IS NULL OR t.status = $2)
    AND ($3::text IS NULL OR t.type = $3)`;
  const params = [filter.userId, filter.status, filter.type ?? null];
  const [rows, counted] = await Promise.all([
    db.query<TransactionRow>(`${SELECT_TRANSACTIONS} ${where} ORDER BY t.seq DESC LIMIT $4 OFFSET $5`, [
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ total: number }>(`SELECT COUNT(*)::bigint AS total FROM transactions t ${where}`, params),
  ]);
  return { records: rows.map(toRecord), total: counted[0]?.total ?? 0 };
}

export interface Decision {
  status: Exclude<TransactionStatus, 'pending'>;
  reason: string | null;
  decidedAt: Date;
  decidedBy: string | null;
}

/** Moves a pending transaction to its decision; false when it was no longer pending. */
export async function decideTransaction(tx: Queryable, id: string, decision: Decision): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE transactions SET status = $2, reason = $3, decided_at = $4, decided_by = $5
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, decision.status, decision.reason, decision.decidedAt, decision.decidedBy],
  );
  return rows.length === 1;
}
