// The broker's own books on the wire (docs/finance.md "The house accounts"): the trial balance and
// the client money held per day, read by the back office under /api/operator/books. Money is USD
// with two decimals. Every figure uses one sign: positive is what the broker owes the holder (a
// credit balance, "alacak"), negative what the holder owes or holds for the broker (a debit
// balance, "borç"); customers' balances are positive, the bank clearing account negative.

/** The broker's house accounts, each the other side of one sort of customer movement. */
export const HOUSE_ACCOUNTS = [
  'bank_clearing',
  'trading_result',
  'negative_balance_protection',
  'client_credit',
  'practice_funds',
] as const;

export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** GET /api/operator/books/trial-balance */
export interface TrialBalance {
  /** When the figures were read (one database snapshot). */
  asOf: string;
  currency: 'USD';
  /** Every house account, in HOUSE_ACCOUNTS order, with its balance (0 when never used). */
  houseAccounts: { account: HouseAccount; balance: number }[];
  /** Σ balances of the customers' real accounts: the client money the broker holds. */
  clientMoney: number;
  /** Σ balances of the practice accounts (virtual money). */
  practiceMoney: number;
  /** Σ credit of every account. */
  clientCredit: number;
  /** Σ of everything above: 0 when the books balance. */
  total: number;
}

/** GET /api/operator/books/client-money?from=&to= : one row per Istanbul day, newest first. */
export interface ClientMoneyDay {
  date: string;
  /** The real accounts' movements of the day, as the customers see them. */
  deposits: number;
  /** A positive figure. */
  withdrawals: number;
  /** Customers' realized profit and loss and swap (the opposite of the broker's trading result). */
  tradingResult: number;
  /** What negative-balance protection gave back (the broker's absorbed loss). */
  protection: number;
  /** Client money held at the day's end (its last ledger row, Istanbul time). */
  clientMoney: number;
}

export interface ClientMoneyReport {
  currency: 'USD';
  from: string;
  to: string;
  days: ClientMoneyDay[];
}
