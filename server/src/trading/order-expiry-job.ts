// The order-expiry job: a waiting order with an expiry is cancelled by the first tick of its symbol
// at or after that time, but a closed or quiet market sends no tick, so this job cancels whatever
// has expired every few seconds. The engine cancels each order once, whichever gets there first.
import type { JobDefinition } from '../jobs/job-scheduler';
import { shardJobName, type AccountScope } from './account-scope';
import type { TradingService } from './trading-service';

export const ORDER_EXPIRY_INTERVAL_MS = 5_000;
/** One pass over the orders that carry an expiry plus one write. */
export const ORDER_EXPIRY_WORK_BUDGET_MS = 1_000;

export function orderExpiryJob(service: TradingService, scope: AccountScope): JobDefinition {
  return {
    name: shardJobName('order-expiry', scope),
    perShard: true,
    intervalMs: ORDER_EXPIRY_INTERVAL_MS,
    workBudgetMs: ORDER_EXPIRY_WORK_BUDGET_MS,
    run: (context) => service.expireOrders(context.startedAtMs),
  };
}
