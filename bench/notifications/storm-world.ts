// The storm bench's world: an in-memory PGlite (or, with BENCH_DATABASE_URL, a schema of its own
// on that PostgreSQL, dropped at the end) with ACCOUNTS customers, each with 1,000.00 USD on
// a real account and one open XAUUSD Buy, written in bulk SQL (the engine loads them at start as it
// does on a restart), then the trading services on a manual feed, and optionally the notifications
// service on the domain-event bus. Live messages go to a counting publisher that watches every
// user channel, standing in for 10,000 open sockets.
import type { LiveMessage } from '../../contract/live';
import { createManualClock } from '../../server/src/clock';
import { openDatabase, type Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import type { Tick } from '../../server/src/engine/engine-types';
import { DomainEventBus } from '../../server/src/events/event-bus';
import { LiveHub } from '../../server/src/live/live-hub';
import type { LivePublisher } from '../../server/src/live/live-ports';
import { createMarketData } from '../../server/src/market-data/market-data-services';
import {
  createNotificationsService,
  type NotificationsService,
} from '../../server/src/notifications/notifications-service';
import { ManualFeed } from '../../server/test/helpers/manual-feed';
import { createTradingServices, type TradingServices } from '../../server/src/trading/trading-plugin';
import { openSchemaDatabase, type BenchDatabase } from '../support/databases';

/** Monday 5 January 2026, 12:00 UTC: every market is open. */
const MONDAY_NOON_MS = Date.UTC(2026, 0, 5, 12, 0, 0);
export const STORM_SYMBOL = 'XAUUSD';
export const OPEN_PRICE = 2650.75;
const LOTS = 0.35;
const BALANCE_CENTS = 100_000;
/** Price × lots × contract size (100 oz) ÷ leverage (100), in cents. */
const MARGIN_CENTS = Math.round((OPEN_PRICE * LOTS * 100 * 100) / 100);

export interface CountingPublisher extends LivePublisher {
  pushed: number;
  lastPushMs: number;
}

function countingPublisher(): CountingPublisher {
  const publisher: CountingPublisher = {
    pushed: 0,
    lastPushMs: 0,
    publishPublic: () => undefined,
    publishLatest: () => undefined,
    publishMerged: () => undefined,
    publishEvent: (_channel: string, message: LiveMessage) => {
      if (message.type !== 'notification') return;
      publisher.pushed += 1;
      publisher.lastPushMs = performance.now();
    },
    isWatched: () => true,
  };
  return publisher;
}

export interface StormWorld {
  db: Database;
  trading: TradingServices;
  events: DomainEventBus;
  notifications: NotificationsService | null;
  publisher: CountingPublisher;
  nowMs: () => number;
  close(): Promise<void>;
}

async function seed(db: Database, accounts: number): Promise<void> {
  const at = new Date(MONDAY_NOON_MS - 60_000);
  await db.query(
    `INSERT INTO users (id, name, surname, email, phone, password_hash, created_at, updated_at, preferred_account_kind)
     SELECT 'u' || n, 'Ayşe', 'Yılmaz', 'storm' || n || '@example.com', '+90500' || lpad(n::text, 7, '0'), 'x', $1, $1, 'real'
     FROM generate_series(1, $2::int) AS n`,
    [at, accounts],
  );
  await db.query(
    `INSERT INTO accounts (id, user_id, kind, balance_cents) SELECT 'a' || n, 'u' || n, 'real', $2
     FROM generate_series(1, $1::int) AS n`,
    [accounts, BALANCE_CENTS],
  );
  await db.query(
    `INSERT INTO ledger (account_id, user_id, kind, amount_cents, balance_after_cents, created_at)
     SELECT 'a' || n, 'u' || n, 'deposit', $2, $2, $3 FROM generate_series(1, $1::int) AS n`,
    [accounts, BALANCE_CENTS, at],
  );
  // Each seeded deposit's other side, as postLedger writes it (docs/finance.md "The house accounts").
  await db.query(
    `INSERT INTO house_ledger (ledger_id, house_account, amount_cents, created_at)
     SELECT id, 'bank_clearing', -amount_cents, created_at FROM ledger ON CONFLICT (ledger_id) DO NOTHING`,
  );
  await db.query(
    `INSERT INTO orders (id, user_id, account_id, symbol, side, lots, status, open_price, margin_cents, created_at, opened_at)
     SELECT n, 'u' || n, 'a' || n, $2, 'Buy', $3, 'open', $4, $5, $6, $6 FROM generate_series(1, $1::int) AS n`,
    [accounts, STORM_SYMBOL, LOTS, OPEN_PRICE, MARGIN_CENTS, at],
  );
}

async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({});
    return { db, dispose: () => db.close() };
  }
  return openSchemaDatabase(url, 'bench', 6);
}

export const benchStorage = () =>
  process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite in memory';

export async function buildStormWorld(accounts: number, withNotifications: boolean): Promise<StormWorld> {
  const { db, dispose } = await openBenchDatabase();
  await runMigrations(db);
  await seed(db, accounts);
  const clock = createManualClock(MONDAY_NOON_MS);
  const quotes: Tick[] = INSTRUMENTS.map((instrument) => ({
    symbol: instrument.symbol,
    ask: instrument.priceStart + instrument.spread / 2,
    bid: instrument.priceStart - instrument.spread / 2,
    time: clock.nowMs(),
  }));
  const logger = {
    error: (details: object, message: string) => console.error(message, details),
    warn: () => undefined,
  };
  const live = new LiveHub();
  const events = new DomainEventBus(logger);
  const marketData = createMarketData({
    clock,
    live,
    logger,
    feedSeed: 1,
    feedTickMs: 250,
    feed: new ManualFeed(quotes),
  });
  const trading = await createTradingServices({ db, clock, live, events, marketData, logger });
  const publisher = countingPublisher();
  const notifications = withNotifications
    ? createNotificationsService({ db, live: publisher, logger })
    : null;
  const detachNotifications = notifications
    ? events.subscribe(notifications.consumer.name, (event) => notifications.consumer.handle(event))
    : null;
  return {
    db,
    trading,
    events,
    notifications,
    publisher,
    nowMs: () => clock.nowMs(),
    async close() {
      await trading.service.whenPersisted();
      await events.whenIdle();
      detachNotifications?.();
      await notifications?.stop();
      live.stop();
      await dispose();
    },
  };
}
