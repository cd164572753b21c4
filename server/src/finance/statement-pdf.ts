// The statement as PDF (pdfkit), with the same sections and cells as the CSV. Text is set in
// DejaVu Sans, embedded (subset) from the dejavu-fonts-ttf package: the 14 standard PDF fonts have
// no ğ, ş, ı or İ, and a server may have no system fonts at all. A4 landscape, so the eleven
// columns of the closed positions fit; a table that reaches the page's foot goes on under its
// headings on the next page. The document is a stream: pages leave as they fill, while the long
// sections are still being read from the database. Dates read DD.MM.YYYY and the account by its
// readable number (statement-pdf-cells.ts); the broker's name and licence line and the page's
// number stand in every page's foot (written as the page starts, since the stream cannot know the
// page count before its end).
import path from 'node:path';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { serverTexts } from '../../../contract/server-texts';
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
import { pdfHeaderPairs, turkishDates } from './statement-pdf-cells';
import type { StatementSource } from './statement-source';

const texts = serverTexts.finance;

function fontFile(name: string): string {
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', name);
}

export const STATEMENT_FONT_FILE = fontFile('DejaVuSans.ttf');
const BOLD_FONT_FILE = fontFile('DejaVuSans-Bold.ttf');

const MARGIN = 36;
const BODY_SIZE = 7.5;
const ROW_HEIGHT = 11;
const PAIR_WIDTHS = [170, 330];
/** The foot's baseline distance from the page's lower edge, inside the bottom margin. */
const FOOTER_OFFSET = 24;
const FOOTER_SIZE = 7;

interface Table {
  headings: readonly string[];
  widths: readonly number[];
  /** Columns set flush right (figures). */
  right: ReadonlySet<number>;
}

const CLOSED_TABLE: Table = {
  headings: CLOSED_TRADE_HEADINGS,
  widths: [62, 62, 40, 46, 92, 66, 92, 66, 62, 62, 74],
  right: new Set([3, 5, 7, 8, 9, 10]),
};
const OPEN_TABLE: Table = {
  headings: OPEN_POSITION_HEADINGS,
  widths: [62, 62, 40, 46, 92, 66, 80],
  right: new Set([3, 5, 6]),
};
const MOVEMENT_TABLE: Table = {
  headings: MOVEMENT_HEADINGS,
  widths: [92, 130, 80, 100, 70],
  right: new Set([2, 3]),
};

class PdfWriter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get bottom(): number {
    return this.doc.page.height - MARGIN;
  }

  private room(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string): void {
    this.doc.font('bold').fontSize(14).text(text, MARGIN, this.doc.y);
    this.doc.moveDown(0.5);
  }

  sectionTitle(text: string): void {
    this.room(ROW_HEIGHT * 4);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(10).text(text, MARGIN, this.doc.y);
    this.doc.moveDown(0.3);
  }

  private cells(
    cells: readonly string[],
    widths: readonly number[],
    right: ReadonlySet<number>,
    bold: boolean,
  ) {
    const y = this.doc.y;
    this.doc.font(bold ? 'bold' : 'regular').fontSize(BODY_SIZE);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 60;
      this.doc.text(turkishDates(cell), x, y, {
        width: width - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: right.has(index) ? 'right' : 'left',
      });
      x += width;
    });
    this.doc.x = MARGIN;
    this.doc.y = y + ROW_HEIGHT;
  }

  pairs(pairs: readonly Pair[]): void {
    for (const pair of pairs) {
      this.room(ROW_HEIGHT);
      this.cells(pair, PAIR_WIDTHS, new Set(), false);
    }
  }

  headings(table: Table): void {
    this.room(ROW_HEIGHT * 2);
    this.cells(table.headings, table.widths, table.right, true);
  }

  row(table: Table, cells: readonly string[], bold = false): void {
    if (this.doc.y + ROW_HEIGHT > this.bottom) {
      this.doc.addPage();
      this.cells(table.headings, table.widths, table.right, true);
    }
    this.cells(cells, table.widths, table.right, bold);
  }

  note(text: string): void {
    this.room(ROW_HEIGHT);
    this.cells([text], [500], new Set(), false);
  }
}

async function writeStatement(doc: PDFKit.PDFDocument, source: StatementSource): Promise<void> {
  const out = new PdfWriter(doc);
  out.title(texts.statement.title);
  out.pairs(pdfHeaderPairs(headerPairs(source), source.holder.accountId));

  out.sectionTitle(texts.statement.summary);
  out.pairs(summaryPairs(source.summary));

  out.sectionTitle(texts.statement.closedPositions);
  out.headings(CLOSED_TABLE);
  const totals = new ClosedTradeTotals();
  for await (const row of source.closedTrades()) {
    totals.add(row);
    out.row(CLOSED_TABLE, closedTradeCells(row));
  }
  out.row(CLOSED_TABLE, totals.cells(), true);

  out.sectionTitle(texts.statement.openPositions);
  out.headings(OPEN_TABLE);
  for (const { row, profitCents } of source.openPositions)
    out.row(OPEN_TABLE, openPositionCells(row, profitCents));
  if (source.openPositions.length === 0) out.note(texts.statement.none);

  out.sectionTitle(texts.statement.movements);
  out.headings(MOVEMENT_TABLE);
  for await (const row of source.movements()) out.row(MOVEMENT_TABLE, movementCells(row));

  out.sectionTitle(texts.statement.marginStatus);
  out.pairs(marginPairs(source));
}

/**
 * The page's foot: the broker's licence line and the page number. Written with the bottom margin
 * lifted for the moment, since pdfkit would otherwise start a new page for text below it.
 */
function writeFooter(doc: PDFKit.PDFDocument, page: number): void {
  const { x, y } = doc;
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const footY = doc.page.height - FOOTER_OFFSET;
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(FOOTER_SIZE);
  doc.text(texts.statement.licence, MARGIN, footY, { width, lineBreak: false });
  doc.text(texts.statement.page(page), MARGIN, footY, { width, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottomMargin;
  doc.x = x;
  doc.y = y;
}

export interface PdfLogger {
  error(details: object, message: string): void;
}

/** The statement's PDF as a stream; a read that fails midway ends the stream with that error. */
export function statementPdf(source: StatementSource, logger: PdfLogger): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `${texts.statement.title} ${source.month}`,
      Author: texts.brokerName,
    },
  });
  doc.registerFont('regular', STATEMENT_FONT_FILE);
  doc.registerFont('bold', BOLD_FONT_FILE);
  doc.font('regular');
  let page = 1;
  writeFooter(doc, page);
  doc.on('pageAdded', () => {
    page += 1;
    writeFooter(doc, page);
  });
  writeStatement(doc, source).then(
    () => doc.end(),
    (error: unknown) => {
      logger.error({ err: error }, 'statement PDF failed while writing');
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return doc;
}
