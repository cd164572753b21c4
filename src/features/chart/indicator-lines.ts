// The indicator lines a chart shows for its bars and the customer's chosen indicators, as overlay
// data (chart-overlays.ts). Computed from the closes; a bar without a value yet (the first bars of
// a window) is left out, so lines start where their window is full.
import type { Candle } from '../../../contract/entities';
import type { ChartIndicator } from '../settings';
import type { OverlayLine, OverlayPane, OverlayPoint } from './chart-overlays';
import { bollinger } from './indicators/bollinger';
import { ema, sma, type Series } from './indicators/moving-averages';
import { rsi } from './indicators/rsi';

export const SMA_PERIOD = 20;
export const EMA_PERIOD = 20;
export const BOLLINGER_PERIOD = 20;
export const BOLLINGER_DEVIATIONS = 2;
export const RSI_PERIOD = 14;

export interface IndicatorColors {
  sma: string;
  ema: string;
  bollinger: string;
  rsi: string;
}

function pointsOf(candles: readonly Candle[], series: Series): OverlayPoint[] {
  const points: OverlayPoint[] = [];
  series.forEach((value, index) => {
    if (value !== null) points.push({ time: candles[index].time, value });
  });
  return points;
}

export function indicatorLinesOf(
  candles: readonly Candle[],
  indicators: readonly ChartIndicator[],
  colors: IndicatorColors,
): OverlayLine[] {
  const closes = candles.map((candle) => candle.close);
  const line = (key: string, pane: OverlayPane, color: string, series: Series): OverlayLine => ({
    key,
    pane,
    color,
    points: pointsOf(candles, series),
  });
  const lines: OverlayLine[] = [];
  for (const indicator of indicators) {
    if (indicator === 'sma') lines.push(line('sma', 'price', colors.sma, sma(closes, SMA_PERIOD)));
    else if (indicator === 'ema') lines.push(line('ema', 'price', colors.ema, ema(closes, EMA_PERIOD)));
    else if (indicator === 'bollinger') {
      const bands = bollinger(closes, BOLLINGER_PERIOD, BOLLINGER_DEVIATIONS);
      lines.push(line('bollinger-upper', 'price', colors.bollinger, bands.upper));
      lines.push(line('bollinger-middle', 'price', colors.bollinger, bands.middle));
      lines.push(line('bollinger-lower', 'price', colors.bollinger, bands.lower));
    } else lines.push(line('rsi', 'rsi', colors.rsi, rsi(closes, RSI_PERIOD)));
  }
  return lines;
}
