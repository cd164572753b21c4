// The seeded demo traders as two server parts. `demoTradersPart`: on a fresh database it writes
// their profiles and past trades from the candle history, before trading loads, since the engine
// must load the open trades it brings. `demoTradersDriverPart`: once trading runs, a job trades
// for them from the candles, as their robots would, so the demo shows traders who trade.
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import { seedTraders } from './trader-seed';
import { MARKET_DATA } from '../market-data/market-data-part';
import { TRADING } from '../trading/trading-part';
import { seededDriverJob } from './seeded-trader-driver';

export const DEMO_TRADERS = partRef<void>('demoTraders');

export const demoTradersPart: PartDefinition<void> = {
  ref: DEMO_TRADERS,
  roles: ['engine'],
  needs: [MARKET_DATA],
  async build(context) {
    await seedTraders(context.db, context.clock, context.use(MARKET_DATA).candles);
    return { services: undefined };
  },
};

export const DEMO_TRADERS_DRIVER = partRef<void>('demoTradersDriver');

export const demoTradersDriverPart: PartDefinition<void> = {
  ref: DEMO_TRADERS_DRIVER,
  roles: ['jobs'],
  needs: [TRADING, MARKET_DATA],
  build(context) {
    const job = seededDriverJob({
      db: context.db,
      clock: context.clock,
      trading: context.use(TRADING).service,
      candles: context.use(MARKET_DATA).candles,
      logger: context.logger,
      scope: context.use(TRADING).scope,
    });
    return { services: undefined, jobs: [job] };
  },
};
