// OHLC bars of six sizes (1m, 5m, 15m, 1h, 4h, 1d) built from the same ticks (on the bid, as
// charts usually show), with a bounded history per symbol and size, plus the current trading day's
// open, high and low (daily-stats.ts), which are the same ticks seen per market session.
// Intraday bars sit on the unix-time grid (a 4h bar starts at 00, 04, 08, ... UTC); daily bars
// start at 00:00 Europe/Istanbul.
import {
  CANDLE_INTERVALS,
  type Candle,
  type CandleInterval,
  type MarketCategory,
} from '../../../contract/entities';
import { BarSeries } from './bar-series';
import { findInstrument } from './catalogue';
import { DailyStats } from './daily-stats';
import type { Tick } from './engine-types';

export const MINUTE_BARS_PER_SYMBOL_MAX = 3 * 24 * 60;
export const DAILY_BARS_PER_SYMBOL_MAX = 2 * 365;
export const CANDLES_PER_QUERY_MAX = 1000;
/** 5m, 15m, 1h and 4h keep what one query can show: 3.5 days, 10 days, 6 weeks and 5.5 months. */
export const INTRADAY_BARS_PER_SYMBOL_MAX = CANDLES_PER_QUERY_MAX;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const ISTANBUL_OFFSET_MS = 3 * HOUR_MS;

export const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
};

export const BAR_LIMITS: Record<CandleInterval, number> = {
  '1m': MINUTE_BARS_PER_SYMBOL_MAX,
  '5m': INTRADAY_BARS_PER_SYMBOL_MAX,
  '15m': INTRADAY_BARS_PER_SYMBOL_MAX,
  '1h': INTRADAY_BARS_PER_SYMBOL_MAX,
  '4h': INTRADAY_BARS_PER_SYMBOL_MAX,
  '1d': DAILY_BARS_PER_SYMBOL_MAX,
};

const catalogueCategoryOf = (symbol: string): MarketCategory | undefined => findInstrument(symbol)?.category;

/** The sizes built from minute bars when only minute history is seeded. */
const FROM_MINUTES: readonly CandleInterval[] = ['5m', '15m', '1h', '4h'];

/** Start of the bar holding `timeMs`, in unix seconds. */
export function barStartSeconds(interval: CandleInterval, timeMs: number): number {
  if (interval !== '1d') return (Math.floor(timeMs / INTERVAL_MS[interval]) * INTERVAL_MS[interval]) / 1000;
  const dayStartMs = Math.floor((timeMs + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS - ISTANBUL_OFFSET_MS;
  return dayStartMs / 1000;
}

/** Bars regrouped into a larger size (each input bar falls whole into one output bar). */
export function aggregateBars(bars: readonly Candle[], interval: CandleInterval): Candle[] {
  const out: Candle[] = [];
  for (const bar of bars) {
    const time = barStartSeconds(interval, bar.time * 1000);
    const last = out[out.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, bar.high);
      last.low = Math.min(last.low, bar.low);
      last.close = bar.close;
    } else out.push({ time, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
  }
  return out;
}

export class CandleStore {
  /** Each symbol's bars of each size, in five-number rows (bar-series.ts says why). */
  private readonly bars = new Map<string, BarSeries>();
  /** The current trading day's figures of each symbol, fed by the same ticks. */
  readonly daily: DailyStats;

  /** `categoryOf` names each symbol's market, for its session start (the catalogue by default). */
  constructor(categoryOf: (symbol: string) => MarketCategory | undefined = catalogueCategoryOf) {
    this.daily = new DailyStats(categoryOf);
  }

  record(tick: Tick): void {
    for (const interval of CANDLE_INTERVALS) this.add(tick.symbol, interval, tick.bid, tick.time);
    this.daily.record(tick);
  }

  /**
   * Puts ready-made bars (e.g. simulated history) in front of whatever is recorded. Minute bars
   * also seed the 5m to 4h sizes and the day's figures, so a fresh server's every chart has bars.
   */
  seed(symbol: string, interval: CandleInterval, history: readonly Candle[]): void {
    const bars = this.seriesOf(symbol, interval);
    const firstTime = bars.firstTime() ?? Infinity;
    bars.prepend(history.filter((bar) => bar.time < firstTime));
    if (interval !== '1m' || history.length === 0) return;
    this.daily.seedFromMinuteBars(symbol, history);
    for (const larger of FROM_MINUTES) {
      // The first larger bar may be partial; it is still the best a fresh server knows.
      this.seed(symbol, larger, aggregateBars(history, larger));
    }
  }

  /** The latest `limit` bars, oldest first. */
  query(symbol: string, interval: CandleInterval, limit: number): Candle[] {
    const bars = this.bars.get(`${interval}:${symbol}`);
    if (!bars) return [];
    return bars.latest(Math.max(0, Math.min(Math.floor(limit), CANDLES_PER_QUERY_MAX)));
  }

  private seriesOf(symbol: string, interval: CandleInterval): BarSeries {
    const key = `${interval}:${symbol}`;
    let bars = this.bars.get(key);
    if (!bars) {
      bars = new BarSeries(BAR_LIMITS[interval]);
      this.bars.set(key, bars);
    }
    return bars;
  }

  private add(symbol: string, interval: CandleInterval, price: number, timeMs: number): void {
    const bars = this.seriesOf(symbol, interval);
    const time = barStartSeconds(interval, timeMs);
    const lastTime = bars.lastTime();
    if (lastTime === time) {
      bars.updateLast(price);
      return;
    }
    // A late tick from an older bar is dropped rather than reopening history.
    if (lastTime !== undefined && time < lastTime) return;
    bars.push({ time, open: price, high: price, low: price, close: price });
  }
}

/**
 * Bars a fresh server's chart shows before its own ticks have built any, per size: five hours of
 * minutes, and 300 bars of each larger intraday size (25 hours of 5m to 50 days of 4h), 200 days.
 */
export const HISTORY_BARS: Record<CandleInterval, number> = {
  '1m': 300,
  '5m': 300,
  '15m': 300,
  '1h': 300,
  '4h': 300,
  '1d': 200,
};

/**
 * Seeds every size of every symbol from a history source (the simulated feed's `history`).
 * Minutes go first, so the recent larger bars and the day's figures come from the same minutes
 * the 1m chart shows; each size's own history then fills in before them.
 */
export function seedCandleHistory(
  store: CandleStore,
  symbols: readonly string[],
  historyOf: (symbol: string, interval: CandleInterval, count: number) => Candle[],
): void {
  for (const symbol of symbols) {
    for (const interval of CANDLE_INTERVALS)
      store.seed(symbol, interval, historyOf(symbol, interval, HISTORY_BARS[interval]));
  }
}
