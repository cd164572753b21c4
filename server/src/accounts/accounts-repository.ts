// Accounts and the ledger. A customer has two accounts, `real` and `practice` (API.md "Accounts"),
// each with its own id. This is the only code that changes a balance: every change is a ledger row
// written in the same transaction as the new balance, so balance_cents always equals the sum of the
// account's ledger. held_cents (pending withdrawals) is not money moved, so it has no ledger row:
// it always equals the sum of the account's pending withdrawal transactions. Every ledger row has
// its other side in a house account (house_ledger, house-accounts.ts), written by the same
// statement with the opposite amount, so customers' and house accounts always sum to zero.
import { PRACTICE_BALANCE_USD, type AccountKind } from '../../../contract/wallet';
import type { Queryable, Statement } from '../db/database';
import { failWhen, SQL_CHECK_MARKER } from '../db/sql-checks';
import type { LedgerKind } from '../engine/engine-types';
import { HOUSE_MAPPING_ROWS, houseAccountOf } from './house-accounts';

export const PRACTICE_BALANCE_CENTS = PRACTICE_BALANCE_USD * 100;

export interface LedgerEntry {
  accountId: string;
  kind: LedgerKind;
  /** Signed: a deposit or a profit is positive, a withdrawal, loss or swap charge negative. */
  amountCents: number;
  orderId?: string | null;
  /** Defaults to the database's now(); pass the injected clock's time where it matters. */
  at?: Date;
}

export interface AccountRow {
  id: string;
  userId: string;
  kind: AccountKind;
  currency: string;
  balanceCents: number;
  creditCents: number;
  heldCents: number;
}

/** The columns under AccountRow's names, so a row needs no mapping. */
const COLUMNS = `id, user_id AS "userId", kind, currency, balance_cents AS "balanceCents",
  credit_cents AS "creditCents", held_cents AS "heldCents"`;

export interface OpenedAccounts {
  realId: string;
  practiceId: string;
}

/**
 * Opens a new customer's two accounts: real at 0, practice funded with its 10,000.00 virtual USD
 * as a 'practice_reset' ledger row (so its balance equals its ledger like every other account).
 */
export async function openAccounts(tx: Queryable, userId: string, at?: Date): Promise<OpenedAccounts> {
  const rows = await tx.query<{ id: string; kind: AccountKind }>(
    "INSERT INTO accounts (user_id, kind) VALUES ($1, 'real'), ($1, 'practice') RETURNING id, kind",
    [userId],
  );
  const realId = rows.find((row) => row.kind === 'real')?.id;
  const practiceId = rows.find((row) => row.kind === 'practice')?.id;
  if (!realId || !practiceId) throw new Error(`openAccounts: accounts of ${userId} were not created`);
  await postLedger(tx, {
    accountId: practiceId,
    kind: 'practice_reset',
    amountCents: PRACTICE_BALANCE_CENTS,
    at,
  });
  return { realId, practiceId };
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
  const updated = await tx.query<{
    balance_cents: number;
    credit_cents: number;
    user_id: string;
    kind: AccountKind;
  }>(
    `UPDATE accounts SET ${column} = ${column} + $2 WHERE id = $1
     RETURNING balance_cents, credit_cents, user_id, kind`,
    [entry.accountId, entry.amountCents],
  );
  const row = updated[0];
  if (!row) throw new Error(`postLedger: no account ${entry.accountId}`);
  const afterCents = isCredit ? row.credit_cents : row.balance_cents;
  // The customer's row and its other side in the house account, in one statement.
  await tx.query(
    `WITH posted AS (
       INSERT INTO ledger (account_id, user_id, kind, amount_cents, balance_after_cents, order_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))
       RETURNING id, amount_cents, created_at
     )
     INSERT INTO house_ledger (ledger_id, house_account, amount_cents, created_at)
     SELECT id, $8, -amount_cents, created_at FROM posted`,
    [
      entry.accountId,
      row.user_id,
      entry.kind,
      entry.amountCents,
      afterCents,
      entry.orderId ?? null,
      entry.at ?? null,
      houseAccountOf(row.kind, entry.kind),
    ],
  );
  return row.balance_cents;
}

/**
 * postLedger for many entries in one statement (a stop-out storm posts thousands at once), with the
 * same outcome as posting them one by one in the given order: each account's balance (or credit)
 * moves by the sum of its entries, and each ledger row's balance_after_cents is the running figure
 * after that row, in the entries' order, which is also the order of their ledger ids. Answers, per
 * entry, the balance after it (as postLedger does).
 */
export async function postLedgerBatch(tx: Queryable, entries: readonly LedgerEntry[]): Promise<number[]> {
  const { sql, params } = ledgerBatchStatement(entries, null);
  const rows = await tx.query<{ account_id: string; balance_after: number | null }>(sql, params);
  return rows.map((row) => {
    if (row.balance_after === null) throw new Error(`postLedger: no account ${row.account_id}`);
    return row.balance_after;
  });
}

/**
 * postLedgerBatch's statement: $1..$5 the entries, $6..$8 the house mapping, $9 the balances the
 * engine expects after each entry (or null for no check).
 */
const LEDGER_BATCH_SQL = `WITH v AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::timestamptz[])
         WITH ORDINALITY AS v(account_id, kind, amount_cents, order_id, at, ord)
     ),
     totals AS (
       SELECT account_id,
         SUM(CASE WHEN kind = 'credit' THEN 0 ELSE amount_cents END)::bigint AS balance_delta,
         SUM(CASE WHEN kind = 'credit' THEN amount_cents ELSE 0 END)::bigint AS credit_delta
       FROM v GROUP BY account_id
     ),
     updated AS (
       UPDATE accounts SET balance_cents = accounts.balance_cents + totals.balance_delta,
         credit_cents = accounts.credit_cents + totals.credit_delta
       FROM totals WHERE accounts.id = totals.account_id
       RETURNING accounts.id, accounts.user_id, accounts.kind AS account_kind,
         accounts.balance_cents - totals.balance_delta AS balance_before,
         accounts.credit_cents - totals.credit_delta AS credit_before
     ),
     posted AS (
       SELECT v.ord, v.account_id, updated.user_id, v.kind, v.amount_cents, v.order_id, v.at,
         (updated.balance_before + SUM(CASE WHEN v.kind = 'credit' THEN 0 ELSE v.amount_cents END)
           OVER running)::bigint AS balance_after,
         (updated.credit_before + SUM(CASE WHEN v.kind = 'credit' THEN v.amount_cents ELSE 0 END)
           OVER running)::bigint AS credit_after
       FROM v JOIN updated ON updated.id = v.account_id
       WINDOW running AS (PARTITION BY v.account_id ORDER BY v.ord ROWS UNBOUNDED PRECEDING)
     ),
     inserted AS (
       INSERT INTO ledger (account_id, user_id, kind, amount_cents, balance_after_cents, order_id, created_at)
       SELECT account_id, user_id, kind, amount_cents,
         CASE WHEN kind = 'credit' THEN credit_after ELSE balance_after END, order_id, COALESCE(at, now())
       FROM posted ORDER BY ord
       RETURNING id, account_id, kind, amount_cents, created_at
     ),
     -- Each row's other side; a pair missing from the mapping leaves house_account NULL, which the
     -- table refuses, so a row can never go in without it.
     house AS (
       INSERT INTO house_ledger (ledger_id, house_account, amount_cents, created_at)
       SELECT inserted.id, mapping.house_account, -inserted.amount_cents, inserted.created_at
       FROM inserted JOIN updated ON updated.id = inserted.account_id
       LEFT JOIN unnest($6::text[], $7::text[], $8::text[]) AS mapping(account_kind, kind, house_account)
         ON mapping.account_kind = updated.account_kind AND mapping.kind = inserted.kind
       ORDER BY inserted.id
     )
     SELECT v.account_id, posted.balance_after,
       ${failWhen(
         '$9::bigint[] IS NOT NULL AND posted.balance_after IS DISTINCT FROM ($9::bigint[])[v.ord]',
         `'${SQL_CHECK_MARKER}ledger drift for account ' || v.account_id || ': engine ' ||
           ($9::bigint[])[v.ord] || ' cents, stored ' || coalesce(posted.balance_after::text, 'none')`,
       )} AS drift
     FROM v LEFT JOIN posted ON posted.ord = v.ord ORDER BY v.ord`;

/**
 * postLedgerBatch's statement. With `expectedBalancesCents` (each entry's balance after it, as the
 * engine computed it), the statement fails itself in SQL when a stored figure differs, so its
 * transaction rolls back without a check in JavaScript.
 */
export function ledgerBatchStatement(
  entries: readonly LedgerEntry[],
  expectedBalancesCents: readonly number[] | null,
): Statement {
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountCents)) {
      throw new Error(`postLedger: amountCents must be a safe integer, got ${entry.amountCents}`);
    }
  }
  // The accounts are updated once each with their totals; each row's figures are then the
  // account's figure before the batch plus the running sum of its rows up to that one.
  return {
    sql: LEDGER_BATCH_SQL,
    params: [
      entries.map((entry) => entry.accountId),
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.amountCents),
      entries.map((entry) => entry.orderId ?? null),
      entries.map((entry) => entry.at ?? null),
      HOUSE_MAPPING_ROWS.accountKinds,
      HOUSE_MAPPING_ROWS.kinds,
      HOUSE_MAPPING_ROWS.houseAccounts,
      expectedBalancesCents,
    ],
  };
}

/** Moves the held amount of pending withdrawals; answers the new held amount in cents. */
export async function moveHold(tx: Queryable, accountId: string, deltaCents: number): Promise<number> {
  const rows = await tx.query<{ held_cents: number }>(
    'UPDATE accounts SET held_cents = held_cents + $2 WHERE id = $1 RETURNING held_cents',
    [accountId, deltaCents],
  );
  if (!rows[0]) throw new Error(`moveHold: no account ${accountId}`);
  return rows[0].held_cents;
}

export async function loadAccount(db: Queryable, accountId: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [accountId]);
  return rows[0] ?? null;
}

/** One customer's accounts, real first. */
export async function accountsOf(db: Queryable, userId: string): Promise<AccountRow[]> {
  const rows = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE user_id = $1 ORDER BY kind`,
    [userId],
  );
  return rows;
}

export async function accountOfKind(
  db: Queryable,
  userId: string,
  kind: AccountKind,
): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE user_id = $1 AND kind = $2`,
    [userId, kind],
  );
  return rows[0] ?? null;
}

export async function loadAccounts(db: Queryable): Promise<AccountRow[]> {
  const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts ORDER BY id`);
  return rows;
}

/** Sum of the balance-moving ledger rows; equals balance_cents when the invariant holds. */
export async function ledgerBalanceCents(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0)::bigint AS total FROM ledger WHERE account_id = $1 AND kind <> 'credit'",
    [accountId],
  );
  return rows[0]?.total ?? 0;
}
