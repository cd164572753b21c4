// The robot detail's equity curve on lightweight-charts (the project's chart library). The library
// is imported dynamically, like the price chart does, so webpack keeps it in its own chunk: it loads
// when a robot's detail first draws its curve, never with the catalogue or the sign-in page. Without
// a canvas (jsdom) the promise rejects and the page stays usable without the drawing.
import type { IChartApi, UTCTimestamp } from 'lightweight-charts';
import type { EquityPoint } from '../../../contract/robots';
import { turkishTimeOptions } from '../../lib/chart-time-labels';

export interface EquityChartColors {
  background: string;
  text: string;
  grid: string;
  line: string;
  areaTop: string;
  areaBottom: string;
}

export interface EquityChart {
  setPoints(points: readonly EquityPoint[]): void;
  setColors(colors: EquityChartColors): void;
  remove(): void;
}

/** Equity is in USD: two decimals on the axis. */
const EQUITY_DECIMALS = 2;

/**
 * The library refuses two points with the same time and times out of order; the server's curve is
 * in order, but one bar may carry two closes, so the last value of a time wins.
 */
export function toSeriesPoints(points: readonly EquityPoint[]): { time: UTCTimestamp; value: number }[] {
  const byTime = new Map<number, number>();
  for (const point of points) byTime.set(point.time, point.equity);
  return [...byTime]
    .sort(([a], [b]) => a - b)
    .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}

export async function createEquityChart(
  container: HTMLElement,
  heightPx: number,
  colors: EquityChartColors,
): Promise<EquityChart> {
  const { createChart, AreaSeries, ColorType } = await import('lightweight-charts');
  const layoutOf = (next: EquityChartColors) => ({
    layout: { background: { type: ColorType.Solid, color: next.background }, textColor: next.text },
    grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
    rightPriceScale: { borderColor: next.grid },
    timeScale: { borderColor: next.grid },
  });
  const seriesColorsOf = (next: EquityChartColors) => ({
    lineColor: next.line,
    topColor: next.areaTop,
    bottomColor: next.areaBottom,
  });
  // Month and day names come from the catalogue, not the browser's language (issue 22, item 8).
  const turkish = turkishTimeOptions(false);
  const chart: IChartApi = createChart(container, {
    height: heightPx,
    autoSize: true,
    ...layoutOf(colors),
    localization: turkish.localization,
    timeScale: { ...turkish.timeScale, borderColor: colors.grid },
  });
  const series = chart.addSeries(AreaSeries, {
    ...seriesColorsOf(colors),
    lineWidth: 2,
    priceFormat: { type: 'price', precision: EQUITY_DECIMALS, minMove: 10 ** -EQUITY_DECIMALS },
  });
  return {
    setPoints: (points) => {
      series.setData(toSeriesPoints(points));
      chart.timeScale().fitContent();
    },
    setColors: (next) => {
      chart.applyOptions(layoutOf(next));
      series.applyOptions(seriesColorsOf(next));
    },
    remove: () => chart.remove(),
  };
}
