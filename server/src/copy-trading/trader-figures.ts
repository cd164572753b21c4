// A trader's figures, computed every time from the trader account's ledger and closed orders
// (nothing is stored): ROI this month, last month and all time; the sums of winning and losing
// trades; win rate; the daily balance curve with its largest drawdown; and a 1-10 risk score from
// the volatility of daily returns.
import type { EquityPoint } from '../../../contract/robots';
import { roundCents } from '../../../contract/margin';
import type { Queryable } from '../db/database';
import { closedTradeTotals } from '../trading/copied-orders-repository';

/** Ledger kinds that move money in or out rather than earn or lose it. */
const FLOW_KINDS = new Set(['deposit', 'withdrawal', 'practice_reset', 'credit']);
/** One risk point per this much standard deviation of daily returns, in percent. */
const RISK_STEP_DAILY_STDEV_PCT = 1;
const RISK_SCORE_MIN = 1;
const RISK_SCORE_MAX = 10;
const DAY_MS = 86_400_000;

export interface TraderFigures {
  currentRoiPct: number;
  beforeRoiPct: number;
  allRoiPct: number;
  profitPositiveUsd: number;
  profitNegativeUsd: number;
  winRatePct: number;
  trades: number;
  maxDrawdownPct: number;
  riskScore: number;
  equityCurve: EquityPoint[];
  since: Date | null;
}

interface LedgerPoint {
  amountCents: number;
  flow: boolean;
  atMs: number;
}

/** ROI of [fromMs, toMs): profit in it over the money at work (balance at the start plus money in). */
function roiPct(ledger: readonly LedgerPoint[], fromMs: number, toMs: number): number {
  let before = 0;
  let flowsIn = 0;
  let profit = 0;
  for (const row of ledger) {
    if (row.atMs < fromMs) before += row.amountCents;
    else if (row.atMs < toMs) {
      if (row.flow) flowsIn += Math.max(0, row.amountCents);
      else profit += row.amountCents;
    }
  }
  const base = before + flowsIn;
  return base > 0 ? roundCents((profit / base) * 100) : 0;
}

function monthStartMs(nowMs: number, monthsBack: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1);
}

/** Balance at each UTC day's end, and the profit-only index for drawdown and returns. */
function dailyCurves(ledger: readonly LedgerPoint[]): {
  curve: EquityPoint[];
  returns: number[];
  drawdown: number;
} {
  const curve: EquityPoint[] = [];
  const returns: number[] = [];
  let balance = 0;
  let dayProfit = 0;
  let dayStartBalance = 0;
  let peak = 0;
  let drawdown = 0;
  let day: number | null = null;
  const closeDay = () => {
    if (day === null) return;
    curve.push({ time: ((day + 1) * DAY_MS) / 1000 - 1, equity: balance / 100 });
    if (dayStartBalance > 0) returns.push(dayProfit / dayStartBalance);
    peak = Math.max(peak, balance);
    if (peak > 0) drawdown = Math.max(drawdown, (peak - balance) / peak);
  };
  for (const row of ledger) {
    const rowDay = Math.floor(row.atMs / DAY_MS);
    if (rowDay !== day) {
      closeDay();
      day = rowDay;
      dayProfit = 0;
      dayStartBalance = balance;
    }
    balance += row.amountCents;
    if (row.flow) {
      dayStartBalance += Math.max(0, row.amountCents);
      // Money taken out is not a loss: the peak falls with it.
      if (row.amountCents < 0) peak = Math.max(0, peak + row.amountCents);
    } else dayProfit += row.amountCents;
  }
  closeDay();
  return { curve, returns, drawdown };
}

function stdev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance);
}

export function riskScoreOf(dailyReturns: readonly number[]): number {
  const stdevPct = stdev(dailyReturns) * 100;
  const score = RISK_SCORE_MIN + Math.floor(stdevPct / RISK_STEP_DAILY_STDEV_PCT);
  return Math.min(RISK_SCORE_MAX, Math.max(RISK_SCORE_MIN, score));
}

export async function traderFigures(db: Queryable, accountId: string, nowMs: number): Promise<TraderFigures> {
  const rows = await db.query<{ kind: string; amount_cents: number; created_at: Date }>(
    'SELECT kind, amount_cents, created_at FROM ledger WHERE account_id = $1 ORDER BY created_at, id',
    [accountId],
  );
  const ledger = rows.map((row) => ({
    amountCents: Number(row.amount_cents),
    flow: FLOW_KINDS.has(row.kind),
    atMs: new Date(row.created_at).getTime(),
  }));
  const { wins, losses, plusCents, minusCents } = await closedTradeTotals(db, accountId);
  const tradeCount = wins + losses;
  const { curve, returns, drawdown } = dailyCurves(ledger);
  return {
    currentRoiPct: roiPct(ledger, monthStartMs(nowMs, 0), Number.POSITIVE_INFINITY),
    beforeRoiPct: roiPct(ledger, monthStartMs(nowMs, 1), monthStartMs(nowMs, 0)),
    allRoiPct: roiPct(ledger, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY),
    profitPositiveUsd: plusCents / 100,
    profitNegativeUsd: minusCents / 100,
    winRatePct: tradeCount > 0 ? roundCents((wins / tradeCount) * 100) : 0,
    trades: tradeCount,
    maxDrawdownPct: roundCents(drawdown * 100),
    riskScore: riskScoreOf(returns),
    equityCurve: curve,
    since: ledger.length > 0 ? new Date(ledger[0].atMs) : null,
  };
}

/** Copiers of each trader and the money they allocated (active, paused and stopped copies). */
export async function copierTotals(
  db: Queryable,
): Promise<Map<string, { copiers: number; sizeCents: number }>> {
  const rows = await db.query<{ trader_id: string; copiers: number; size_cents: number }>(
    `SELECT trader_id, COUNT(*)::bigint AS copiers, COALESCE(SUM(size_cents), 0)::bigint AS size_cents
     FROM copies WHERE status <> 'ended' GROUP BY trader_id`,
  );
  return new Map(
    rows.map((row) => [row.trader_id, { copiers: Number(row.copiers), sizeCents: Number(row.size_cents) }]),
  );
}
