// The closed-trades download: the headings, one line per closed position read page by page from
// the database, and a final total line, in the finance CSV dialect. Nothing but the current page
// and the running totals is held, however many positions the range has.
import { CSV_BOM, csvLine } from './csv-dialect';
import type { ClosedTradeRow } from './finance-repository';
import { CLOSED_TRADE_HEADINGS, ClosedTradeTotals, closedTradeCells } from './statement-sections';

export async function* closedTradesCsvLines(rows: AsyncIterable<ClosedTradeRow>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CLOSED_TRADE_HEADINGS);
  const totals = new ClosedTradeTotals();
  for await (const row of rows) {
    totals.add(row);
    yield csvLine(closedTradeCells(row));
  }
  yield csvLine(totals.cells());
}
