// The trading part of the app: `createTradingServices` builds the engine from the database, the
// feed, the candles and the live hub (main.ts calls it once); its `plugin` registers the routes of
// /api/orders and /api/margin and the live socket, and stops the feed and drains pending writes when
// the app closes. core's buildApp registers `plugin` after the users routes.
import type { FastifyPluginAsync } from 'fastify';
import type { AccountFiguresProvider } from '../accounts/account-figures';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { CandleStore } from '../engine/candles';
import { INSTRUMENTS } from '../engine/catalogue';
import type { PriceFeed, Tick } from '../engine/engine-types';
import { isOpen } from '../engine/market-hours';
import { SimulatedFeed } from '../engine/simulated-feed';
import { intervalScheduler } from '../engine/system-time';
import { LiveHub } from '../ws/live-hub';
import { liveSocket } from '../ws/live-socket';
import { LiveBridge } from './live-bridge';
import { marginRoutes } from './margin-routes';
import { ordersRoutes } from './orders-routes';
import { maxOrderId } from './orders-repository';
import { TradingService, type TradingLogger } from './trading-service';

export interface TradingServicesOptions {
  db: Database;
  config: AppConfig;
  clock: Clock;
  /** Tests and the benchmark push their own ticks; by default the seeded simulated feed runs. */
  feed?: PriceFeed;
  flushIntervalMs?: number;
  heartbeatIntervalMs?: number;
  logger?: TradingLogger;
}

export interface TradingServices {
  /** Registered by buildApp after the users routes. */
  plugin: FastifyPluginAsync;
  /** Live figures for GET /api/users/profile. */
  accountFigures: AccountFiguresProvider;
  service: TradingService;
  hub: LiveHub;
  feed: PriceFeed;
  candles: CandleStore;
  /** Stops the feed and the hub and waits for every pending write (also run when the app closes). */
  close(): Promise<void>;
}

const consoleLogger: TradingLogger = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
};

function latestQuotes(feed: PriceFeed): Tick[] {
  const quotes: Tick[] = [];
  for (const instrument of INSTRUMENTS) {
    const quote = feed.lastQuote(instrument.symbol);
    if (quote) quotes.push(quote);
  }
  return quotes;
}

export async function createTradingServices(options: TradingServicesOptions): Promise<TradingServices> {
  const { db, config, clock } = options;
  const engineClock = { nowMs: () => clock.now() };
  const feed =
    options.feed ??
    new SimulatedFeed({
      instruments: INSTRUMENTS,
      seed: config.feedSeed,
      tickMs: config.feedTickMs,
      clock: engineClock,
      scheduler: intervalScheduler,
    });
  let lastOrderId = await maxOrderId(db);
  // The hub asks the bridge for snapshots; the bridge needs the service, which needs the hub.
  let bridge: LiveBridge | null = null;
  const hub = new LiveHub({
    flushIntervalMs: options.flushIntervalMs,
    personalSnapshot: (userId) => bridge?.personalSnapshot(userId) ?? [],
    beforeFlush: () => bridge?.beforeFlush(),
    onWatchChange: (userId, watched) => bridge?.watch(userId, watched),
  });
  const service = await TradingService.create({
    db,
    clock,
    hub,
    engineOptions: {
      instruments: INSTRUMENTS,
      clock: engineClock,
      isMarketOpen: isOpen,
      newOrderId: () => String((lastOrderId += 1)),
    },
    latestQuotes: () => latestQuotes(feed),
    logger: options.logger ?? consoleLogger,
  });
  const candles = new CandleStore();
  if (feed instanceof SimulatedFeed) seedCandleHistory(candles, feed, clock.now());
  const liveBridge = new LiveBridge(service, hub, clock);
  bridge = liveBridge;
  for (const quote of latestQuotes(feed)) liveBridge.publishQuote(quote);
  liveBridge.publishMarketChanges();

  const stopListening = feed.onTick((tick) => {
    candles.record(tick);
    service.applyTick(tick);
    liveBridge.publishQuote(tick);
  });
  feed.start();

  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    stopListening();
    feed.stop();
    hub.stop();
    await service.whenPersisted();
  }

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(ordersRoutes, { prefix: '/api/orders', service });
    await app.register(marginRoutes, { prefix: '/api/margin', service, candles });
    await app.register(liveSocket, {
      hub,
      verifyToken: (token) => app.sessions.verifyToken(token),
      onRevoke: (listener) => {
        app.sessions.onRevoke(listener);
      },
      heartbeatIntervalMs: options.heartbeatIntervalMs,
      prepare: (userId) => service.ensureAccount(userId),
    });
    app.addHook('onClose', close);
  };

  return { plugin, accountFigures: (userId) => service.figures(userId), service, hub, feed, candles, close };
}

/** Bars a fresh server's chart shows before its own ticks have built any (simulated feed only). */
export const HISTORY_MINUTE_BARS = 300;
export const HISTORY_DAILY_BARS = 200;

function seedCandleHistory(candles: CandleStore, feed: SimulatedFeed, nowMs: number): void {
  for (const instrument of INSTRUMENTS) {
    candles.seed(instrument.symbol, '1m', feed.history(instrument.symbol, '1m', HISTORY_MINUTE_BARS, nowMs));
    candles.seed(instrument.symbol, '1d', feed.history(instrument.symbol, '1d', HISTORY_DAILY_BARS, nowMs));
  }
}

/** The routes alone, for an app that wires its own services (server-shape.md names it). */
export const tradingRoutes: FastifyPluginAsync<{ services: TradingServices }> = async (app, { services }) => {
  await app.register(services.plugin);
};
