// Keeps the seeded demo traders visibly active. Their robots (the robots' runtime) trade on 5-minute
// to 1-hour bars and only on a signal, which can leave a trader quiet for an hour; this minimal
// driver adds one short trade at a time beside them: when a trader holds none of its own, it opens
// its first open market (crypto at weekends) on the side of the 1-minute momentum (the last close
// against the mean of the last closes), and closes it after a few minutes. It keeps no state of
// its own: the trader's open orders without a robot are its trades, so a restart simply goes on.
// Its orders go through the trading commands like anyone's, so followers copy them.
import type { OrderPayload } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { isDomainError } from '../domain/domain-error';
import type { CandleStore } from '../engine/candles';
import type { JobDefinition } from '../jobs/job-scheduler';
import { seededLots } from './trader-seed';

/** How often the driver looks at each seeded trader. */
export const SEEDED_DRIVER_INTERVAL_MS = 60_000;
/** A driver trade is closed once it is this old: a trade every few minutes while markets are open. */
export const SEEDED_TRADE_HOLD_MS = 4 * 60_000;
/** 1-minute closes whose mean the last close is compared with. */
const MOMENTUM_BARS = 20;

export interface SeededDriverTrading {
  place(accountId: string, payload: OrderPayload): Promise<unknown>;
  close(accountId: string, id: string): Promise<void>;
}

export interface SeededDriverLogger {
  warn(details: object, message: string): void;
}

export interface SeededDriverDeps {
  db: Database;
  clock: Clock;
  trading: SeededDriverTrading;
  candles: Pick<CandleStore, 'query'>;
  logger: SeededDriverLogger;
}

/** Buy when the last 1-minute close is above the mean of the last closes, else sell. */
export function momentumSide(closes: readonly number[]): 'Buy' | 'Sell' {
  if (closes.length === 0) return 'Buy';
  const mean = closes.reduce((sum, close) => sum + close, 0) / closes.length;
  return closes[closes.length - 1] >= mean ? 'Buy' : 'Sell';
}

export async function driveSeededTraders(deps: SeededDriverDeps): Promise<void> {
  const traders = await deps.db.query<{ account_id: string; symbols: string[] }>(
    `SELECT trader_profiles.account_id, ARRAY(
       SELECT DISTINCT orders.symbol FROM orders WHERE orders.account_id = trader_profiles.account_id
         AND orders.robot_id IS NOT NULL ORDER BY orders.symbol) AS symbols
     FROM trader_profiles WHERE seeded AND allow_copiers`,
  );
  const nowMs = deps.clock.nowMs();
  for (const trader of traders) {
    const own = await deps.db.query<{ id: string; opened_at: Date }>(
      `SELECT id::text AS id, opened_at FROM orders
       WHERE account_id = $1 AND status = 'open' AND robot_id IS NULL AND copy_id IS NULL`,
      [trader.account_id],
    );
    for (const order of own) {
      if (nowMs - new Date(order.opened_at).getTime() < SEEDED_TRADE_HOLD_MS) continue;
      await deps.trading.close(trader.account_id, order.id).catch((error: unknown) => {
        deps.logger.warn({ err: error, orderId: order.id }, 'a seeded trader could not close its trade');
      });
    }
    if (own.length === 0) await openFirstOpenMarket(deps, trader.account_id, trader.symbols);
  }
}

async function openFirstOpenMarket(
  deps: SeededDriverDeps,
  accountId: string,
  symbols: readonly string[],
): Promise<void> {
  for (const symbol of symbols) {
    const closes = deps.candles.query(symbol, '1m', MOMENTUM_BARS).map((bar) => bar.close);
    try {
      await deps.trading.place(accountId, {
        symbol,
        type: momentumSide(closes),
        amount: seededLots(symbol),
        marketLimit: null,
        stopLoss: null,
        takeProfit: null,
      });
      return;
    } catch (error) {
      // A closed market (a weekend, a night) is expected: the next symbol may trade around the clock.
      if (!isDomainError(error, 'MARKET_CLOSED')) {
        deps.logger.warn({ err: error, symbol }, 'a seeded trader could not open a trade');
        return;
      }
    }
  }
}

export function seededDriverJob(deps: SeededDriverDeps): JobDefinition {
  return {
    name: 'copy.seeded-traders',
    intervalMs: SEEDED_DRIVER_INTERVAL_MS,
    workBudgetMs: 5_000,
    run: () => driveSeededTraders(deps),
  };
}
