// The SQL of the broker's books: the trial balance (every house account and the customers' side,
// read by one statement so they come from one snapshot) and the real accounts' movements per
// Istanbul day, read from the house side (house_ledger, migration 023). Money in integer cents.
import { HOUSE_ACCOUNTS, type HouseAccount } from '../../../contract/books';
import type { Queryable } from '../db/database';

export interface TrialBalanceCents {
  house: Record<HouseAccount, number>;
  clientMoneyCents: number;
  practiceMoneyCents: number;
  clientCreditCents: number;
}

export async function trialBalanceCents(db: Queryable): Promise<TrialBalanceCents> {
  const rows = await db.query<{ side: string; name: string; cents: number }>(
    `SELECT 'house' AS side, house_account AS name, SUM(amount_cents)::bigint AS cents
       FROM house_ledger GROUP BY house_account
     UNION ALL
     SELECT 'balance', kind, SUM(balance_cents)::bigint FROM accounts GROUP BY kind
     UNION ALL
     SELECT 'credit', 'all', COALESCE(SUM(credit_cents), 0)::bigint FROM accounts`,
  );
  const house = Object.fromEntries(HOUSE_ACCOUNTS.map((account) => [account, 0])) as Record<
    HouseAccount,
    number
  >;
  const figures: TrialBalanceCents = {
    house,
    clientMoneyCents: 0,
    practiceMoneyCents: 0,
    clientCreditCents: 0,
  };
  for (const row of rows) {
    const cents = Number(row.cents);
    if (row.side === 'house') house[row.name as HouseAccount] = cents;
    else if (row.side === 'credit') figures.clientCreditCents = cents;
    else if (row.name === 'real') figures.clientMoneyCents = cents;
    else figures.practiceMoneyCents = cents;
  }
  return figures;
}

/** The house accounts whose other side is a real account's balance (not credit, not practice). */
const CLIENT_MONEY_ACCOUNTS: readonly HouseAccount[] = [
  'bank_clearing',
  'trading_result',
  'negative_balance_protection',
];

export interface DayMovementCents {
  day: string;
  depositsCents: number;
  withdrawalsCents: number;
  tradingResultCents: number;
  protectionCents: number;
}

/** The movements before the range, gathered under this day key. */
export const BEFORE_RANGE = 'before';

/**
 * The real accounts' movements per Istanbul day in [startMs, endMs), as the customers see them
 * (a deposit is a debit of bank clearing, a withdrawal a credit of it; the customers' trading
 * result and protection are the opposite of their house accounts'), plus everything before the
 * range under BEFORE_RANGE: one statement, so the opening figure and the days are one snapshot.
 */
export async function dayMovementsCents(
  db: Queryable,
  startMs: number,
  endMs: number,
): Promise<DayMovementCents[]> {
  const rows = await db.query<{
    day: string;
    deposits: number;
    withdrawals: number;
    trading: number;
    protection: number;
  }>(
    `SELECT CASE WHEN created_at < $2 THEN '${BEFORE_RANGE}'
         ELSE to_char(created_at AT TIME ZONE 'UTC' + interval '3 hours', 'YYYY-MM-DD') END AS day,
       COALESCE(-SUM(amount_cents) FILTER (WHERE house_account = 'bank_clearing' AND amount_cents < 0), 0)::bigint AS deposits,
       COALESCE(SUM(amount_cents) FILTER (WHERE house_account = 'bank_clearing' AND amount_cents > 0), 0)::bigint AS withdrawals,
       COALESCE(-SUM(amount_cents) FILTER (WHERE house_account = 'trading_result'), 0)::bigint AS trading,
       COALESCE(-SUM(amount_cents) FILTER (WHERE house_account = 'negative_balance_protection'), 0)::bigint AS protection
     FROM house_ledger
     WHERE house_account = ANY($1::text[]) AND created_at < $3
     GROUP BY 1`,
    [CLIENT_MONEY_ACCOUNTS, new Date(startMs), new Date(endMs)],
  );
  return rows.map((row) => ({
    day: row.day,
    depositsCents: Number(row.deposits),
    withdrawalsCents: Number(row.withdrawals),
    tradingResultCents: Number(row.trading),
    protectionCents: Number(row.protection),
  }));
}
