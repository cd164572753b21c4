// Everything a month's statement shows, gathered once and read by the CSV and the PDF builders.
// The two long lists (closed positions, movements) are read from the database page by page while
// the file is written; the rest is small and loaded up front.
import type { Month } from './istanbul-calendar';
import type { AccountHolder } from './finance-repository';
import type { ClosedTradeRow, LedgerMovementRow, OpenPositionRow } from './statement-rows-repository';
import type { MonthFigures } from './monthly-report';

/** Where month-end figures came from: the day's snapshot, the engine now, or the ledger alone. */
export type FigureSource = 'snapshot' | 'live' | 'ledger';

export interface MarginStatus {
  source: FigureSource;
  balanceCents: number;
  /** Unknown (null) when only the ledger is left: it holds no open profit or margin. */
  equityCents: number | null;
  marginCents: number | null;
  freeMarginCents: number | null;
  marginLevel: number | null;
}

export interface OpenPositionAtEnd {
  row: OpenPositionRow;
  /** Open profit at the month's end (snapshot) or now (current month); null when unknown. */
  profitCents: number | null;
}

export interface StatementSource {
  holder: AccountHolder;
  month: Month;
  generatedAtMs: number;
  summary: MonthFigures;
  closedTrades(): AsyncIterable<ClosedTradeRow>;
  openPositions: readonly OpenPositionAtEnd[];
  movements(): AsyncIterable<LedgerMovementRow>;
  margin: MarginStatus;
}
