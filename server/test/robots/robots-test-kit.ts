// A test app with trading on a manual feed and the robots part: the test decides every price and
// the clock, and may pass its own catalogue (short periods, so a few hand-made bars give a signal).
import type { Robot } from '../../../contract/robots';
import { createManualClock, type ManualClock } from '../../src/clock';
import type { DomainEvent } from '../../src/events/domain-events';
import { MARKET_DATA } from '../../src/market-data/market-data-part';
import type { MarketData, PastBarsSource } from '../../src/market-data/market-data-services';
import type { CatalogueEntry } from '../../src/robots/robot-catalogue';
import { createRobotsPart, ROBOTS, robotsPart, type RobotsPart } from '../../src/robots/robots-part';
import { ManualFeed } from '../helpers/manual-feed';
import { TRADING } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import type { PartDefinition } from '../../src/compose/server-part';
import { QUIET_LOGGER } from '../helpers/test-trading-parts';
import { type TestApp } from '../helpers/build-test-app';
import { registerAndLogin, type TestUser } from '../helpers/register-and-login';
import {
  buildQuotedApp,
  pushQuote,
  recordEvents,
  sendAs,
  switchToReal,
} from '../helpers/test-customer-steps';
import { MONDAY_NOON_MS, type Answer } from '../trading/trading-test-kit';

export interface RobotCustomer extends TestUser {
  accountId: string;
}

export interface RobotsTestApp extends TestApp {
  feed: ManualFeed;
  marketData: MarketData;
  trading: TradingServices;
  robots: RobotsPart;
  eventsSeen: DomainEvent[];
  tick(symbol: string, bid: number): void;
  customer(depositUsd?: number): Promise<RobotCustomer>;
  send(
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Answer>;
  /** A second robots part on the same database, as a restarted server would build it. */
  restartRobots(): Promise<RobotsPart>;
  /** Waits for the robots' orders in flight, the trading writes and every event subscriber. */
  settle(): Promise<void>;
}

export const robotOf = (answer: Answer): Robot => answer.body.data as Robot;

/** A robot with short periods on 1-minute bars, so a few bars make a known crossover. */
export const TEST_ROBOT: CatalogueEntry = {
  robotId: 'test-trend',
  name: 'Deneme Trend',
  description: 'Kısa ortalamalarla deneme robotu.',
  symbol: 'XAUUSD',
  timeframe: '1m',
  strategyText: 'Deneme.',
  kind: 'movingAverageCross',
  params: { fastPeriod: 2, slowPeriod: 4, exponential: 0, atrPeriod: 3, stopAtr: 2, takeAtr: 3 },
};
/** Five falling 1-minute closes: after them, rising bars cross TEST_ROBOT's averages upwards. */
export const FALLING = [2650, 2649, 2648, 2647, 2646];

export async function buildRobotsApp(
  options: {
    clock?: ManualClock;
    catalogue?: readonly CatalogueEntry[];
    pastBars?: PastBarsSource;
    /** Parts built before market data and trading (the compliance part, whose terms trading finds). */
    leadingParts?: readonly PartDefinition<unknown>[];
  } = {},
): Promise<RobotsTestApp> {
  const clock = options.clock ?? createManualClock(MONDAY_NOON_MS);
  const { base, feed } = await buildQuotedApp(clock, {
    before: options.leadingParts,
    pastBars: options.pastBars,
    after: [robotsPart({ catalogue: options.catalogue })],
  });
  const services: TradingServices = base.server.use(TRADING);
  const market: MarketData = base.server.use(MARKET_DATA);
  // A restart builds a second robots part on the same database, as a restarted server would.
  const builtOptions: Parameters<typeof createRobotsPart>[0] = {
    db: base.db,
    clock: base.clock,
    trading: services.service,
    marketData: market,
    events: base.events,
    logger: QUIET_LOGGER,
    catalogue: options.catalogue,
  };
  const seen = recordEvents(base.events, 'robots-test');
  let current = base.server.use(ROBOTS);
  return {
    ...base,
    feed,
    marketData: market,
    trading: services,
    get robots() {
      return current;
    },
    eventsSeen: seen,
    async close() {
      await current.stop();
      await base.close();
    },
    tick: (symbol, bid) => pushQuote(feed, clock, symbol, bid),
    async customer(depositUsd = 10_000) {
      const user = await registerAndLogin(base.app);
      const realId = await switchToReal(base.app, user);
      if (depositUsd > 0) await services.service.deposit(realId, Math.round(depositUsd * 100));
      return { ...user, accountId: realId };
    },
    send: sendAs(base.app),
    async restartRobots() {
      await current.stop();
      current = createRobotsPart(builtOptions);
      await current.start();
      return current;
    },
    async settle() {
      for (let round = 0; round < 3; round += 1) {
        await current.runtime.whenIdle();
        await services.service.whenPersisted();
        await base.events.whenIdle();
      }
    },
  };
}
