// Indicator math for the robots, as pure functions over a window of prices: each returns a series
// as long as its input, NaN where the indicator has too few bars yet (its warm-up). The live
// robot and the back-test call these on the same window of bars, so both see the same numbers.
// (The SPA's chart has its own drawing math; the server keeps its own so neither side's change
// moves the other's signals.)
import type { Candle } from '../../../contract/entities';

/** Simple moving average of the last `period` values. */
export function smaSeries(values: readonly number[], period: number): number[] {
  const out = new Array<number>(values.length).fill(NaN);
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) {
    sum += values[index];
    if (index >= period) sum -= values[index - period];
    if (index >= period - 1) out[index] = sum / period;
  }
  return out;
}

/**
 * Exponential moving average, seeded with the simple average of its first `period` numbers; NaN
 * inputs (another indicator's warm-up, as in MACD's signal line) are skipped, not averaged.
 */
export function emaSeries(values: readonly number[], period: number): number[] {
  const out = new Array<number>(values.length).fill(NaN);
  const weight = 2 / (period + 1);
  let previous = NaN;
  let sum = 0;
  let seen = 0;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (Number.isNaN(value)) continue;
    if (seen < period) {
      sum += value;
      seen += 1;
      if (seen === period) {
        previous = sum / period;
        out[index] = previous;
      }
      continue;
    }
    previous = value * weight + previous * (1 - weight);
    out[index] = previous;
  }
  return out;
}

/** Wilder's relative strength index, 0 to 100; 100 when a window had no losses. */
export function rsiSeries(values: readonly number[], period: number): number[] {
  const out = new Array<number>(values.length).fill(NaN);
  let gain = 0;
  let loss = 0;
  for (let index = 1; index < values.length; index += 1) {
    const change = values[index] - values[index - 1];
    const up = change > 0 ? change : 0;
    const down = change < 0 ? -change : 0;
    if (index <= period) {
      gain += up / period;
      loss += down / period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    if (index >= period) out[index] = loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

export interface BollingerBands {
  middle: number[];
  upper: number[];
  lower: number[];
}

/** Bollinger bands: the simple average ± `deviations` population standard deviations. */
export function bollingerSeries(
  values: readonly number[],
  period: number,
  deviations: number,
): BollingerBands {
  const middle = smaSeries(values, period);
  const upper = new Array<number>(values.length).fill(NaN);
  const lower = new Array<number>(values.length).fill(NaN);
  for (let index = period - 1; index < values.length; index += 1) {
    let squares = 0;
    for (let at = index - period + 1; at <= index; at += 1) squares += (values[at] - middle[index]) ** 2;
    const spread = deviations * Math.sqrt(squares / period);
    upper[index] = middle[index] + spread;
    lower[index] = middle[index] - spread;
  }
  return { middle, upper, lower };
}

export interface MacdLines {
  macd: number[];
  signal: number[];
}

/** MACD: fast EMA − slow EMA, and the EMA of that line as its signal line. */
export function macdSeries(values: readonly number[], fast: number, slow: number, signal: number): MacdLines {
  const fastLine = emaSeries(values, fast);
  const slowLine = emaSeries(values, slow);
  const macd = values.map((_, index) => fastLine[index] - slowLine[index]);
  return { macd, signal: emaSeries(macd, signal) };
}

/** Wilder's average true range: how far price travels in a bar, gaps included. */
export function atrSeries(candles: readonly Candle[], period: number): number[] {
  const out = new Array<number>(candles.length).fill(NaN);
  let atr = 0;
  for (let index = 1; index < candles.length; index += 1) {
    const bar = candles[index];
    const previousClose = candles[index - 1].close;
    const range = Math.max(
      bar.high - bar.low,
      Math.abs(bar.high - previousClose),
      Math.abs(bar.low - previousClose),
    );
    atr = index <= period ? atr + range / period : (atr * (period - 1) + range) / period;
    if (index >= period) out[index] = atr;
  }
  return out;
}

/** +1 when `a` crossed above `b` at the last bar, −1 when below, 0 otherwise (or not known yet). */
export function crossAtEnd(a: readonly number[], b: readonly number[]): -1 | 0 | 1 {
  const last = a.length - 1;
  if (last < 1) return 0;
  const before = a[last - 1] - b[last - 1];
  const now = a[last] - b[last];
  if (Number.isNaN(before) || Number.isNaN(now)) return 0;
  if (before <= 0 && now > 0) return 1;
  if (before >= 0 && now < 0) return -1;
  return 0;
}

/** Whether `series` crossed the level `level` upward (+1) or downward (−1) at the last bar. */
export function crossLevelAtEnd(series: readonly number[], level: number): -1 | 0 | 1 {
  return crossAtEnd(series, new Array<number>(series.length).fill(level));
}
