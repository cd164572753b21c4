// The swap-rollover job: ticks charge swap as they cross the Istanbul rollover, but a market that
// is quiet at midnight sends no tick, so this job charges whatever rollover has passed once a
// minute. The engine charges each rollover once, whichever of the two gets there first; the job
// runs once per rollover across schedulers (jobs/job-runs.ts), its run recorded with its charges.
import type { JobDefinition } from '../jobs/job-scheduler';
import { rolloverSlotOf } from '../jobs/job-slots';
import { shardJobName, type AccountScope } from './account-scope';
import type { TradingService } from './trading-service';

export const SWAP_ROLLOVER_JOB = 'swap-rollover';
export const SWAP_ROLLOVER_INTERVAL_MS = 60_000;
/** Charging every position's swap is one engine pass plus one write; a second is ample. */
export const SWAP_ROLLOVER_WORK_BUDGET_MS = 1_000;

export function swapRolloverJob(service: TradingService, scope: AccountScope): JobDefinition {
  return {
    name: shardJobName(SWAP_ROLLOVER_JOB, scope),
    perShard: true,
    intervalMs: SWAP_ROLLOVER_INTERVAL_MS,
    workBudgetMs: SWAP_ROLLOVER_WORK_BUDGET_MS,
    slotOf: rolloverSlotOf,
    run: (context) => service.rollover(context.startedAtMs, context.recordRun),
  };
}
