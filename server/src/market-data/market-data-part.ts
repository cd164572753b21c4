// Market data as a server part: the feed (the seeded simulated one, or the one a test or a real
// provider gives), the market-data bus every tick goes through, and the candle store. It starts
// last, once every part that listens to the bus is listening, and stops first.
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import type { PriceFeed, Timer } from '../engine/engine-types';
import { createMarketData, type MarketData, type PastBarsSource } from './market-data-services';

export const MARKET_DATA = partRef<MarketData>('marketData');

export interface MarketDataPartOptions {
  /** Tests and benchmarks push their own ticks; by default the seeded simulated feed runs. */
  feed?: PriceFeed;
  /** Wakes the market-state watcher; tests pass a manual one. */
  timer?: Timer;
  /** History older than the candle store keeps, for a feed that has none of its own (tests). */
  pastBars?: PastBarsSource;
  /** The candle history of the seeded simulated feed with another feed (a cluster's relayed ticks). */
  seededHistory?: boolean;
}

export function marketDataPart(options: MarketDataPartOptions = {}): PartDefinition<MarketData> {
  return {
    ref: MARKET_DATA,
    // An engine needs prices wherever it runs: in a cluster its node builds this part with the
    // feed leader's relayed ticks (cluster/role-nodes.ts), so a node with `engine` alone still has it.
    roles: ['feed', 'engine'],
    needs: [],
    build(context) {
      const marketData = createMarketData({
        clock: context.clock,
        live: context.live,
        logger: context.logger,
        feedSeed: context.config.feedSeed,
        feedTickMs: context.config.feedTickMs,
        feed: options.feed,
        timer: options.timer,
        pastBars: options.pastBars,
        seededHistory: options.seededHistory,
      });
      return { services: marketData, start: () => marketData.start(), stop: () => marketData.stop() };
    },
  };
}
