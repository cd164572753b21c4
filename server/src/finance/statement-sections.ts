// The rows of each statement section as text cells, shared by the CSV and the PDF (so both carry
// the same content) and by the closed-trades download. What SPK asks a broker to send each month:
// a header, the month's summary, the positions closed in it, the positions open at its end, the
// account's movements and the margin status at its end.
import { serverTexts } from '../../../contract/server-texts';
import type {
  ClosedTradeRow,
  LedgerMovementRow,
  OpenPositionRow,
  PositionFields,
} from './statement-rows-repository';
import type { MonthFigures } from './monthly-report';
import { lotHundredths } from './finance-money';
import { ledgerKindCell, lotsCell, moneyCell, priceCell, sideCell, timeCell } from './report-cells';
import type { StatementSource } from './statement-source';
import { lastDayOf } from './istanbul-calendar';

const texts = serverTexts.finance;
const columns = texts.columns;

/** A label and its value. */
export type Pair = readonly [string, string];

export function headerPairs(source: StatementSource): Pair[] {
  const { holder, month } = source;
  return [
    [texts.statement.broker, texts.brokerName],
    [texts.statement.customer, `${holder.name} ${holder.surname}`],
    [texts.statement.account, holder.accountId],
    [texts.statement.accountKind, texts.accountKinds[holder.kind]],
    [texts.statement.currency, 'USD'],
    [texts.statement.period, `${month}-01 – ${lastDayOf(month)}`],
    [texts.statement.createdAt, timeCell(source.generatedAtMs)],
  ];
}

export function summaryPairs(figures: MonthFigures): Pair[] {
  const labels = texts.summary;
  return [
    [labels.openingBalance, moneyCell(figures.openingCents)],
    [labels.deposits, moneyCell(figures.depositsCents)],
    [labels.withdrawals, moneyCell(figures.withdrawalsCents)],
    [labels.realized, moneyCell(figures.realizedCents)],
    [labels.swap, moneyCell(figures.swapCents)],
    [labels.commission, moneyCell(figures.commissionCents)],
    [labels.other, moneyCell(figures.otherCents)],
    [labels.closingBalance, moneyCell(figures.closingCents)],
    [labels.closedTrades, String(figures.closedTrades)],
  ];
}

/** The headings of positionCells' cells, the first of both position tables. */
const POSITION_HEADINGS: readonly string[] = [
  columns.positionId,
  columns.symbol,
  columns.side,
  columns.lots,
  columns.openTime,
  columns.openPrice,
];

export const CLOSED_TRADE_HEADINGS: readonly string[] = [
  ...POSITION_HEADINGS,
  columns.closeTime,
  columns.closePrice,
  columns.swap,
  columns.commission,
  columns.profit,
];

/** The engine charges no commission today; the column is there for when it does. */
const COMMISSION_CENTS = 0;

/** The cells a closed trade and an open position share: the position and how it was opened. */
function positionCells(row: PositionFields): string[] {
  return [
    row.id,
    row.symbol,
    sideCell(row.side),
    lotsCell(row.lots),
    timeCell(row.openedAtMs),
    priceCell(row.symbol, row.openPrice),
  ];
}

export function closedTradeCells(row: ClosedTradeRow): string[] {
  return [
    ...positionCells(row),
    timeCell(row.closedAtMs),
    priceCell(row.symbol, row.closePrice),
    moneyCell(row.swapCents),
    moneyCell(COMMISSION_CENTS),
    moneyCell(row.profitCents),
  ];
}

/** Running totals of closed trades, in whole cents and hundredths of a lot. */
export class ClosedTradeTotals {
  count = 0;
  lotHundredths = 0;
  swapCents = 0;
  commissionCents = 0;
  profitCents = 0;

  add(row: ClosedTradeRow): void {
    this.count += 1;
    this.lotHundredths += lotHundredths(row.lots);
    this.swapCents += row.swapCents;
    this.commissionCents += COMMISSION_CENTS;
    this.profitCents += row.profitCents;
  }

  cells(): string[] {
    return [
      texts.statement.total,
      '',
      '',
      lotsCell(this.lotHundredths / 100),
      '',
      '',
      '',
      '',
      moneyCell(this.swapCents),
      moneyCell(this.commissionCents),
      moneyCell(this.profitCents),
    ];
  }
}

export const OPEN_POSITION_HEADINGS: readonly string[] = [...POSITION_HEADINGS, columns.openProfit];

export function openPositionCells(row: OpenPositionRow, profitCents: number | null): string[] {
  return [...positionCells(row), profitCents === null ? '' : moneyCell(profitCents)];
}

export const MOVEMENT_HEADINGS: readonly string[] = [
  columns.time,
  columns.kind,
  columns.amount,
  columns.balanceAfter,
  columns.orderId,
];

export function movementCells(row: LedgerMovementRow): string[] {
  return [
    timeCell(row.atMs),
    ledgerKindCell(row.kind),
    moneyCell(row.amountCents),
    moneyCell(row.balanceAfterCents),
    row.orderId ?? '',
  ];
}

export function marginPairs(source: StatementSource): Pair[] {
  const { margin } = source;
  const money = (cents: number | null) => (cents === null ? '' : moneyCell(cents));
  return [
    [columns.balance, moneyCell(margin.balanceCents)],
    [columns.equity, money(margin.equityCents)],
    [columns.margin, money(margin.marginCents)],
    [columns.freeMargin, money(margin.freeMarginCents)],
    [columns.marginLevel, margin.marginLevel === null ? '' : margin.marginLevel.toFixed(2)],
    [columns.source, texts.figureSources[margin.source]],
  ];
}
