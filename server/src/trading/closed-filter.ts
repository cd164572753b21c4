// The closed list's filter (contract/history.ts) checked and turned into what SQL compares: days
// become the instants an Istanbul day starts, `to` inclusive (the next day's start, exclusive).
// A day that is not a real YYYY-MM-DD, or a start after the end, is refused by name.
import type { OrderSide } from '../../../contract/entities';
import type { ClosedOrdersFilter } from '../../../contract/history';
import { DomainError } from '../domain/domain-error';
import { addDays, dayStartMs, parseDay } from '../finance/istanbul-calendar';
import type { TradingRefusalCode } from './trading-refusals';

export interface ClosedRowsFilter {
  symbol: string | null;
  side: OrderSide | null;
  /** Closed at or after this instant. */
  fromMs: number | null;
  /** Closed before this instant. */
  beforeMs: number | null;
}

export const NO_CLOSED_FILTER: ClosedRowsFilter = { symbol: null, side: null, fromMs: null, beforeMs: null };

function dayOrRefuse(text: string | undefined): string | null {
  if (text === undefined) return null;
  const day = parseDay(text);
  if (day === null) throw new DomainError<TradingRefusalCode>('HISTORY_DATE_INVALID');
  return day;
}

export function closedRowsFilter(filter: ClosedOrdersFilter): ClosedRowsFilter {
  const from = dayOrRefuse(filter.from);
  const to = dayOrRefuse(filter.to);
  if (from !== null && to !== null && from > to) {
    throw new DomainError<TradingRefusalCode>('HISTORY_RANGE_REVERSED');
  }
  return {
    symbol: filter.symbol ?? null,
    side: filter.type ?? null,
    fromMs: from === null ? null : dayStartMs(from),
    beforeMs: to === null ? null : dayStartMs(addDays(to, 1)),
  };
}
