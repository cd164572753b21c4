// A seeded simulated price feed behind the PriceFeed interface: a geometric random walk per
// instrument with per-category volatility and a jittered spread around the instrument's typical
// one, rounded to its digits. Each scheduler step moves a share of the open instruments; a closed
// market does not tick. The same seed, clock and steps give the same ticks.
import type { Candle, CandleInterval, MarketCategory } from '../../../contract/entities';
import { barStartSeconds, INTERVAL_MS } from './candles';
import type {
  Clock,
  Instrument,
  PriceFeed,
  ScheduledTask,
  Scheduler,
  Tick,
  TickListener,
} from './engine-types';
import { isOpenFor } from './market-hours';
import { roundPrice } from './money';
import { hashSeed, mulberry32, normal, type Random } from './prng';

/** Annualised volatility per category (typical realised levels). */
export const ANNUAL_VOLATILITY: Record<MarketCategory, number> = {
  forex: 0.08,
  emtia: 0.25,
  indices: 0.18,
  bist: 0.35,
  equities: 0.3,
  crypto: 0.65,
};
const YEAR_MS = 365 * 24 * 3_600_000;
/** Spread jitter around the typical spread: ±20%. */
const SPREAD_JITTER = 0.2;

export interface SimulatedFeedOptions {
  instruments: readonly Instrument[];
  seed: number;
  tickMs: number;
  clock: Clock;
  scheduler: Scheduler;
  /** Defaults to the instrument's trading hours. */
  isOpen?: (instrument: Instrument, nowMs: number) => boolean;
  /** Share of open instruments that tick on each step (0–1]. */
  tickShare?: number;
  /** Multiplies every volatility, e.g. to make a demo livelier. */
  volatilityScale?: number;
  /** Mid prices to walk on from, and the history to end at, instead of the catalogue's (a cluster). */
  startingMids?: ReadonlyMap<string, number>;
}

interface Walk {
  instrument: Instrument;
  random: Random;
  mid: number;
  sigmaPerStep: number;
  quote: Tick;
}

export class SimulatedFeed implements PriceFeed {
  private readonly walks: Walk[];
  private readonly bySymbol = new Map<string, Walk>();
  private readonly listeners = new Set<TickListener>();
  private task: ScheduledTask | null = null;

  constructor(private readonly options: SimulatedFeedOptions) {
    if (!(options.tickMs > 0)) throw new Error('SimulatedFeed needs a positive tickMs');
    const scale = options.volatilityScale ?? 1;
    const nowMs = options.clock.nowMs();
    this.walks = options.instruments.map((instrument) => {
      const random = mulberry32(hashSeed(options.seed, instrument.symbol));
      const sigmaPerStep =
        ANNUAL_VOLATILITY[instrument.category] * scale * Math.sqrt(options.tickMs / YEAR_MS);
      const walk: Walk = {
        instrument,
        random,
        mid: options.startingMids?.get(instrument.symbol) ?? instrument.priceStart,
        sigmaPerStep,
        quote: { symbol: instrument.symbol, ask: 0, bid: 0, time: nowMs },
      };
      walk.quote = quoteAt(walk, nowMs);
      this.bySymbol.set(instrument.symbol, walk);
      return walk;
    });
  }

  start(): void {
    if (this.task) return;
    this.task = this.options.scheduler.every(this.options.tickMs, () => this.step());
  }

  stop(): void {
    this.task?.cancel();
    this.task = null;
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lastQuote(symbol: string): Tick | null {
    return this.bySymbol.get(symbol)?.quote ?? null;
  }

  /** One step of the walk; the scheduler calls it every tickMs (tests may call it directly). */
  step(): void {
    const nowMs = this.options.clock.nowMs();
    const share = this.options.tickShare ?? 0.5;
    const isOpen =
      this.options.isOpen ?? ((instrument: Instrument, atMs: number) => isOpenFor(instrument.hours, atMs));
    for (const walk of this.walks) {
      if (!isOpen(walk.instrument, nowMs)) continue;
      if (walk.random() >= share) continue;
      const sigma = walk.sigmaPerStep;
      walk.mid *= Math.exp(sigma * normal(walk.random) - (sigma * sigma) / 2);
      const quote = quoteAt(walk, nowMs);
      if (quote.ask === walk.quote.ask && quote.bid === walk.quote.bid) continue;
      walk.quote = quote;
      for (const listener of this.listeners) listener(quote);
    }
  }

  /**
   * `count` past bars ending before `endMs`, walked backwards from the starting price with the same
   * volatility, so a fresh server's chart is not empty. Deterministic for a seed.
   */
  history(symbol: string, interval: CandleInterval, count: number, endMs: number): Candle[] {
    const walk = this.bySymbol.get(symbol);
    if (!walk) return [];
    const { instrument } = walk;
    const intervalMs = INTERVAL_MS[interval];
    const random = mulberry32(hashSeed(this.options.seed ^ 0x9e3779b9, `${symbol}:${interval}`));
    const sigma =
      ANNUAL_VOLATILITY[instrument.category] *
      (this.options.volatilityScale ?? 1) *
      Math.sqrt(intervalMs / YEAR_MS);
    const bars: Candle[] = [];
    let close = this.options.startingMids?.get(symbol) ?? instrument.priceStart;
    const lastStartMs = barStartSeconds(interval, endMs) * 1000 - intervalMs;
    for (let i = 0; i < count; i++) {
      const open = close * Math.exp(sigma * normal(random));
      const wick = Math.abs(open - close) * random() + close * sigma * 0.3 * random();
      const round = (price: number): number => roundPrice(price, instrument.digits);
      const time = (lastStartMs - i * intervalMs) / 1000;
      bars.push({
        time,
        open: round(open),
        high: round(Math.max(open, close) + wick),
        low: round(Math.min(open, close) - wick),
        close: round(close),
      });
      close = open;
    }
    return bars.reverse();
  }
}

function quoteAt(walk: Walk, nowMs: number): Tick {
  const { digits, spread, symbol } = walk.instrument;
  const pointSize = 10 ** -digits;
  const jitteredSpread = spread * (1 - SPREAD_JITTER + 2 * SPREAD_JITTER * walk.random());
  walk.mid = Math.max(walk.mid, pointSize * 10);
  const bid = roundPrice(walk.mid - jitteredSpread / 2, digits);
  let ask = roundPrice(bid + jitteredSpread, digits);
  if (ask <= bid) ask = roundPrice(bid + pointSize, digits);
  return { symbol, ask, bid, time: nowMs };
}
