// A curve of unix-second points (a robot's back-test) as a drawing for the equity chart: x placed
// by time, round value ticks with cents, and a handful of date labels in Turkish (month names from
// the catalogue, read in UTC as the server's bar times are). A curve over two days or less is
// labelled by the clock instead.
import { tr } from '../../i18n/tr-signed-in';
import { formatMoney } from '../../lib/format-number';
import { evenFractions, plotPath, toSeriesPoints, valueAxis, type AxisTick } from './geometry';

const TIME_TICKS = 5;
const SHORT_SPAN_S = 2 * 24 * 60 * 60;
/** The value axis spans at least 2 USD, or 0.2% of the figures, as the finance chart's does. */
const MIN_SPAN_USD = 2;
const MIN_SPAN_SHARE = 0.002;

export interface TimedCurveDrawing {
  path: string;
  values: AxisTick[];
  times: AxisTick[];
}

const pad2 = (value: number) => String(value).padStart(2, '0');

function timeLabel(seconds: number, short: boolean): string {
  const date = new Date(seconds * 1000);
  if (short) return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`;
  return `${date.getUTCDate()} ${tr.chart.monthsShort[date.getUTCMonth()]}`;
}

/** The drawing of the curve, or null below two distinct times. */
export function timedCurveDrawing(
  points: readonly { time: number; equity: number }[],
): TimedCurveDrawing | null {
  const series = toSeriesPoints(points);
  if (series.length < 2) return null;
  const first = series[0].time;
  const span = series[series.length - 1].time - first;
  const values = series.map((point) => point.value);
  const axis = valueAxis(values, Math.max(MIN_SPAN_USD, Math.abs(Math.max(...values)) * MIN_SPAN_SHARE));
  const short = span <= SHORT_SPAN_S;
  return {
    path: plotPath(series.map((point) => ({ x: (point.time - first) / span, y: axis.at(point.value) }))),
    values: axis.ticks.map((value) => ({ at: axis.at(value), label: formatMoney(value) })),
    times: evenFractions(TIME_TICKS).map((at) => ({ at, label: timeLabel(first + at * span, short) })),
  };
}
