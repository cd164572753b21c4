// The market data and trading parts every test kit builds from the test app's context: market data
// on the test's manual feed (no simulated history, no timers) and trading on that market data, with
// the live hub and event bus the app itself uses, both logging nowhere.
import type { Database } from '../../src/db/database';
import { createMarketData, type MarketData } from '../../src/market-data/market-data-services';
import type { ManualFeed } from '../../src/trading/manual-feed';
import { createTradingServices, type TradingServices } from '../../src/trading/trading-plugin';
import type { TestContext } from './build-test-app';

export const QUIET_LOGGER = { error: () => undefined, warn: () => undefined };

export function testMarketData(context: TestContext, feed: ManualFeed): MarketData {
  return createMarketData({
    clock: context.clock,
    live: context.live,
    logger: QUIET_LOGGER,
    feedSeed: 1,
    feedTickMs: 250,
    feed,
  });
}

/** `db` lets a test put a faulty database between trading and the real one. */
export function testTrading(
  context: TestContext,
  marketData: MarketData,
  db: Database = context.db,
): Promise<TradingServices> {
  return createTradingServices({
    db,
    clock: context.clock,
    live: context.live,
    events: context.events,
    marketData,
    logger: QUIET_LOGGER,
  });
}
