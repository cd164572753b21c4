// The files the page downloads and the names they are saved under (the server names them the same
// in its Content-Disposition header). A CSV comes in two dialects: the standard one (comma, decimal
// point) and the one Turkish Excel opens into columns by a double click (semicolon, decimal comma).
import type { ClosedOrdersFilter } from '../../../contract/history';
import type { FileRequest } from './download-file';
import { istanbulToday, shiftDays, shiftMonths } from './istanbul-day';

/** The statement's three downloads: PDF, standard CSV and Excel-Turkish CSV. */
export const STATEMENT_FORMATS = ['pdf', 'csv', 'excel'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const CSV_DIALECTS = ['standard', 'excel-tr'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

const csvName = (stem: string, dialect: CsvDialect) =>
  dialect === 'excel-tr' ? `${stem}-excel.csv` : `${stem}.csv`;

export function statementFile(month: string, format: StatementFormat): FileRequest {
  const stem = `ekstre-${month}`;
  if (format === 'pdf') return { path: `/finance/statements/${month}?format=pdf`, fileName: `${stem}.pdf` };
  if (format === 'csv') return { path: `/finance/statements/${month}?format=csv`, fileName: `${stem}.csv` };
  return {
    path: `/finance/statements/${month}?format=csv&dialect=excel-tr`,
    fileName: csvName(stem, 'excel-tr'),
  };
}

export interface ClosedTradesOptions extends Pick<ClosedOrdersFilter, 'symbol' | 'type'> {
  dialect?: CsvDialect;
}

/** The closed trades of a range, narrowed by the closed list's symbol and side when given. */
export function closedTradesFile(from: string, to: string, options: ClosedTradesOptions = {}): FileRequest {
  const params = new URLSearchParams({ from, to });
  if (options.symbol) params.set('symbol', options.symbol);
  if (options.type) params.set('type', options.type);
  const dialect = options.dialect ?? 'standard';
  if (dialect === 'excel-tr') params.set('dialect', dialect);
  return {
    path: `/finance/closed-trades.csv?${params.toString()}`,
    fileName: csvName(`kapanan-islemler-${from}-${to}`, dialect),
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
  return closedTradesFile(from, to, { symbol: filter.symbol, type: filter.type });
}
