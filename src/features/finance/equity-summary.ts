// The curve's figures in words and numbers: what the chart's accessible name says and what the
// figures under it show, so nothing on the chart is only in the drawing.
import { tr } from '../../i18n/tr-signed-in';
import { formatMoney } from '../../lib/format-number';
import type { EquityPoint } from '../../../contract/finance';
import { formatDay } from './istanbul-day';

export interface EquitySummary {
  from: string;
  to: string;
  startBalance: number;
  endBalance: number;
  /** In cents first, so 0.1 + 0.2 style noise never shows as -0.00. */
  change: number;
  lastEquity: number;
  highEquity: number;
  lowEquity: number;
}

export function summarizeEquity(points: readonly EquityPoint[]): EquitySummary | null {
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  const equities = points.map((point) => point.equity);
  return {
    from: first.date,
    to: last.date,
    startBalance: first.balance,
    endBalance: last.balance,
    change: (Math.round(last.balance * 100) - Math.round(first.balance * 100)) / 100,
    lastEquity: last.equity,
    highEquity: Math.max(...equities),
    lowEquity: Math.min(...equities),
  };
}

/** The chart's Turkish accessible name. */
export const equityChartLabel = (summary: EquitySummary): string =>
  tr.finance.equity.chart(
    formatDay(summary.from),
    formatDay(summary.to),
    formatMoney(summary.startBalance),
    formatMoney(summary.endBalance),
    formatMoney(summary.lastEquity),
  );
