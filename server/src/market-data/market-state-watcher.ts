// Publishes each market's opening and closing on the market-data bus at the moment it happens: it
// knows every market's next change from the calendars (market-hours.ts) and sleeps until the
// earliest one, instead of asking every market every second. A sleep never exceeds
// MARKET_STATE_SLEEP_MS_MAX, so a clock adjusted by the operating system is caught up with soon.
import type { Clock } from '../clock';
import type { Instrument, ScheduledTask, Timer } from '../engine/engine-types';
import { isOpenFor, nextCloseMsFor, nextOpenMsFor } from '../engine/market-hours';
import type { MarketDataBus } from './market-data-bus';

export const MARKET_STATE_SLEEP_MS_MAX = 60 * 60 * 1000;

interface WatchedMarket {
  instrument: Instrument;
  isOpen: boolean;
  /** The next instant its state changes; null for a market that never closes. */
  nextChangeMs: number | null;
}

export class MarketStateWatcher {
  private readonly markets: WatchedMarket[];
  private sleep: ScheduledTask | null = null;
  private running = false;

  constructor(
    instruments: readonly Instrument[],
    private readonly bus: MarketDataBus,
    private readonly clock: Clock,
    private readonly timer: Timer,
  ) {
    this.markets = instruments.map((instrument) => ({ instrument, isOpen: false, nextChangeMs: null }));
  }

  /** Publishes every market's current state, then each change as it comes. */
  start(): void {
    this.running = true;
    const nowMs = this.clock.nowMs();
    for (const market of this.markets) {
      market.isOpen = isOpenFor(market.instrument.hours, nowMs);
      this.publish(market, nowMs);
    }
    this.sleepUntilNextChange(nowMs);
  }

  stop(): void {
    this.running = false;
    this.sleep?.cancel();
    this.sleep = null;
  }

  /** Publishes the markets whose change has come by now (the timer calls it; tests may too). */
  wake(): void {
    const nowMs = this.clock.nowMs();
    for (const market of this.markets) {
      if (market.nextChangeMs === null || market.nextChangeMs > nowMs) continue;
      const open = isOpenFor(market.instrument.hours, nowMs);
      if (open === market.isOpen) {
        market.nextChangeMs = nextChangeMs(market, nowMs);
        continue;
      }
      market.isOpen = open;
      this.publish(market, nowMs);
    }
    this.sleepUntilNextChange(nowMs);
  }

  private publish(market: WatchedMarket, nowMs: number): void {
    const openMs = market.isOpen ? null : nextOpenMsFor(market.instrument.hours, nowMs);
    market.nextChangeMs = nextChangeMs(market, nowMs);
    this.bus.publishMarketState({
      symbol: market.instrument.symbol,
      isOpen: market.isOpen,
      oTime: openMs === null ? null : new Date(openMs).toISOString(),
      atMs: nowMs,
    });
  }

  private sleepUntilNextChange(nowMs: number): void {
    this.sleep?.cancel();
    this.sleep = null;
    if (!this.running) return;
    let earliestMs = Number.POSITIVE_INFINITY;
    for (const market of this.markets) {
      if (market.nextChangeMs !== null && market.nextChangeMs < earliestMs) earliestMs = market.nextChangeMs;
    }
    if (earliestMs === Number.POSITIVE_INFINITY) return;
    const delayMs = Math.min(Math.max(earliestMs - nowMs, 0), MARKET_STATE_SLEEP_MS_MAX);
    this.sleep = this.timer.after(delayMs, () => this.wake());
  }
}

function nextChangeMs(market: WatchedMarket, nowMs: number): number | null {
  const hours = market.instrument.hours;
  return market.isOpen ? nextCloseMsFor(hours, nowMs) : nextOpenMsFor(hours, nowMs);
}
