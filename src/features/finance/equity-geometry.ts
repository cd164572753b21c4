// Where the curve's lines and axis labels go. The lines are drawn in a fixed PLOT_WIDTH x
// PLOT_HEIGHT box that the SVG stretches to its frame (strokes keep their width); the labels are
// HTML placed by fraction, so text never stretches with the box. Days are placed by date, not by
// index: a quiet week takes a week's width.
import type { EquityPoint } from '../../../contract/finance';
import { daysBetween, shiftDays } from './istanbul-day';

export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 300;
/** About this many gaps between value labels. */
const VALUE_TICK_GAPS = 4;
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

/** A round step (1, 2, 2.5 or 5 times a power of ten) giving about `gaps` gaps over `span`. */
export function niceStep(span: number, gaps = VALUE_TICK_GAPS): number {
  const raw = span / gaps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const factor = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return factor * magnitude;
}

/** The value axis: round ticks from at or below the lowest figure to at or above the highest. */
function valueAxis(points: readonly EquityPoint[]): { low: number; high: number; ticks: number[] } {
  const values = points.flatMap((point) => [point.balance, point.equity]);
  let low = Math.min(...values);
  let high = Math.max(...values);
  // A flat or nearly flat curve gets an axis of a sensible height around its values, so cents of
  // difference between balance and equity do not fill the plot as if they were a swing.
  const minSpan = Math.max(MIN_SPAN_USD, Math.abs(high) * MIN_SPAN_SHARE);
  if (high - low < minSpan) {
    const middle = (high + low) / 2;
    low = middle - minSpan / 2;
    high = middle + minSpan / 2;
  }
  const step = niceStep(high - low);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let index = 0; first + index * step <= last + step / 2; index += 1) ticks.push(first + index * step);
  return { low: first, high: last, ticks };
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

const coordinate = (value: number) => value.toFixed(1);

/** The curve's drawing, or null without points. */
export function equityGeometry(points: readonly EquityPoint[]): EquityGeometry | null {
  if (points.length === 0) return null;
  const first = points[0].date;
  const span = daysBetween(first, points[points.length - 1].date);
  const axis = valueAxis(points);
  const xOf = (day: string) => (span === 0 ? 0 : (daysBetween(first, day) / span) * PLOT_WIDTH);
  const yOf = (value: number) => ((axis.high - value) / (axis.high - axis.low)) * PLOT_HEIGHT;
  // One day alone is drawn across the whole width: the figure of that day.
  const drawn = span === 0 ? [points[points.length - 1]] : points;
  const end = span === 0 ? ` H${PLOT_WIDTH}` : '';

  const balancePath =
    drawn
      .map((point, index) =>
        index === 0
          ? `M${coordinate(xOf(point.date))} ${coordinate(yOf(point.balance))}`
          : `H${coordinate(xOf(point.date))} V${coordinate(yOf(point.balance))}`,
      )
      .join(' ') + end;
  const equityPath =
    drawn
      .map(
        (point, index) =>
          `${index === 0 ? 'M' : 'L'}${coordinate(xOf(point.date))} ${coordinate(yOf(point.equity))}`,
      )
      .join(' ') + end;

  return {
    balancePath,
    equityPath,
    valueTicks: axis.ticks.map((value) => ({ value, at: (axis.high - value) / (axis.high - axis.low) })),
    dayTicks: dayAxis(first, span),
    longSpan: span > LONG_SPAN_DAYS,
  };
}
