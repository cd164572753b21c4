// The market-data bus: the feed publishes every tick here, and the market-state watcher publishes
// each market's opening and closing as it happens. Candles, the risk engine, the live stream and
// (later) robots subscribe; none of them knows the feed. Ticks are the hot path, so delivery is
// synchronous and in subscription order; a listener that throws is logged and the others still run.
import type { Tick } from '../engine/engine-types';

export interface MarketStateChange {
  symbol: string;
  isOpen: boolean;
  /** ISO 8601 of the next opening while closed, null while open. */
  oTime: string | null;
  atMs: number;
}

export type TickSubscriber = (tick: Tick) => void;
export type MarketStateSubscriber = (change: MarketStateChange) => void;

export interface MarketDataLogger {
  error(details: object, message: string): void;
}

export class MarketDataBus {
  private readonly tickSubscribers: TickSubscriber[] = [];
  private readonly stateSubscribers: MarketStateSubscriber[] = [];
  private readonly quotes = new Map<string, Tick>();
  private readonly states = new Map<string, MarketStateChange>();

  constructor(private readonly logger: MarketDataLogger) {}

  /** Returns a function that removes the subscriber. */
  onTick(subscriber: TickSubscriber): () => void {
    return addTo(this.tickSubscribers, subscriber);
  }

  /** The subscriber first hears every market's current state, then each change. */
  onMarketState(subscriber: MarketStateSubscriber): () => void {
    for (const state of this.states.values()) this.deliver(subscriber, state, 'market state');
    return addTo(this.stateSubscribers, subscriber);
  }

  publishTick(tick: Tick): void {
    this.quotes.set(tick.symbol, tick);
    for (const subscriber of this.tickSubscribers) this.deliver(subscriber, tick, 'tick');
  }

  publishMarketState(change: MarketStateChange): void {
    this.states.set(change.symbol, change);
    for (const subscriber of this.stateSubscribers) this.deliver(subscriber, change, 'market state');
  }

  lastQuote(symbol: string): Tick | null {
    return this.quotes.get(symbol) ?? null;
  }

  marketState(symbol: string): MarketStateChange | null {
    return this.states.get(symbol) ?? null;
  }

  private deliver<T>(subscriber: (value: T) => void, value: T, what: string): void {
    try {
      subscriber(value);
    } catch (error) {
      this.logger.error({ err: error }, `market-data ${what} subscriber failed`);
    }
  }
}

function addTo<T>(list: T[], item: T): () => void {
  list.push(item);
  return () => {
    const index = list.indexOf(item);
    if (index >= 0) list.splice(index, 1);
  };
}
