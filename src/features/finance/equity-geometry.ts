// Where the account's balance and equity lines and their axis labels go, in the app's one equity
// chart (src/ui/equity-chart). Days are placed by date, not by index: a quiet week takes a week's
// width. The round value ticks and the path drawing are the chart's own rules (its geometry.ts).
import type { EquityPoint } from '../../../contract/finance';
import { plotPath, valueAxis, type PlotPoint } from '../../ui/equity-chart/geometry';
import { daysBetween, shiftDays } from './istanbul-day';

export { niceStep, PLOT_HEIGHT, PLOT_WIDTH } from '../../ui/equity-chart/geometry';

const MAX_DAY_TICKS = 5;
/** Beyond about three months the date labels name months rather than days. */
const LONG_SPAN_DAYS = 92;
/** The value axis spans at least this much: 2 USD, or 0.2% of the figures (20 USD on 10,000). */
const MIN_SPAN_USD = 2;
const MIN_SPAN_SHARE = 0.002;

export interface ValueTick {
  value: number;
  /** 0 at the top of the plot, 1 at the bottom. */
  at: number;
}

export interface DayTick {
  day: string;
  /** 0 at the left of the plot, 1 at the right. */
  at: number;
}

export interface EquityGeometry {
  /** The balance holds between points (it moves only with ledger rows): a step line. */
  balancePath: string;
  equityPath: string;
  valueTicks: ValueTick[];
  dayTicks: DayTick[];
  longSpan: boolean;
}

function dayAxis(first: string, span: number): DayTick[] {
  if (span === 0) return [{ day: first, at: 0.5 }];
  const count = Math.min(MAX_DAY_TICKS, span + 1);
  const ticks: DayTick[] = [];
  for (let index = 0; index < count; index += 1) {
    const offset = Math.round((span * index) / (count - 1));
    ticks.push({ day: shiftDays(first, offset), at: offset / span });
  }
  return ticks;
}

/** The curve's drawing, or null without points. */
export function equityGeometry(points: readonly EquityPoint[]): EquityGeometry | null {
  if (points.length === 0) return null;
  const first = points[0].date;
  const span = daysBetween(first, points[points.length - 1].date);
  const values = points.flatMap((point) => [point.balance, point.equity]);
  const axis = valueAxis(values, Math.max(MIN_SPAN_USD, Math.abs(Math.max(...values)) * MIN_SPAN_SHARE));
  const xOf = (day: string) => (span === 0 ? 0 : daysBetween(first, day) / span);
  // One day alone is drawn across the whole width: the figure of that day.
  const drawn = span === 0 ? [points[points.length - 1]] : points;
  const line = (valueOf: (point: EquityPoint) => number): PlotPoint[] =>
    drawn.map((point) => ({ x: xOf(point.date), y: axis.at(valueOf(point)) }));
  return {
    balancePath: plotPath(
      line((point) => point.balance),
      true,
      span === 0,
    ),
    equityPath: plotPath(
      line((point) => point.equity),
      false,
      span === 0,
    ),
    valueTicks: axis.ticks.map((value) => ({ value, at: axis.at(value) })),
    dayTicks: dayAxis(first, span),
    longSpan: span > LONG_SPAN_DAYS,
  };
}
