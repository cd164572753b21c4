// The pure drawing rules of the app's one equity chart (equity-chart.tsx): round value ticks, the
// `d` of a line from points placed by fraction, and the compact line's scaling. Lines are drawn in
// a fixed PLOT_WIDTH x PLOT_HEIGHT box that the SVG stretches to its frame (strokes keep their
// width); axis labels are HTML placed by fraction, so text never stretches with the box. Each
// screen turns its own points (days, unix times) into fractions and labels; this file knows none.

export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 300;
/** About this many gaps between value labels. */
const VALUE_TICK_GAPS = 4;

/** A label's place along an axis: 0 at the top (values) or the left (times), 1 at the other end. */
export interface AxisTick {
  at: number;
  label: string;
}

export interface ValueAxis {
  low: number;
  high: number;
  ticks: number[];
  /** A value's place: 0 at the top of the plot, 1 at the bottom. */
  at: (value: number) => number;
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) giving about `gaps` gaps over `span`. */
export function niceStep(span: number, gaps = VALUE_TICK_GAPS): number {
  const raw = span / gaps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const factor = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return factor * magnitude;
}

/**
 * The value axis: round ticks from at or below the lowest value to at or above the highest. A flat
 * or nearly flat curve gets an axis at least `minSpan` high around its values, so cents of
 * difference do not fill the plot as if they were a swing.
 */
export function valueAxis(values: readonly number[], minSpan: number): ValueAxis {
  let low = Math.min(...values);
  let high = Math.max(...values);
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
  return { low: first, high: last, ticks, at: (value) => (last - value) / (last - first) };
}

/** A point of a line in fractions of the plot: x from the left, y from the top. */
export interface PlotPoint {
  x: number;
  y: number;
}

const coordinate = (value: number) => value.toFixed(1);

/**
 * The `d` of a line through the points in the PLOT_WIDTH x PLOT_HEIGHT box. A step line holds each
 * value until the next point (a balance moves only with ledger rows); `toEnd` carries the last
 * value to the right edge (one day alone is drawn across the whole width).
 */
export function plotPath(points: readonly PlotPoint[], step = false, toEnd = false): string {
  const x = (point: PlotPoint) => coordinate(point.x * PLOT_WIDTH);
  const y = (point: PlotPoint) => coordinate(point.y * PLOT_HEIGHT);
  const path = points
    .map((point, index) => {
      if (index === 0) return `M${x(point)} ${y(point)}`;
      return step ? `H${x(point)} V${y(point)}` : `L${x(point)} ${y(point)}`;
    })
    .join(' ');
  return toEnd ? `${path} H${PLOT_WIDTH}` : path;
}

/** `count` places spread evenly from 0 to 1 (one alone sits in the middle). */
export function evenFractions(count: number): number[] {
  if (count <= 1) return [0.5];
  return Array.from({ length: count }, (_, index) => index / (count - 1));
}

export interface EquityLinePoint {
  equity: number;
}

/** The compact line's `d`: points spaced evenly and scaled into the box; empty below two points. */
export function equityLinePath<Point extends EquityLinePoint>(
  points: readonly Point[],
  width: number,
  height: number,
  padding = 2,
): string {
  if (points.length < 2) return '';
  const values = points.map((point) => point.equity);
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const stepX = width / (points.length - 1);
  const yOf = (value: number) => padding + (height - 2 * padding) * (1 - (value - low) / span);
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * stepX).toFixed(1)} ${yOf(value).toFixed(1)}`)
    .join(' ');
}

/**
 * A timed curve with one point per time, in order: one bar may carry two closes, and the last
 * value of a time wins.
 */
export function toSeriesPoints(
  points: readonly { time: number; equity: number }[],
): { time: number; value: number }[] {
  const byTime = new Map<number, number>();
  for (const point of points) byTime.set(point.time, point.equity);
  return [...byTime].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}
