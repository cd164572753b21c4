// One-minute and daily OHLC bars built from ticks (on the bid, as charts usually show), with a
// bounded history per symbol. Daily bars start at 00:00 Europe/Istanbul.
import type { Candle, CandleInterval } from '../../../contract/entities';
import type { Tick } from './engine-types';

export const MINUTE_BARS_PER_SYMBOL_MAX = 3 * 24 * 60;
export const DAILY_BARS_PER_SYMBOL_MAX = 2 * 365;
export const CANDLES_PER_QUERY_MAX = 1000;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

const BAR_LIMITS: Record<CandleInterval, number> = {
  '1m': MINUTE_BARS_PER_SYMBOL_MAX,
  '1d': DAILY_BARS_PER_SYMBOL_MAX,
};

/** Start of the bar holding `timeMs`, in unix seconds. */
export function barStartSeconds(interval: CandleInterval, timeMs: number): number {
  if (interval === '1m') return Math.floor(timeMs / MINUTE_MS) * 60;
  const dayStartMs = Math.floor((timeMs + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS - ISTANBUL_OFFSET_MS;
  return dayStartMs / 1000;
}

export class CandleStore {
  private readonly bars = new Map<string, Candle[]>();

  record(tick: Tick): void {
    this.add(tick.symbol, '1m', tick.bid, tick.time);
    this.add(tick.symbol, '1d', tick.bid, tick.time);
  }

  /** Puts ready-made bars (e.g. simulated history) in front of whatever is recorded. */
  seed(symbol: string, interval: CandleInterval, history: readonly Candle[]): void {
    const bars = this.listOf(symbol, interval);
    const firstTime = bars.length > 0 ? bars[0].time : Infinity;
    const older = history.filter((bar) => bar.time < firstTime).map((bar) => ({ ...bar }));
    bars.unshift(...older);
    this.trim(bars, interval);
  }

  /** The latest `limit` bars, oldest first. */
  query(symbol: string, interval: CandleInterval, limit: number): Candle[] {
    const bars = this.bars.get(`${interval}:${symbol}`);
    if (!bars) return [];
    const count = Math.max(0, Math.min(Math.floor(limit), CANDLES_PER_QUERY_MAX, bars.length));
    return bars.slice(bars.length - count).map((bar) => ({ ...bar }));
  }

  private listOf(symbol: string, interval: CandleInterval): Candle[] {
    const key = `${interval}:${symbol}`;
    let bars = this.bars.get(key);
    if (!bars) {
      bars = [];
      this.bars.set(key, bars);
    }
    return bars;
  }

  private add(symbol: string, interval: CandleInterval, price: number, timeMs: number): void {
    const bars = this.listOf(symbol, interval);
    const time = barStartSeconds(interval, timeMs);
    const last = bars[bars.length - 1];
    if (last && last.time === time) {
      if (price > last.high) last.high = price;
      if (price < last.low) last.low = price;
      last.close = price;
      return;
    }
    // A late tick from an older bar is dropped rather than reopening history.
    if (last && time < last.time) return;
    bars.push({ time, open: price, high: price, low: price, close: price });
    this.trim(bars, interval);
  }

  private trim(bars: Candle[], interval: CandleInterval): void {
    const excess = bars.length - BAR_LIMITS[interval];
    if (excess > 0) bars.splice(0, excess);
  }
}
