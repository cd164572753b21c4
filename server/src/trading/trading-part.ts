// Trading as a server part: the risk engine loaded from the database, fed by the market-data bus,
// with the routes of /api/orders and /api/margin, the swap rollover job and trading's refusals.
// Orders pass the compliance part's gate first when it is built (before trading), and open under
// its terms (leverage caps, the minimum deposit).
// Stopping it stops the ticks and waits until every decided write is stored.
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import type { Database } from '../db/database';
import { COMPLIANCE } from '../compliance/compliance-part';
import { MARKET_DATA } from '../market-data/market-data-part';
import type { AccountScope } from './account-scope';
import { createTradingServices, type TradingServices } from './trading-plugin';
import { TRADING_REFUSALS } from './trading-refusals';

export const TRADING = partRef<TradingServices>('trading');

export interface TradingPartOptions {
  /** Lets a test put a faulty database between trading and the real one. */
  wrapDb?: (db: Database) => Database;
  /** A shard's leader decides for its shard's accounts only (account-scope.ts). */
  scope?: AccountScope;
}

export function tradingPart(options: TradingPartOptions = {}): PartDefinition<TradingServices> {
  return {
    ref: TRADING,
    roles: ['engine'],
    needs: [MARKET_DATA],
    async build(context) {
      const compliance = context.find(COMPLIANCE);
      const trading = await createTradingServices({
        db: options.wrapDb ? options.wrapDb(context.db) : context.db,
        clock: context.clock,
        live: context.live,
        events: context.events,
        marketData: context.use(MARKET_DATA),
        logger: context.logger,
        // The jurisdiction's onboarding check, when this node runs the compliance part.
        orderGate: compliance?.orderGate ?? undefined,
        accountTerms: compliance?.accountTerms ?? undefined,
        scope: options.scope,
      });
      compliance?.connectFigures(async (accountId) => {
        await trading.service.figures(accountId);
        return trading.service.termsFigures(accountId);
      });
      return {
        services: trading,
        routes: trading.plugin,
        refusals: TRADING_REFUSALS,
        jobs: trading.jobs,
        stop: () => trading.close(),
      };
    },
  };
}
