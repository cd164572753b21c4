// Finance on the wire: what /api/finance/* answers (the agreed contract of issue 13: money as
// numbers with two decimals in USD, days as YYYY-MM-DD in Europe/Istanbul, months as YYYY-MM).
// The SPA reads these shapes and the server types its answers with them.

/** Where a curve point's figures come from: an end-of-day snapshot, the ledger, or the engine now. */
export type EquitySource = 'snapshot' | 'ledger' | 'live';

export interface EquityPoint {
  date: string;
  balance: number;
  equity: number;
  source: EquitySource;
}

export interface EquityCurve {
  currency: string;
  points: EquityPoint[];
}

/** One month of the active account, newest first in the list. */
export interface FinanceMonth {
  month: string;
  openingBalance: number;
  deposits: number;
  /** A positive figure: what left the account. */
  withdrawals: number;
  realized: number;
  swap: number;
  /** A positive figure: what the broker charged. */
  commission: number;
  /** Every other ledger kind (practice reset, stop-out reset, credit). */
  other: number;
  closingBalance: number;
  closedTrades: number;
}
