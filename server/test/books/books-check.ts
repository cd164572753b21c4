// What "the books balance" means, read straight from the tables: every ledger row has exactly one
// house row with the opposite amount, in the house account its kinds name, and the customers'
// accounts and the house accounts sum to zero.
import type { Queryable } from '../../src/db/database';

export interface BooksFigures {
  /** Σ balance and credit of every account. */
  accountsCents: number;
  ledgerCents: number;
  houseCents: number;
  /** Ledger rows without exactly one opposite house row. */
  unmatched: number;
  /** Σ house amounts per house account. */
  byHouseAccount: Record<string, number>;
  /** What each house account should hold, from the ledger rows' kinds and account kinds. */
  expectedByHouseAccount: Record<string, number>;
}

export async function booksFigures(db: Queryable): Promise<BooksFigures> {
  const [totals] = await db.query<{ accounts: number; ledger: number; house: number; unmatched: number }>(
    `SELECT
       (SELECT COALESCE(SUM(balance_cents + credit_cents), 0) FROM accounts)::bigint AS accounts,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger)::bigint AS ledger,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM house_ledger)::bigint AS house,
       (SELECT COUNT(*) FROM ledger l
          WHERE (SELECT COUNT(*) FROM house_ledger h WHERE h.ledger_id = l.id AND h.amount_cents = -l.amount_cents) <> 1
       )::bigint AS unmatched`,
  );
  const house = await db.query<{ house_account: string; cents: number }>(
    'SELECT house_account, SUM(amount_cents)::bigint AS cents FROM house_ledger GROUP BY house_account',
  );
  const expected = await db.query<{ house_account: string; cents: number }>(
    `SELECT CASE
         WHEN a.kind = 'practice' THEN 'practice_funds'
         WHEN l.kind IN ('deposit', 'withdrawal') THEN 'bank_clearing'
         WHEN l.kind IN ('realized', 'swap') THEN 'trading_result'
         WHEN l.kind = 'stopout_reset' THEN 'negative_balance_protection'
         WHEN l.kind = 'credit' THEN 'client_credit'
         ELSE 'practice_funds' END AS house_account,
       -SUM(l.amount_cents)::bigint AS cents
     FROM ledger l JOIN accounts a ON a.id = l.account_id GROUP BY 1`,
  );
  const record = (rows: { house_account: string; cents: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.house_account, Number(row.cents)]));
  return {
    accountsCents: Number(totals.accounts),
    ledgerCents: Number(totals.ledger),
    houseCents: Number(totals.house),
    unmatched: Number(totals.unmatched),
    byHouseAccount: record(house),
    expectedByHouseAccount: record(expected),
  };
}

/** Fails the test unless the books balance (see the file's comment). */
export async function expectBooksBalance(db: Queryable): Promise<BooksFigures> {
  const figures = await booksFigures(db);
  expect(figures.unmatched).toBe(0);
  expect(figures.accountsCents + figures.houseCents).toBe(0);
  expect(figures.ledgerCents + figures.houseCents).toBe(0);
  expect(figures.byHouseAccount).toEqual(figures.expectedByHouseAccount);
  return figures;
}
