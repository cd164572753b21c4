// Finance as a server part (docs/finance.md): `plugin` (/api/finance/*) and `jobs` (the end-of-day
// snapshots), built by `financePart`. It reads the ledger
// and the orders and asks the trading engine for live figures; it moves no money.
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';

import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-scheduler';
import { endOfDaySnapshotsJob } from './end-of-day-snapshots';
import { financeRoutes } from './finance-routes';
import { FinanceService } from './finance-service';
import type { LiveAccounts } from './live-accounts';
import { tradingCommandsOf } from '../trading/trading-commands-part';
import { FINANCE_REFUSALS } from './finance-refusals';
import type { AccountScope } from '../trading/account-scope';
import { TRADING } from '../trading/trading-part';

export interface FinancePartOptions {
  db: Database;
  clock: Clock;
  live: LiveAccounts;
  /** The engine's accounts, on a shard's leader: the snapshots job then covers those only. */
  scope?: AccountScope;
}

export interface FinancePart {
  plugin: FastifyPluginAsync;
  jobs: JobDefinition[];
  service: FinanceService;
  live: LiveAccounts;
}

export function createFinancePart(options: FinancePartOptions): FinancePart {
  const { live } = options;
  const service = new FinanceService({ db: options.db, clock: options.clock, live });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(financeRoutes, { service });
  };
  return {
    plugin,
    jobs: [endOfDaySnapshotsJob({ db: options.db, live, scope: options.scope })],
    service,
    live,
  };
}

export const FINANCE = partRef<FinancePart>('finance');

export const financePart: PartDefinition<FinancePart> = {
  ref: FINANCE,
  // 'engine' too: the end-of-day snapshots are a job of the shard's leader (its engine's figures),
  // and a leader without the gateway role still has to take them. Such a node's app answers only
  // /api/health (engine-only-part.ts), so the routes composed there are never reached.
  roles: ['gateway', 'engine'],
  needs: [],
  build(context) {
    const finance = createFinancePart({
      db: context.db,
      clock: context.clock,
      live: tradingCommandsOf(context).liveAccounts,
      // A shard's leader snapshots its own accounts (the engine's scope); a gateway has no engine.
      scope: context.find(TRADING)?.scope,
    });
    return { services: finance, routes: finance.plugin, refusals: FINANCE_REFUSALS, jobs: finance.jobs };
  },
};
