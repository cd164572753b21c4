// The date range of a report, from the query's optional from and to (Istanbul days): both absent
// is the last 90 days up to today; one absent is filled from the other; a `to` past today is
// today. A range longer than three calendar years, reversed, or starting in the future is refused.
import { DomainError } from '../domain/domain-error';
import { addDays, parseDay, type Day } from './istanbul-calendar';
import { RANGE_YEARS_MAX, type FinanceRefusalCode } from './finance-refusals';

export const DEFAULT_RANGE_DAYS = 90;

export interface DayRange {
  from: Day;
  to: Day;
}

function dayOrRefuse(text: string | undefined): Day | null {
  if (text === undefined) return null;
  const day = parseDay(text);
  if (day === null) throw new DomainError<FinanceRefusalCode>('FINANCE_DATE_INVALID');
  return day;
}

/** The same month and day `years` later, as text (29 February compares as the day after the 28th). */
function yearsLater(day: Day, years: number): Day {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;
}

export function reportRange(query: { from?: string; to?: string }, today: Day): DayRange {
  const askedFrom = dayOrRefuse(query.from);
  const askedTo = dayOrRefuse(query.to);
  if (askedFrom !== null && askedFrom > today)
    throw new DomainError<FinanceRefusalCode>('FINANCE_DATE_FUTURE');
  if (askedFrom !== null && askedTo !== null && askedFrom > askedTo) {
    throw new DomainError<FinanceRefusalCode>('FINANCE_RANGE_REVERSED');
  }
  const to = askedTo === null || askedTo > today ? today : askedTo;
  const from = askedFrom ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) throw new DomainError<FinanceRefusalCode>('FINANCE_RANGE_REVERSED');
  if (to > yearsLater(from, RANGE_YEARS_MAX))
    throw new DomainError<FinanceRefusalCode>('FINANCE_RANGE_TOO_LONG');
  return { from, to };
}
