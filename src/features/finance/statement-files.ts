// The files the page downloads and the names they are saved under (the server names them the same
// in its Content-Disposition header).
import type { FileRequest } from './download-file';

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const statementFile = (month: string, format: StatementFormat): FileRequest => ({
  path: `/finance/statements/${month}?format=${format}`,
  fileName: `ekstre-${month}.${format}`,
});

export const closedTradesFile = (from: string, to: string): FileRequest => ({
  path: `/finance/closed-trades.csv?${new URLSearchParams({ from, to }).toString()}`,
  fileName: `kapanan-islemler-${from}-${to}.csv`,
});
