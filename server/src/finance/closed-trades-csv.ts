// The closed-trades download: the headings, one line per closed position read page by page from
// the database, and a final total line, in the finance CSV dialect. Nothing but the current page
// and the running totals is held, however many positions the range has.
import { CSV_BOM, CSV_STANDARD, csvLine, type CsvDialect } from './csv-dialect';
import type { ClosedTradeRow } from './statement-rows-repository';
import { CLOSED_TRADE_HEADINGS, ClosedTradeTotals, closedTradeCells } from './statement-sections';

export async function* closedTradesCsvLines(
  rows: AsyncIterable<ClosedTradeRow>,
  dialect: CsvDialect = CSV_STANDARD,
): AsyncGenerator<string> {
  const line = (fields: readonly string[]) => csvLine(fields, fields.length, dialect);
  yield CSV_BOM + line(CLOSED_TRADE_HEADINGS);
  const totals = new ClosedTradeTotals();
  for await (const row of rows) {
    totals.add(row);
    yield line(closedTradeCells(row));
  }
  yield line(totals.cells());
}
