// The trading part of the app. `createTradingServices` builds the engine from the database and
// connects it to the seams: it subscribes to the market-data bus (every tick re-values the book),
// publishes committed decisions on the domain-event bus, and contributes to the live stream through
// the live plugin's ports. Its `plugin` registers the routes of /api/orders and /api/margin and
// drains pending writes when the app closes; buildApp registers it after the users routes.
import type { FastifyPluginAsync } from 'fastify';
import type { AccountFiguresProvider } from '../accounts/account-figures';
import type { AccountsEngine } from '../accounts/accounts-routes';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { INSTRUMENTS } from '../engine/catalogue';
import { isOpen } from '../engine/market-hours';
import type { DomainEventBus } from '../events/event-bus';
import type { JobDefinition } from '../jobs/job-scheduler';
import type { Live } from '../live/live-ports';
import type { MarketData } from '../market-data/market-data-services';
import { marginRoutes } from './margin-routes';
import { localMarginReads } from './margin-reads';
import { ordersRoutes } from './orders-routes';
import { EVERY_ACCOUNT, nextOrderIdAfter, type AccountScope } from './account-scope';
import { bulkOrdersRoutes } from './bulk-orders-routes';
import { maxOrderId } from './orders-repository';
import { orderExpiryJob } from './order-expiry-job';
import { swapRolloverJob } from './swap-rollover-job';
import { connectTradingLive } from './trading-live';
import { TradingService, type TradingLogger } from './trading-service';
import type { AccountTermsSource } from './trading-types';

export interface TradingServicesOptions {
  db: Database;
  clock: Clock;
  live: Live;
  events: DomainEventBus;
  marketData: MarketData;
  logger?: TradingLogger;
  /** The pre-check of every placed order (TradingServiceDeps.orderGate). */
  orderGate?: (accountId: string, symbol?: string) => Promise<void>;
  /** The jurisdiction's terms of new positions (TradingServiceDeps.accountTerms). */
  accountTerms?: AccountTermsSource;
  /** The accounts this engine decides for (account-scope.ts); every account by default. */
  scope?: AccountScope;
}

export interface TradingServices {
  /** Registered by buildApp after the users routes. */
  plugin: FastifyPluginAsync;
  /** Live figures for GET /api/users/profile. */
  accountFigures: AccountFiguresProvider;
  service: TradingService;
  /** The accounts this engine decides for: parts holding per-account state load only these. */
  scope: AccountScope;
  /** The engine behind /api/users/accounts. */
  accounts: AccountsEngine;
  /** The jobs trading needs run (the composition root adds them to its scheduler). */
  jobs: JobDefinition[];
  /** Stops listening to market data and waits for every pending write (also run when the app closes). */
  close(): Promise<void>;
}

const consoleLogger: TradingLogger = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
};

export async function createTradingServices(options: TradingServicesOptions): Promise<TradingServices> {
  const { db, clock, live, events, marketData } = options;
  const scope = options.scope ?? EVERY_ACCOUNT;
  let lastOrderId = await maxOrderId(db);
  const service = await TradingService.create({
    db,
    clock,
    live,
    events,
    engineOptions: {
      instruments: INSTRUMENTS,
      clock,
      isMarketOpen: isOpen,
      newOrderId: () => String((lastOrderId = nextOrderIdAfter(lastOrderId, scope))),
    },
    latestQuotes: () => marketData.latestQuotes(),
    logger: options.logger ?? consoleLogger,
    orderGate: options.orderGate,
    accountTerms: options.accountTerms,
    scope,
  });
  const disconnectLive = connectTradingLive(service, live, events);
  const stopTicks = marketData.bus.onTick((tick) => service.applyTick(tick));

  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    stopTicks();
    disconnectLive();
    await service.whenPersisted();
  }

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(ordersRoutes, { prefix: '/api/orders', service });
    await app.register(bulkOrdersRoutes, { prefix: '/api/orders', service });
    await app.register(marginRoutes, {
      prefix: '/api/margin',
      margin: localMarginReads(service, marketData.candles, clock),
    });
    app.addHook('onClose', close);
  };

  return {
    plugin,
    accountFigures: (userId) => service.figures(userId),
    service,
    scope,
    accounts: {
      figures: (accountId) => service.figures(accountId),
      heldCents: (accountId) => service.heldCents(accountId),
      resetBalance: (accountId, balanceCents) => service.resetBalance(accountId, balanceCents),
    },
    jobs: [swapRolloverJob(service, scope), orderExpiryJob(service, scope)],
    close,
  };
}
