// Market data as one part of the server: the feed publishes to the market-data bus, the watcher
// publishes market openings and closings, and the candle store (with each day's figures) and the
// live stream subscribe. Trading (the risk engine) and later robots subscribe to the same bus.
import type { Candle, CandleInterval } from '../../../contract/entities';
import type { Clock } from '../clock';
import { CandleStore, seedCandleHistory } from '../engine/candles';
import { INSTRUMENTS } from '../engine/catalogue';
import { dailyMessagesOf } from '../engine/daily-stats';
import type { PriceFeed, Tick, Timer } from '../engine/engine-types';
import { SimulatedFeed } from '../engine/simulated-feed';
import { intervalScheduler, systemTimer } from '../engine/system-time';
import type { LivePublisher } from '../live/live-ports';
import { MarketDataBus, type MarketDataLogger } from './market-data-bus';
import { publishMarketDataLive } from './market-data-live';
import { MarketStateWatcher } from './market-state-watcher';

export interface MarketDataOptions {
  clock: Clock;
  live: LivePublisher;
  logger: MarketDataLogger;
  /** The seeded simulated feed's settings (ignored when `feed` is given). */
  feedSeed: number;
  feedTickMs: number;
  /** Tests and the benchmark push their own ticks; by default the seeded simulated feed runs. */
  feed?: PriceFeed;
  /** Wakes the market-state watcher; tests pass a manual one. */
  timer?: Timer;
  /**
   * Bars from before the server started, for back-tests longer than the candle store keeps
   * (newest last, ending where the store's history begins). The simulated feed's own history by
   * default; a feed without one has none unless a test gives it.
   */
  pastBars?: PastBarsSource;
  /**
   * Seeds the candle history from the seeded simulated feed's past, ending at `feed`'s current
   * prices, even though `feed` is another one: a cluster node whose ticks come from the feed's
   * leader (a chart must not be empty, nor jump where its history meets the live prices).
   */
  seededHistory?: boolean;
}

/** `count` bars of one size ending where the server's own history begins, oldest first. */
export type PastBarsSource = (symbol: string, interval: CandleInterval, count: number) => Candle[];

export interface MarketData {
  bus: MarketDataBus;
  feed: PriceFeed;
  candles: CandleStore;
  watcher: MarketStateWatcher;
  /** History older than the candle store keeps (see MarketDataOptions.pastBars). */
  pastBars: PastBarsSource;
  /** The latest quote of every symbol that has one (to prime a freshly built engine). */
  latestQuotes(): Tick[];
  start(): void;
  stop(): void;
}

export function createMarketData(options: MarketDataOptions): MarketData {
  const { clock, live } = options;
  const feed = options.feed ?? seededFeed(options);
  const bus = new MarketDataBus(options.logger);
  const candles = new CandleStore();
  let pastBars: PastBarsSource = options.pastBars ?? (() => []);
  const historyFeed =
    feed instanceof SimulatedFeed ? feed : options.seededHistory ? seededFeed(options, midsOf(feed)) : null;
  if (historyFeed) {
    const nowMs = clock.nowMs();
    // The same end time as the seeded bars, so the deep history continues them exactly.
    const history: PastBarsSource = (symbol, interval, count) =>
      historyFeed.history(symbol, interval, count, nowMs);
    seedCandleHistory(candles, symbolsOf(INSTRUMENTS), history);
    pastBars = options.pastBars ?? history;
  }
  const watcher = new MarketStateWatcher(INSTRUMENTS, bus, clock, options.timer ?? systemTimer);

  bus.onTick((tick) => {
    candles.record(tick);
    for (const message of dailyMessagesOf(candles.daily, tick))
      live.publishPublic(`d:${tick.symbol}`, message);
  });
  publishMarketDataLive(bus, live);
  publishStartingFigures(feed, candles, live);

  let stopFeed: (() => void) | null = null;
  return {
    bus,
    feed,
    candles,
    watcher,
    pastBars,
    latestQuotes: () => latestQuotes(feed),
    start() {
      watcher.start();
      stopFeed = feed.onTick((tick) => bus.publishTick(tick));
      feed.start();
    },
    stop() {
      stopFeed?.();
      feed.stop();
      watcher.stop();
    },
  };
}

function seededFeed(options: MarketDataOptions, startingMids?: ReadonlyMap<string, number>): SimulatedFeed {
  return new SimulatedFeed({
    instruments: INSTRUMENTS,
    seed: options.feedSeed,
    tickMs: options.feedTickMs,
    clock: options.clock,
    scheduler: intervalScheduler,
    startingMids,
  });
}

/** The feed's current mid prices, so a history seeded for it ends where its prices are. */
function midsOf(feed: PriceFeed): Map<string, number> {
  return new Map(latestQuotes(feed).map((quote) => [quote.symbol, (quote.ask + quote.bid) / 2]));
}

function latestQuotes(feed: PriceFeed): Tick[] {
  const quotes: Tick[] = [];
  for (const instrument of INSTRUMENTS) {
    const quote = feed.lastQuote(instrument.symbol);
    if (quote) quotes.push(quote);
  }
  return quotes;
}

/** Every symbol's starting price and day figures, so the first snapshot is complete. */
function publishStartingFigures(feed: PriceFeed, candles: CandleStore, live: LivePublisher): void {
  for (const quote of latestQuotes(feed)) {
    live.publishPublic(`p:${quote.symbol}`, {
      type: 'price',
      symbol: quote.symbol,
      ask: quote.ask,
      bid: quote.bid,
    });
    for (const message of dailyMessagesOf(candles.daily, quote))
      live.publishPublic(`d:${quote.symbol}`, message);
  }
}

function symbolsOf(instruments: typeof INSTRUMENTS): string[] {
  return instruments.map((instrument) => instrument.symbol);
}
