// A test app with trading on a manual feed and the copy-trading part: the test decides every
// price and the clock. Traders are customers who opt in through PUT /api/traders/me; followers
// follow through the API. Everything runs on each customer's practice account (10,000.00 USD).
import type { ProductSwitches } from '../../../contract/compliance';
import type { Order } from '../../../contract/entities';
import type { PartDefinition } from '../../src/compose/server-part';
import type { Trader } from '../../../contract/traders';
import { createManualClock, type ManualClock } from '../../src/clock';
import type { Database } from '../../src/db/database';
import {
  COPY_TRADING,
  copyTradingPart,
  createCopyTradingPart,
  type CopyTradingPart,
} from '../../src/copy-trading/copy-trading-part';
import type { DomainEvent } from '../../src/events/domain-events';
import { MARKET_DATA } from '../../src/market-data/market-data-part';
import { ManualFeed } from '../helpers/manual-feed';
import { TRADING } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import { beforePartsStep, QUIET_LOGGER } from '../helpers/test-trading-parts';
import { type TestApp } from '../helpers/build-test-app';
import { registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { buildQuotedApp, pushQuote, recordEvents, sendAs } from '../helpers/test-customer-steps';
import { MONDAY_NOON_MS, type Answer } from '../trading/trading-test-kit';

export interface CopyTestApp extends TestApp {
  feed: ManualFeed;
  trading: TradingServices;
  copy: CopyTradingPart;
  eventsSeen: DomainEvent[];
  tick(symbol: string, bid: number): void;
  /** A customer who allows copiers under `name`. */
  trader(name?: string): Promise<TestUser>;
  customer(): Promise<TestUser>;
  send(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Answer>;
  follow(user: TestUser, trader: TestUser, size: number, copyStopLossPct?: number): Promise<Answer>;
  /**
   * A second copy-trading part on the same database, as a restarted server would build it (with
   * the profile's product switches when given, as a restart with COPY_TRADING/CRYPTO_TRADING set).
   */
  restartCopy(products?: ProductSwitches): Promise<CopyTradingPart>;
  /** Waits for the mirror, the trading writes and every event subscriber. */
  settle(): Promise<void>;
  /** Balance minus Σ ledger, for every account: all zero when the books hold. */
  ledgerDrift(): Promise<number[]>;
}

export const traderOf = (answer: Answer): Trader => answer.body.data as Trader;

/** A fresh copy app for each test, its clock at Monday noon, handed to `use`; closed after the test. */
export function freshCopyAppEachTest(use: (kit: CopyTestApp) => void): void {
  let kit: CopyTestApp | null = null;
  beforeEach(async () => {
    kit = await buildCopyApp();
    kit.clock.set(MONDAY_NOON_MS);
    use(kit);
  });
  afterEach(() => kit?.close());
}

/** The user's open orders (GET /api/orders, page 1). */
export async function openOrdersOf(kit: CopyTestApp, user: TestUser): Promise<Order[]> {
  return (await kit.send(user, 'GET', '/api/orders?page=1')).body.data as Order[];
}

export interface CopyAppOptions {
  clock?: ManualClock;
  /** Runs on the migrated database before trading loads its engine (the seed, as in main.ts). */
  beforeTrading?: (db: Database, clock: ManualClock) => Promise<void>;
  /** Parts built before market data, trading and copy trading (the compliance part). */
  leadingParts?: readonly PartDefinition<unknown>[];
}

export async function buildCopyApp(options: CopyAppOptions = {}): Promise<CopyTestApp> {
  const clock = options.clock ?? createManualClock(MONDAY_NOON_MS);
  const { base, feed } = await buildQuotedApp(clock, {
    before: options.leadingParts,
    beforeTrading: options.beforeTrading ? [beforePartsStep(options.beforeTrading, clock)] : [],
    after: [copyTradingPart()],
  });
  const trading = base.server.use(TRADING);
  // A restart builds a second copy-trading part on the same database, as a restarted server would.
  const builtOptions: Parameters<typeof createCopyTradingPart>[0] = {
    db: base.db,
    clock: base.clock,
    trading: trading.service,
    bus: base.server.use(MARKET_DATA).bus,
    events: base.events,
    logger: QUIET_LOGGER,
  };
  let part = base.server.use(COPY_TRADING);
  const seen = recordEvents(base.events, 'copy-test');
  const send: CopyTestApp['send'] = sendAs(base.app);
  let traderCount = 0;
  return {
    ...base,
    feed,
    trading,
    get copy() {
      return part;
    },
    eventsSeen: seen,
    async close() {
      await part.stop();
      await base.close();
    },
    tick: (symbol, bid) => pushQuote(feed, clock, symbol, bid),
    async trader(name) {
      traderCount += 1;
      const user = await registerAndLogin(base.app);
      const answer = await send(user, 'PUT', '/api/traders/me', {
        allowCopiers: true,
        displayName: name ?? `Trader ${traderCount}`,
        bio: 'Kısa vadeli işlemler.',
      });
      if (answer.statusCode !== 200) throw new Error(`opt-in failed: ${JSON.stringify(answer.body)}`);
      return user;
    },
    customer: () => registerAndLogin(base.app),
    send,
    follow: (user, trader, size, copyStopLossPct) =>
      send(user, 'POST', '/api/traders/follow', {
        id: trader.userId,
        size,
        ...(copyStopLossPct === undefined ? {} : { copyStopLossPct }),
      }),
    async restartCopy(products) {
      await part.stop();
      part = createCopyTradingPart({ ...builtOptions, products });
      await part.start();
      return part;
    },
    async settle() {
      for (let round = 0; round < 4; round += 1) {
        await part.mirror.whenIdle();
        await trading.service.whenPersisted();
        await base.events.whenIdle();
      }
    },
    async ledgerDrift() {
      const rows = await base.db.query<{ drift: number }>(
        `SELECT (accounts.balance_cents - COALESCE((SELECT SUM(amount_cents) FROM ledger
           WHERE ledger.account_id = accounts.id), 0))::bigint AS drift FROM accounts`,
      );
      return rows.map((row) => Number(row.drift));
    },
  };
}
