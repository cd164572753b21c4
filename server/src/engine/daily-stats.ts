// The day's open, high and low per symbol (on the bid, like the bars), counted from the market's
// own session start (session-start.ts). The first tick after a session start opens the new day;
// until it comes (a closed market) the last day's figures stay, which is what a terminal shows
// over a weekend. O(1) per tick and one small record per symbol, so it is bounded by the catalogue.
import type { Candle, MarketCategory } from '../../../contract/entities';
import type { DailyMessage } from '../../../contract/live';
import type { Tick } from './engine-types';
import { sessionStartMs } from './session-start';

export interface SessionFigures {
  /** When this trading day started, unix milliseconds. */
  sessionStartMs: number;
  open: number;
  high: number;
  low: number;
}

interface SymbolDay extends SessionFigures {
  /** The figures changed since dailyMessagesOf last reported them. */
  unsent: boolean;
}

export class DailyStats {
  private readonly days = new Map<string, SymbolDay>();

  /** `categoryOf` names each symbol's market; an unknown symbol is not counted. */
  constructor(private readonly categoryOf: (symbol: string) => MarketCategory | undefined) {}

  /** Folds a tick in; true when the open, high or low changed. */
  record(tick: Tick): boolean {
    const category = this.categoryOf(tick.symbol);
    if (!category || !Number.isFinite(tick.bid)) return false;
    const price = tick.bid;
    const day = this.days.get(tick.symbol);
    const startMs = sessionStartMs(category, tick.time);
    if (!day || startMs > day.sessionStartMs) {
      this.days.set(tick.symbol, {
        sessionStartMs: startMs,
        open: price,
        high: price,
        low: price,
        unsent: true,
      });
      return true;
    }
    // A late tick of an older day is dropped rather than reopening it.
    if (startMs < day.sessionStartMs) return false;
    if (price > day.high) day.high = price;
    else if (price < day.low) day.low = price;
    else return false;
    day.unsent = true;
    return true;
  }

  /**
   * Starts a symbol's day from ready-made minute bars (a fresh server's simulated history), using
   * the bars of the last bar's trading day. Ignored once the symbol has figures of its own.
   */
  seedFromMinuteBars(symbol: string, bars: readonly Candle[]): void {
    const category = this.categoryOf(symbol);
    const last = bars[bars.length - 1];
    if (!category || !last || this.days.has(symbol)) return;
    const startMs = sessionStartMs(category, last.time * 1000);
    const today = bars.filter((bar) => bar.time * 1000 >= startMs);
    this.days.set(symbol, {
      sessionStartMs: startMs,
      open: today[0].open,
      high: Math.max(...today.map((bar) => bar.high)),
      low: Math.min(...today.map((bar) => bar.low)),
      unsent: true,
    });
  }

  figures(symbol: string): SessionFigures | undefined {
    const day = this.days.get(symbol);
    if (!day) return undefined;
    return { sessionStartMs: day.sessionStartMs, open: day.open, high: day.high, low: day.low };
  }

  /** The symbol's figures when they changed since the last call for it, else undefined. */
  takeChange(symbol: string): SessionFigures | undefined {
    const day = this.days.get(symbol);
    if (!day || !day.unsent) return undefined;
    day.unsent = false;
    return this.figures(symbol);
  }
}

/**
 * The live `daily` messages to publish after a tick was recorded: one when the tick's symbol has a
 * new open, high or low, none otherwise. The price message carries the bid, so the client computes
 * the change % itself and prices stay small on the wire.
 */
export function dailyMessagesOf(stats: DailyStats, tick: Pick<Tick, 'symbol'>): DailyMessage[] {
  const change = stats.takeChange(tick.symbol);
  if (!change) return [];
  return [{ type: 'daily', symbol: tick.symbol, open: change.open, high: change.high, low: change.low }];
}
