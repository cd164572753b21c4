// The only place that touches lightweight-charts. The library is imported dynamically, so it is a
// chunk of its own loaded when a chart first mounts (never part of the sign-in bundle), and a
// failure to draw (jsdom has no canvas) leaves the page working without a chart. Besides the
// candles it draws the overlays of chart-overlays.ts: indicator lines, with RSI in a pane of its
// own under the prices, and price lines for the customer's positions.
import type {
  BarData,
  IChartApi,
  IPriceLine,
  ISeriesApi,
  LineData,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '../../../contract/entities';
import { turkishTimeOptions } from '../../lib/chart-time-labels';
import type { OverlayLine, PriceLineSpec } from './chart-overlays';

/** Height of the RSI pane; the price pane keeps the rest of the chart. */
export const RSI_PANE_HEIGHT_PX = 120;
const PRICE_PANE = 0;
const RSI_PANE = 1;

export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
}

export interface CandleChart {
  setCandles(candles: readonly Candle[]): void;
  /** Draws the given bar over the last one, or after it (lightweight-charts `update`). */
  updateCandle(candle: Candle): void;
  setColors(colors: ChartColors): void;
  /** Decimal places of the price axis (the symbol's digits). */
  setPriceDigits(digits: number): void;
  /** Indicator lines; a line whose points only moved at the end is updated, not redrawn. */
  setOverlayLines(lines: readonly OverlayLine[]): void;
  setPriceLines(lines: readonly PriceLineSpec[]): void;
  /** The bar under the cursor, or null when the cursor leaves the bars. */
  onCrosshairBar(listener: (bar: Candle | null) => void): void;
  /** Where a price sits on the price pane, in px from its top; null before there is a scale. */
  priceToY(price: number): number | null;
  /** The price at `y` px from the price pane's top; null outside the scale. */
  yToPrice(y: number): number | null;
  /** Told after anything that may move the price scale (scroll, zoom, new bars, resize); returns the unsubscribe. */
  onViewChange(listener: () => void): () => void;
  /** A click on the chart, with the price under it. */
  onClickPrice(listener: (price: number) => void): void;
  /** Panes shown (1, or 2 with RSI) and the keys of the price lines drawn, for tests and probes. */
  describe(): { panes: number; priceLines: string[] };
  remove(): void;
}

export interface CandleChartOptions {
  heightPx: number;
  colors: ChartColors;
  /** Intraday bars show the time of day on the axis. */
  showTime: boolean;
}

type LineSeriesApi = ISeriesApi<'Line', Time>;

interface DrawnLine {
  series: LineSeriesApi;
  pane: number;
  firstTime: number | undefined;
  length: number;
}

/** The candle series' data under the cursor is a bar; whitespace entries have no prices. */
const isBar = (data: object): data is BarData => 'open' in data && 'close' in data;

const toLineData = (point: { time: number; value: number }) =>
  ({ time: point.time as UTCTimestamp, value: point.value }) satisfies LineData;

export async function createCandleChart(
  container: HTMLElement,
  options: CandleChartOptions,
): Promise<CandleChart> {
  const { createChart, CandlestickSeries, LineSeries, LineStyle, ColorType } =
    await import('lightweight-charts');
  const layoutOf = (colors: ChartColors) => ({
    layout: { background: { type: ColorType.Solid, color: colors.background }, textColor: colors.text },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    timeScale: { borderColor: colors.grid },
  });
  const seriesColorsOf = (colors: ChartColors) => ({
    upColor: colors.up,
    downColor: colors.down,
    borderUpColor: colors.up,
    borderDownColor: colors.down,
    wickUpColor: colors.up,
    wickDownColor: colors.down,
  });

  // Month and day names come from the catalogue, not the browser's language (issue 22, item 8).
  const turkish = turkishTimeOptions(options.showTime);
  const chart: IChartApi = createChart(container, {
    height: options.heightPx,
    autoSize: true,
    ...layoutOf(options.colors),
    localization: turkish.localization,
    timeScale: {
      ...turkish.timeScale,
      timeVisible: options.showTime,
      secondsVisible: false,
      borderColor: options.colors.grid,
    },
  });
  const series = chart.addSeries(CandlestickSeries, seriesColorsOf(options.colors));
  type SeriesBar = Parameters<typeof series.update>[0];
  // Our bar times are unix seconds, which is what the library's UTCTimestamp brands.
  const toBar = (candle: Candle) => ({ ...candle }) as SeriesBar;
  const lines = new Map<string, DrawnLine>();
  const priceLines = new Map<string, IPriceLine>();

  function drawLine(line: OverlayLine): void {
    const pane = line.pane === 'rsi' ? RSI_PANE : PRICE_PANE;
    let drawn = lines.get(line.key);
    if (drawn && drawn.pane !== pane) {
      chart.removeSeries(drawn.series);
      drawn = undefined;
    }
    if (!drawn) {
      const created = chart.addSeries(
        LineSeries,
        { color: line.color, lineWidth: 1, priceLineVisible: false, lastValueVisible: pane === RSI_PANE },
        pane,
      );
      drawn = { series: created, pane, firstTime: undefined, length: 0 };
      lines.set(line.key, drawn);
      if (pane === RSI_PANE) chart.panes()[RSI_PANE]?.setHeight(RSI_PANE_HEIGHT_PX);
    } else drawn.series.applyOptions({ color: line.color });
    const first = line.points[0]?.time;
    const last = line.points[line.points.length - 1];
    // A tick moves only the last bar: the same points but the last one, so update that one.
    if (drawn.firstTime === first && drawn.length === line.points.length && last)
      drawn.series.update(toLineData(last));
    else drawn.series.setData(line.points.map(toLineData));
    drawn.firstTime = first;
    drawn.length = line.points.length;
  }

  const viewListeners: (() => void)[] = [];
  const viewChanged = () => {
    for (const listener of viewListeners) listener();
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(viewChanged);
  chart.timeScale().subscribeSizeChange(viewChanged);

  return {
    setCandles: (candles) => {
      series.setData(candles.map(toBar));
      viewChanged();
    },
    updateCandle: (candle) => {
      series.update(toBar(candle));
      viewChanged();
    },
    priceToY: (price) => series.priceToCoordinate(price),
    yToPrice: (y) => series.coordinateToPrice(y),
    onViewChange: (listener) => {
      viewListeners.push(listener);
      return () => {
        const index = viewListeners.indexOf(listener);
        if (index >= 0) viewListeners.splice(index, 1);
      };
    },
    onClickPrice: (listener) =>
      chart.subscribeClick((param) => {
        const price = param.point ? series.coordinateToPrice(param.point.y) : null;
        if (price !== null) listener(price);
      }),
    setColors: (colors) => {
      chart.applyOptions(layoutOf(colors));
      series.applyOptions(seriesColorsOf(colors));
    },
    setPriceDigits: (digits) =>
      series.applyOptions({ priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits } }),
    setOverlayLines: (next) => {
      const keep = new Set(next.map((line) => line.key));
      for (const [key, drawn] of lines) {
        if (keep.has(key)) continue;
        chart.removeSeries(drawn.series);
        lines.delete(key);
      }
      for (const line of next) drawLine(line);
    },
    setPriceLines: (next) => {
      const keep = new Set(next.map((line) => line.key));
      for (const [key, drawn] of priceLines) {
        if (keep.has(key)) continue;
        series.removePriceLine(drawn);
        priceLines.delete(key);
      }
      for (const spec of next) {
        const lineOptions = {
          price: spec.price,
          title: spec.title,
          color: spec.color,
          lineWidth: 1 as const,
          lineStyle: spec.dashed ? LineStyle.Dashed : LineStyle.Solid,
          axisLabelVisible: true,
        };
        const drawn = priceLines.get(spec.key);
        if (drawn) drawn.applyOptions(lineOptions);
        else priceLines.set(spec.key, series.createPriceLine(lineOptions));
      }
    },
    onCrosshairBar: (listener) =>
      chart.subscribeCrosshairMove((param) => {
        const bar = param.time === undefined ? undefined : param.seriesData.get(series);
        listener(
          bar && isBar(bar)
            ? { time: Number(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close }
            : null,
        );
      }),
    describe: () => ({ panes: chart.panes().length, priceLines: [...priceLines.keys()] }),
    remove: () => chart.remove(),
  };
}
