// The files the page downloads and the names they are saved under (the server names them the same
// in its Content-Disposition header).
import type { ClosedOrdersFilter } from '../../../contract/history';
import type { FileRequest } from './download-file';
import { istanbulToday, shiftDays, shiftMonths } from './istanbul-day';

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const statementFile = (month: string, format: StatementFormat): FileRequest => ({
  path: `/finance/statements/${month}?format=${format}`,
  fileName: `ekstre-${month}.${format}`,
});

/** The closed trades of a range, narrowed by the closed list's symbol and side when given. */
export function closedTradesFile(
  from: string,
  to: string,
  narrowing: Pick<ClosedOrdersFilter, 'symbol' | 'type'> = {},
): FileRequest {
  const params = new URLSearchParams({ from, to });
  if (narrowing.symbol) params.set('symbol', narrowing.symbol);
  if (narrowing.type) params.set('type', narrowing.type);
  return {
    path: `/finance/closed-trades.csv?${params.toString()}`,
    fileName: `kapanan-islemler-${from}-${to}.csv`,
  };
}

/** The longest range the server exports, in months (three years). */
export const EXPORT_RANGE_MONTHS_MAX = 36;

/**
 * The file of the closed list's filter: its days, or up to today and as far back as the export
 * reaches (three years) where the filter leaves them open, so the file holds the rows the list shows.
 */
export function closedListFile(filter: ClosedOrdersFilter, today: string = istanbulToday()): FileRequest {
  const to = filter.to && filter.to < today ? filter.to : today;
  // A day short of three years, so no month-end or 29 February makes the range one day too long.
  const from = filter.from || shiftDays(shiftMonths(to, -EXPORT_RANGE_MONTHS_MAX), 1);
  return closedTradesFile(from, to, filter);
}
