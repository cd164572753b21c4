// The statement as CSV (csv-dialect.ts): sections one under another, each a title line, its
// headings and rows, then an empty line. Every line has the same number of fields (the widest
// section's), as RFC 4180 asks, so a program reading it needs no special case.
import { serverTexts } from '../../../contract/server-texts';
import { CSV_BOM, CSV_STANDARD, csvLine, textCell, type CsvDialect } from './csv-dialect';
import {
  CLOSED_TRADE_HEADINGS,
  ClosedTradeTotals,
  closedTradeCells,
  headerPairs,
  marginPairs,
  MOVEMENT_HEADINGS,
  movementCells,
  OPEN_POSITION_HEADINGS,
  openPositionCells,
  summaryPairs,
  type Pair,
} from './statement-sections';
import type { StatementSource } from './statement-source';

const texts = serverTexts.finance;
const WIDTH = CLOSED_TRADE_HEADINGS.length;

function* pairsSection(
  line: (fields: readonly string[]) => string,
  title: string,
  pairs: readonly Pair[],
  withHeadings: boolean,
): Generator<string> {
  yield line([title]);
  if (withHeadings) yield line([texts.columns.item, texts.columns.value]);
  for (const pair of pairs) yield line(pair);
  yield line([]);
}

/** The statement's lines, BOM first; the long sections are read as they are written. */
export async function* statementCsvLines(
  source: StatementSource,
  dialect: CsvDialect = CSV_STANDARD,
): AsyncGenerator<string> {
  const line = (fields: readonly string[]) => csvLine(fields, WIDTH, dialect);
  // The customer's name is free text they typed; the other header values are the server's.
  const header = headerPairs(source).map(([label, value], index): Pair => [
    label,
    index === 1 ? textCell(value) : value,
  ]);
  yield CSV_BOM + line([texts.statement.title]);
  for (const pair of header) yield line(pair);
  yield line([]);
  yield* pairsSection(line, texts.statement.summary, summaryPairs(source.summary), true);

  yield line([texts.statement.closedPositions]);
  yield line(CLOSED_TRADE_HEADINGS);
  const totals = new ClosedTradeTotals();
  for await (const row of source.closedTrades()) {
    totals.add(row);
    yield line(closedTradeCells(row));
  }
  yield line(totals.cells());
  yield line([]);

  yield line([texts.statement.openPositions]);
  yield line(OPEN_POSITION_HEADINGS);
  for (const { row, profitCents } of source.openPositions) yield line(openPositionCells(row, profitCents));
  if (source.openPositions.length === 0) yield line([texts.statement.none]);
  yield line([]);

  yield line([texts.statement.movements]);
  yield line(MOVEMENT_HEADINGS);
  for await (const row of source.movements()) yield line(movementCells(row));
  yield line([]);

  yield* pairsSection(line, texts.statement.marginStatus, marginPairs(source), true);
}
