// The broker's books as the back office reads them: the trial balance (every house account, the
// client money, the practice money and the credit, summing to zero) and the client money held at
// the end of each Istanbul day of a range, with the day's movements that explain it.
import {
  HOUSE_ACCOUNTS,
  type ClientMoneyDay,
  type ClientMoneyReport,
  type TrialBalance,
} from '../../../contract/books';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { usd } from '../finance/finance-money';
import {
  addDays,
  dayStartMs,
  daysBetween,
  istanbulDay,
  parseDay,
  type Day,
} from '../finance/istanbul-calendar';
import { BOOKS_RANGE_DAYS_MAX, type BooksRefusalCode } from './books-refusals';
import {
  BEFORE_RANGE,
  dayMovementsCents,
  trialBalanceCents,
  type DayMovementCents,
} from './books-repository';

/** The client-money report's range when none is asked: the last 30 days up to today. */
export const DEFAULT_DAYS = 30;

function dayOrRefuse(text: string | undefined): Day | null {
  if (text === undefined) return null;
  const day = parseDay(text);
  if (day === null) throw new DomainError<BooksRefusalCode>('BOOKS_DATE_INVALID');
  return day;
}

/** Both ends optional: none is the last 30 days; one is filled from the other; a `to` past today is today. */
export function clientMoneyRange(query: { from?: string; to?: string }, today: Day): { from: Day; to: Day } {
  const askedFrom = dayOrRefuse(query.from);
  const askedTo = dayOrRefuse(query.to);
  if (askedFrom !== null && askedFrom > today) throw new DomainError<BooksRefusalCode>('BOOKS_DATE_FUTURE');
  if (askedFrom !== null && askedTo !== null && askedFrom > askedTo)
    throw new DomainError<BooksRefusalCode>('BOOKS_RANGE_REVERSED');
  const to = askedTo === null || askedTo > today ? today : askedTo;
  const from = askedFrom ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw new DomainError<BooksRefusalCode>('BOOKS_RANGE_REVERSED');
  if (daysBetween(from, to) + 1 > BOOKS_RANGE_DAYS_MAX)
    throw new DomainError<BooksRefusalCode>('BOOKS_RANGE_TOO_LONG');
  return { from, to };
}

function netCents(movement: DayMovementCents): number {
  return (
    movement.depositsCents -
    movement.withdrawalsCents +
    movement.tradingResultCents +
    movement.protectionCents
  );
}

export class BooksService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async trialBalance(): Promise<TrialBalance> {
    const asOf = new Date(this.deps.clock.nowMs()).toISOString();
    const figures = await trialBalanceCents(this.deps.db);
    const houseCents = HOUSE_ACCOUNTS.reduce((sum, account) => sum + figures.house[account], 0);
    const totalCents =
      houseCents + figures.clientMoneyCents + figures.practiceMoneyCents + figures.clientCreditCents;
    return {
      asOf,
      currency: 'USD',
      houseAccounts: HOUSE_ACCOUNTS.map((account) => ({ account, balance: usd(figures.house[account]) })),
      clientMoney: usd(figures.clientMoneyCents),
      practiceMoney: usd(figures.practiceMoneyCents),
      clientCredit: usd(figures.clientCreditCents),
      total: usd(totalCents),
    };
  }

  /** Every day of the range, newest first; a day without movements carries the day before's figure. */
  async clientMoney(query: { from?: string; to?: string }): Promise<ClientMoneyReport> {
    const { from, to } = clientMoneyRange(query, istanbulDay(this.deps.clock.nowMs()));
    const startMs = dayStartMs(from);
    const endMs = dayStartMs(addDays(to, 1));
    const movements = await dayMovementsCents(this.deps.db, startMs, endMs);
    const byDay = new Map(movements.map((movement) => [movement.day, movement]));
    const before = byDay.get(BEFORE_RANGE);
    const days: ClientMoneyDay[] = [];
    let heldCents = before ? netCents(before) : 0;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const movement = byDay.get(day);
      const deposits = movement?.depositsCents ?? 0;
      const withdrawals = movement?.withdrawalsCents ?? 0;
      const trading = movement?.tradingResultCents ?? 0;
      const protection = movement?.protectionCents ?? 0;
      heldCents += movement ? netCents(movement) : 0;
      days.push({
        date: day,
        deposits: usd(deposits),
        withdrawals: usd(withdrawals),
        tradingResult: usd(trading),
        protection: usd(protection),
        clientMoney: usd(heldCents),
      });
    }
    return { currency: 'USD', from, to, days: days.reverse() };
  }
}
