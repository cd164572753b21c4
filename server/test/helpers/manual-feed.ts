// A PriceFeed whose ticks are pushed by its owner: tests and the benchmarks drive prices with it,
// and it is the shape an adapter for a real market-data source would take.
import type { PriceFeed, Tick, TickListener } from '../../src/engine/engine-types';

export class ManualFeed implements PriceFeed {
  private readonly listeners = new Set<TickListener>();
  private readonly quotes = new Map<string, Tick>();

  constructor(initial: readonly Tick[] = []) {
    for (const tick of initial) this.quotes.set(tick.symbol, tick);
  }

  start(): void {
    // Nothing runs by itself; ticks arrive through push().
  }

  stop(): void {
    this.listeners.clear();
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lastQuote(symbol: string): Tick | null {
    return this.quotes.get(symbol) ?? null;
  }

  push(tick: Tick): void {
    this.quotes.set(tick.symbol, tick);
    for (const listener of this.listeners) listener(tick);
  }
}
