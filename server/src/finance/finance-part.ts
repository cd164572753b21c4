// The finance part of the app (docs/finance.md): buildApp registers `plugin` (/api/finance/*) and
// the composition root adds `jobs` (the end-of-day snapshots) to its scheduler. It reads the ledger
// and the orders and asks the trading engine for live figures; it moves no money.
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-scheduler';
import type { TradingService } from '../trading/trading-service';
import { endOfDaySnapshotsJob } from './end-of-day-snapshots';
import { financeRoutes } from './finance-routes';
import { FinanceService } from './finance-service';
import { engineLiveAccounts, type LiveAccounts } from './live-accounts';

export interface FinancePartOptions {
  db: Database;
  clock: Clock;
  trading: TradingService;
}

export interface FinancePart {
  plugin: FastifyPluginAsync;
  jobs: JobDefinition[];
  service: FinanceService;
  live: LiveAccounts;
}

export function createFinancePart(options: FinancePartOptions): FinancePart {
  const live = engineLiveAccounts(options.trading);
  const service = new FinanceService({ db: options.db, clock: options.clock, live });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(financeRoutes, { service });
  };
  return { plugin, jobs: [endOfDaySnapshotsJob({ db: options.db, live })], service, live };
}
