// Live prices folded into the server's bars, as a pure function so the chart's data flow is tested
// without a canvas. Bars are on the bid, like the server's (server/src/engine/candles.ts).
import type { Candle, CandleInterval } from '../../../contract/entities';

export const INTERVAL_SECONDS: Record<CandleInterval, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
};

/**
 * The bars after a price seen at `timeSec`. Inside the last bar's period the last bar moves
 * (close, and high or low when exceeded); after it, a new bar opens on the last bar's grid, so a
 * daily bar keeps the server's day boundary. A price older than the last bar is ignored.
 * Returns the same array when nothing changed, and never mutates its input.
 */
export function mergePriceIntoCandles(
  candles: readonly Candle[],
  price: number,
  timeSec: number,
  interval: CandleInterval,
): readonly Candle[] {
  if (!Number.isFinite(price)) return candles;
  const period = INTERVAL_SECONDS[interval];
  const last = candles[candles.length - 1];
  if (!last) {
    const time = Math.floor(timeSec / period) * period;
    return [{ time, open: price, high: price, low: price, close: price }];
  }
  if (timeSec < last.time) return candles;
  if (timeSec < last.time + period) {
    if (last.close === price && price <= last.high && price >= last.low) return candles;
    const updated: Candle = {
      ...last,
      high: Math.max(last.high, price),
      low: Math.min(last.low, price),
      close: price,
    };
    return [...candles.slice(0, -1), updated];
  }
  const periodsAhead = Math.floor((timeSec - last.time) / period);
  const time = last.time + periodsAhead * period;
  return [...candles, { time, open: price, high: price, low: price, close: price }];
}

/** The bar a chart should draw after the merge: the last one (lightweight-charts `update`). */
export const lastCandle = (candles: readonly Candle[]): Candle | undefined => candles[candles.length - 1];
