// The monthly report's maths, pure and in integer cents. Input: the account's ledger summed per
// Istanbul month and kind, and its closed trades counted per month. Output: one row per month with
// ledger rows (and the current month), whose figures obey, to the cent,
//   opening + deposits − withdrawals + realized + swap − commission + other = closing,
// each month opening at the previous month's closing, the first at 0 (an account starts empty and
// every balance change is a ledger row), so the last closing is the account's balance.
// 'credit' rows move the credit, not the balance (accounts-repository.ts), so they count in no
// figure here: counting them would break closing = balance.
import type { Month } from './istanbul-calendar';

export interface LedgerMonthSum {
  month: Month;
  kind: string;
  /** Signed sum of the month's rows of this kind. */
  cents: number;
}

export interface MonthTradeCount {
  month: Month;
  closedTrades: number;
}

export interface MonthFigures {
  month: Month;
  openingCents: number;
  depositsCents: number;
  /** Positive: money that left the account. */
  withdrawalsCents: number;
  realizedCents: number;
  swapCents: number;
  /** Positive: what was charged. The engine charges none today. */
  commissionCents: number;
  otherCents: number;
  closingCents: number;
  closedTrades: number;
}

/** Kinds that move no balance and so stay out of every figure. */
const NOT_BALANCE_KINDS = new Set(['credit']);

/** A month with no movement and no trade, its balance 0. */
export function emptyMonth(month: Month): MonthFigures {
  return {
    month,
    openingCents: 0,
    depositsCents: 0,
    withdrawalsCents: 0,
    realizedCents: 0,
    swapCents: 0,
    commissionCents: 0,
    otherCents: 0,
    closingCents: 0,
    closedTrades: 0,
  };
}

function addSum(figures: MonthFigures, kind: string, cents: number): void {
  if (kind === 'deposit') figures.depositsCents += cents;
  else if (kind === 'withdrawal') figures.withdrawalsCents -= cents;
  else if (kind === 'realized') figures.realizedCents += cents;
  else if (kind === 'swap') figures.swapCents += cents;
  else if (kind === 'commission') figures.commissionCents -= cents;
  else figures.otherCents += cents;
}

/** The month's net change in cents by the identity. */
export function netChangeCents(figures: MonthFigures): number {
  return (
    figures.depositsCents -
    figures.withdrawalsCents +
    figures.realizedCents +
    figures.swapCents -
    figures.commissionCents +
    figures.otherCents
  );
}

/** Oldest first: the order the running balance is computed in. */
export function monthlyFigures(
  sums: readonly LedgerMonthSum[],
  trades: readonly MonthTradeCount[],
  currentMonth: Month,
): MonthFigures[] {
  const byMonth = new Map<Month, MonthFigures>();
  const monthOf = (month: Month): MonthFigures => {
    let figures = byMonth.get(month);
    if (!figures) {
      figures = emptyMonth(month);
      byMonth.set(month, figures);
    }
    return figures;
  };
  monthOf(currentMonth);
  for (const sum of sums) {
    const figures = monthOf(sum.month);
    if (!NOT_BALANCE_KINDS.has(sum.kind)) addSum(figures, sum.kind, sum.cents);
  }
  for (const count of trades) monthOf(count.month).closedTrades += count.closedTrades;
  const months = [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  let balance = 0;
  for (const figures of months) {
    figures.openingCents = balance;
    balance += netChangeCents(figures);
    figures.closingCents = balance;
  }
  return months;
}

/** The /months answer's order: newest first. */
export function newestFirst(months: readonly MonthFigures[]): MonthFigures[] {
  return [...months].reverse();
}
