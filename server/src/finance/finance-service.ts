// The finance reports of one account, always the session's active account: the equity curve, the
// monthly figures, the monthly statement's content and the closed-trades export. Figures come from
// the ledger and the orders (the truth of every balance), the end-of-day snapshots (what only the
// engine knew at a day's end: open profit, margin) and the engine now (today, the current month).
import type { ClosedOrdersFilter } from '../../../contract/history';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { equityPoints, type EquityPointCents } from './equity-curve';
import {
  accountHolder,
  closedTradeCounts,
  firstLedgerMonth,
  ledgerDayBalances,
  ledgerMonthSums,
  snapshotDays,
  snapshotOf,
  type AccountHolder,
} from './finance-repository';
import {
  closedTrades,
  ledgerMovements,
  openPositionsAt,
  openPositionsNow,
  type ClosedTradeRow,
} from './statement-rows-repository';
import type { FinanceRefusalCode } from './finance-refusals';
import {
  addDays,
  dayStartMs,
  istanbulDay,
  istanbulMonth,
  lastDayOf,
  monthRangeMs,
  parseMonth,
  type Month,
} from './istanbul-calendar';
import type { LiveAccounts } from './live-accounts';
import { emptyMonth, monthlyFigures, type MonthFigures } from './monthly-report';
import { reportRange, type DayRange } from './report-range';
import type { MarginStatus, OpenPositionAtEnd, StatementSource } from './statement-source';

export interface FinanceServiceDeps {
  db: Queryable;
  clock: Clock;
  live: LiveAccounts;
}

export interface ClosedTradesExport extends DayRange {
  rows: AsyncGenerator<ClosedTradeRow>;
}

function refused(code: FinanceRefusalCode): DomainError<FinanceRefusalCode> {
  return new DomainError(code);
}

export class FinanceService {
  constructor(private readonly deps: FinanceServiceDeps) {}

  private today(): string {
    return istanbulDay(this.deps.clock.nowMs());
  }

  async equity(accountId: string, query: { from?: string; to?: string }): Promise<EquityPointCents[]> {
    const today = this.today();
    const range = reportRange(query, today);
    const [ledgerDays, snapshots, live] = await Promise.all([
      ledgerDayBalances(this.deps.db, accountId, dayStartMs(range.from), dayStartMs(addDays(range.to, 1))),
      snapshotDays(this.deps.db, accountId, range.from, range.to),
      range.to === today ? this.deps.live.figures(accountId) : Promise.resolve(null),
    ]);
    return equityPoints({ ...range, today, ledgerDays, snapshots, live });
  }

  /** Every month with ledger rows and the current one, oldest first. */
  async months(accountId: string): Promise<MonthFigures[]> {
    const [sums, trades] = await Promise.all([
      ledgerMonthSums(this.deps.db, accountId),
      closedTradeCounts(this.deps.db, accountId),
    ]);
    return monthlyFigures(sums, trades, istanbulMonth(this.deps.clock.nowMs()));
  }

  /**
   * The closed positions of the range, narrowed like the closed list (symbol, side), read page by
   * page as the caller writes them.
   */
  closedTradesExport(accountId: string, query: ClosedOrdersFilter): ClosedTradesExport {
    const range = reportRange(query, this.today());
    const rows = closedTrades(
      this.deps.db,
      accountId,
      dayStartMs(range.from),
      dayStartMs(addDays(range.to, 1)),
      undefined,
      { symbol: query.symbol ?? null, side: query.type ?? null },
    );
    return { ...range, rows };
  }

  /** Checks the month and gathers the statement's content (the long lists are read later). */
  async statement(accountId: string, monthText: string): Promise<StatementSource> {
    const month = parseMonth(monthText);
    if (month === null) throw refused('FINANCE_MONTH_INVALID');
    const nowMs = this.deps.clock.nowMs();
    const currentMonth = istanbulMonth(nowMs);
    if (month > currentMonth) throw refused('FINANCE_MONTH_FUTURE');
    const holder = await accountHolder(this.deps.db, accountId);
    if (!holder) throw refused('FINANCE_MONTH_UNKNOWN');
    if (month < (await this.firstMonth(holder))) throw refused('FINANCE_MONTH_UNKNOWN');

    const summary = (await this.months(accountId)).find((figures) => figures.month === month);
    // A month with no ledger row between two others opens and closes at the balance it found.
    const figures = summary ?? (await this.quietMonth(accountId, month));
    const { startMs, endMs } = monthRangeMs(month);
    const current = month === currentMonth;
    const [openPositions, margin] = await Promise.all([
      this.openAtEnd(accountId, month, current),
      this.marginAtEnd(accountId, month, figures.closingCents, current),
    ]);
    const db = this.deps.db;
    return {
      holder,
      month,
      generatedAtMs: nowMs,
      summary: figures,
      closedTrades: () => closedTrades(db, accountId, startMs, endMs),
      openPositions,
      movements: () => ledgerMovements(db, accountId, startMs, endMs),
      margin,
    };
  }

  private async firstMonth(holder: AccountHolder): Promise<Month> {
    const opened = istanbulMonth(holder.openedAtMs);
    const firstRow = await firstLedgerMonth(this.deps.db, holder.accountId);
    return firstRow !== null && firstRow < opened ? firstRow : opened;
  }

  private async quietMonth(accountId: string, month: Month): Promise<MonthFigures> {
    const before = (await this.months(accountId)).filter((figures) => figures.month < month);
    const balance = before.length > 0 ? before[before.length - 1].closingCents : 0;
    return { ...emptyMonth(month), openingCents: balance, closingCents: balance };
  }

  private async openAtEnd(accountId: string, month: Month, current: boolean): Promise<OpenPositionAtEnd[]> {
    const rows = current
      ? await openPositionsNow(this.deps.db, accountId)
      : await openPositionsAt(this.deps.db, accountId, monthRangeMs(month).endMs);
    if (rows.length === 0) return [];
    let profits: ReadonlyMap<string, number>;
    if (current) {
      await this.deps.live.figures(accountId);
      profits = new Map(
        this.deps.live.openPositions(accountId).map((position) => [position.id, position.profitCents]),
      );
    } else {
      const snapshot = await snapshotOf(this.deps.db, accountId, lastDayOf(month));
      profits = new Map((snapshot?.positions ?? []).map((position) => [position.id, position.profitCents]));
    }
    return rows.map((row) => ({ row, profitCents: profits.get(row.id) ?? null }));
  }

  private async marginAtEnd(
    accountId: string,
    month: Month,
    closingCents: number,
    current: boolean,
  ): Promise<MarginStatus> {
    if (current) return { source: 'live', ...(await this.deps.live.figures(accountId)) };
    const snapshot = await snapshotOf(this.deps.db, accountId, lastDayOf(month));
    if (snapshot) return { source: 'snapshot', ...snapshot };
    return {
      source: 'ledger',
      balanceCents: closingCents,
      equityCents: null,
      marginCents: null,
      freeMarginCents: null,
      marginLevel: null,
    };
  }
}
