// Composition root. Loads in this order: configuration → database → migrations → demo seed →
// sessions → the seams (live hub, domain-event bus, market data: feed, candles, market states) →
// seeded demo traders (a fresh database only, before the engine loads, since they bring past
// orders) → trading services (engine) → the wallet part (money through trading) → the robots part
// (their orders through trading) → the copy-trading part → the finance part (reports, reads only) →
// the back office (reads through trading and the wallet, pushes through the live hub) →
// the Fastify app (live plugin, routes) →
// the copies load and reconcile → the robots load their state →
// market data starts → listen. SIGINT and SIGTERM close with grace: the server
// stops taking requests and finishes those in flight, the sockets close, the feed stops and
// pending writes drain (trading's onClose), then the database closes, which flushes PGlite's files.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createBackOfficePart } from './back-office/back-office-part';
import { systemClock } from './clock';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL, OPERATOR_PASSWORD, seedDemo } from './demo/demo-seed';
import { DomainEventBus } from './events/event-bus';
import { intervalScheduler } from './engine/system-time';
import { createJobScheduler } from './jobs/job-scheduler';
import { LiveHub } from './live/live-hub';
import { createMarketData } from './market-data/market-data-services';
import { createRobotsPart } from './robots/robots-part';
import { createCopyTradingPart } from './copy-trading/copy-trading-part';
import { createFinancePart } from './finance/finance-part';
import { seedTraders } from './copy-trading/trader-seed';
import { createTradingServices } from './trading/trading-plugin';
import { createSessionService } from './users/session-service';
import { loadWalletConfig } from './wallet/wallet-config';
import { createWalletPart } from './wallet/wallet-part';

/** After this long a close that hangs (a stuck client) gives way to exit. */
const SHUTDOWN_GRACE_MS = 10_000;

function announce(config: AppConfig, address: string): void {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = new URL(address).port || String(config.port);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Kaldıraç is running at http://${shownHost}:${port}`,
      `  Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
      `  Operator account: ${OPERATOR_EMAIL} / ${OPERATOR_PASSWORD}`,
      `  Storage: ${storage}`,
      '',
    ].join('\n'),
  );
}

function closeOnSignals(app: FastifyInstance, closeDatabase: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing with grace');
    const force = setTimeout(() => {
      app.log.error('close took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(closeDatabase)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const walletConfig = loadWalletConfig();
  const clock = systemClock;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(db);
  await seedDemo(db, clock);
  const sessions = createSessionService(db, clock);
  // The parts log through the app's logger, which exists only once the app is built.
  let app: FastifyInstance | null = null;
  const logger = {
    error: (details: object, message: string) => app?.log.error(details, message),
    warn: (details: object, message: string) => app?.log.warn(details, message),
  };
  const live = new LiveHub();
  const events = new DomainEventBus(logger);
  const marketData = createMarketData({
    clock,
    live,
    logger,
    feedSeed: config.feedSeed,
    feedTickMs: config.feedTickMs,
  });
  await seedTraders(db, clock, marketData.candles);
  const trading = await createTradingServices({ db, clock, live, events, marketData, logger });
  const wallet = createWalletPart({ db, clock, money: trading.service, events, config: walletConfig });
  const robots = createRobotsPart({ db, clock, trading: trading.service, marketData, events, logger });
  const copyTrading = createCopyTradingPart({
    db,
    clock,
    trading: trading.service,
    bus: marketData.bus,
    candles: marketData.candles,
    events,
    logger,
  });
  // Finance reads the ledger and orders and asks the engine for live figures; it moves no money.
  const finance = createFinancePart({ db, clock, trading: trading.service });
  const backOffice = createBackOfficePart({
    db,
    clock,
    live,
    events,
    trading: trading.service,
    wallet: wallet.service,
  });
  app = await buildApp({
    config,
    db,
    clock,
    sessions,
    live,
    events,
    trading,
    plugins: [wallet.plugin, robots.plugin, copyTrading.plugin, finance.plugin],
    operatorRoutes: [
      wallet.operatorRoutes,
      robots.operatorRoutes,
      copyTrading.operatorRoutes,
      backOffice.operatorRoutes,
    ],
  });
  const jobs = createJobScheduler({ clock, scheduler: intervalScheduler, logger });
  for (const job of trading.jobs) jobs.add(job);
  for (const job of robots.jobs) jobs.add(job);
  for (const job of copyTrading.jobs) jobs.add(job);
  for (const job of finance.jobs) jobs.add(job);
  // Jobs stop first (their runs finish), then market data, then trading drains its writes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await robots.stop();
    await copyTrading.stop();
    marketData.stop();
  });
  await copyTrading.start();
  await robots.start();
  marketData.start();
  jobs.start();
  closeOnSignals(app, () => db.close());
  const address = await app.listen({ port: config.port, host: config.host });
  announce(config, address);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
