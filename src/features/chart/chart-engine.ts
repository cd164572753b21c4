// The only place that touches lightweight-charts. The library is imported dynamically, so it is a
// chunk of its own loaded when a chart first mounts (never part of the sign-in bundle), and a
// failure to draw (jsdom has no canvas) leaves the page working without a chart.
import type { Candle } from '../../../contract/entities';

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
  remove(): void;
}

export interface CandleChartOptions {
  heightPx: number;
  colors: ChartColors;
  /** Minute bars show the time of day on the axis. */
  showTime: boolean;
}

export async function createCandleChart(
  container: HTMLElement,
  options: CandleChartOptions,
): Promise<CandleChart> {
  const { createChart, CandlestickSeries, ColorType } = await import('lightweight-charts');
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

  const chart = createChart(container, {
    height: options.heightPx,
    autoSize: true,
    ...layoutOf(options.colors),
    timeScale: { timeVisible: options.showTime, secondsVisible: false, borderColor: options.colors.grid },
  });
  const series = chart.addSeries(CandlestickSeries, seriesColorsOf(options.colors));
  type SeriesBar = Parameters<typeof series.update>[0];
  // Our bar times are unix seconds, which is what the library's UTCTimestamp brands.
  const toBar = (candle: Candle) => ({ ...candle }) as SeriesBar;

  return {
    setCandles: (candles) => series.setData(candles.map(toBar)),
    updateCandle: (candle) => series.update(toBar(candle)),
    setColors: (colors) => {
      chart.applyOptions(layoutOf(colors));
      series.applyOptions(seriesColorsOf(colors));
    },
    setPriceDigits: (digits) =>
      series.applyOptions({ priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits } }),
    remove: () => chart.remove(),
  };
}
