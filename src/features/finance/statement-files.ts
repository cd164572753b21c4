// The files the page downloads and the names they are saved under (the server names them the same
// in its Content-Disposition header). A CSV comes in two dialects: the standard one (comma, decimal
// point) and the one Turkish Excel opens into columns by a double click (semicolon, decimal comma).
import type { FileRequest } from './download-file';

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

export const closedTradesFile = (
  from: string,
  to: string,
  dialect: CsvDialect = 'standard',
): FileRequest => ({
  path: `/finance/closed-trades.csv?${new URLSearchParams({ from, to, ...(dialect === 'excel-tr' ? { dialect } : {}) }).toString()}`,
  fileName: csvName(`kapanan-islemler-${from}-${to}`, dialect),
});
