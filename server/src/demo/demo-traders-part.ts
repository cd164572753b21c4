// The seeded demo traders as a server part: on a fresh database it writes their profiles and past
// trades from the candle history. It runs before trading loads, since the engine must load the
// open trades it brings. It offers no services and runs nothing afterwards.
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import { seedTraders } from '../copy-trading/trader-seed';
import { MARKET_DATA } from '../market-data/market-data-part';

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
