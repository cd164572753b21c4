// Keeps the seeded demo traders visibly active. Their robots (the robots' runtime) trade on 5-minute
// to 1-hour bars and only on a signal, which can leave a trader quiet for an hour; this minimal
// driver adds short trades beside them, on the side of the 1-minute momentum (the last close
// against the mean of the last closes) on one of the markets their robots trade:
// - the crypto trader (ROLLING_TRADER_NAME, whose Bitcoin robot trades around the clock) opens a
//   trade on every run, every 30 seconds, weekends too, and closes all of its trades but the
//   newest before it does: two are open after each run and each lives about a minute, so a new
//   follower sees a copy within a minute of following (sized so a 1,000 USD copy is not too small);
// - every other seeded trader holds one trade at a time on its first open market (crypto at
//   weekends) and closes it once it is a few minutes old.
// It keeps no state of its own: a trader's open orders without a robot are its trades, so a
// restart simply goes on. Its orders go through the trading commands like anyone's, so followers
// copy them.
import { shardJobName, type AccountScope } from '../trading/account-scope';
import type { OrderPayload } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { isDomainError } from '../domain/domain-error';
import type { CandleStore } from '../engine/candles';
import { findInstrument } from '../engine/catalogue';
import type { JobDefinition } from '../jobs/job-scheduler';
import { ROBOT_CATALOGUE } from '../robots/robot-catalogue';
import { seededLots } from './trader-seed';

/** How often the driver runs: the crypto trader opens a trade on every run. */
export const SEEDED_DRIVER_INTERVAL_MS = 30_000;
/** Another seeded trader's trade is closed once it is this old: a trade every few minutes. */
export const SEEDED_TRADE_HOLD_MS = 4 * 60_000;
/** The seeded trader who trades crypto on a fixed cadence (trader-seed.ts makes her). */
export const ROLLING_TRADER_NAME = 'Selin Aydın';
/** A copy this large of the crypto trader's trade reaches the symbol's min lot (the browser test's size). */
export const ROLLING_COPY_SIZE_USD = 1_000;
/**
 * The crypto trade is this much larger than the least that reaches the min lot for such a copy,
 * so the trader's equity moving a little before the mirror sizes the copies does not drop it under.
 */
const ROLLING_LOTS_HEADROOM = 1.1;
/** 1-minute closes whose mean the last close is compared with. */
const MOMENTUM_BARS = 20;

export interface SeededDriverTrading {
  place(accountId: string, payload: OrderPayload): Promise<unknown>;
  close(accountId: string, id: string): Promise<void>;
  figures(accountId: string): Promise<{ assets: number }>;
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
  /** The accounts of this node's engine: with several shards each leader drives its own traders. */
  scope?: AccountScope;
}

interface SeededTraderRow {
  account_id: string;
  display_name: string;
  robot_ids: string[];
}

interface DriverTrade {
  id: string;
  opened_at: Date;
}

/** Buy when the last 1-minute close is above the mean of the last closes, else sell. */
export function momentumSide(closes: readonly number[]): 'Buy' | 'Sell' {
  if (closes.length === 0) return 'Buy';
  const mean = closes.reduce((sum, close) => sum + close, 0) / closes.length;
  return closes[closes.length - 1] >= mean ? 'Buy' : 'Sell';
}

/**
 * The crypto trader's lots: a copy of ROLLING_COPY_SIZE_USD is lots × size ÷ equity, so this is the
 * least on the 0.01 grid (with the headroom) that keeps such a copy at the min lot, within bounds.
 */
export function rollingLots(symbol: string, equityUsd: number): number {
  const instrument = findInstrument(symbol);
  if (!instrument) return 0.01;
  const least = (instrument.min * Math.max(equityUsd, 0) * ROLLING_LOTS_HEADROOM) / ROLLING_COPY_SIZE_USD;
  const lots = Math.ceil(least * 100 - 1e-9) / 100;
  return Math.min(instrument.max, Math.max(instrument.min, lots));
}

/** The markets a trader's robots trade, in name order (where the driver trades too). */
function robotSymbols(robotIds: readonly string[]): string[] {
  const symbols = new Set<string>();
  for (const robotId of robotIds) {
    const entry = ROBOT_CATALOGUE.find((robot) => robot.robotId === robotId);
    if (entry) symbols.add(entry.symbol);
  }
  return [...symbols].sort();
}

export async function driveSeededTraders(deps: SeededDriverDeps): Promise<void> {
  const traders = await deps.db.query<SeededTraderRow>(
    `SELECT trader_profiles.account_id, trader_profiles.display_name, ARRAY(
       SELECT robot_instances.robot_id FROM robot_instances
       WHERE robot_instances.account_id = trader_profiles.account_id ORDER BY robot_instances.robot_id) AS robot_ids
     FROM trader_profiles WHERE seeded AND allow_copiers`,
  );
  for (const trader of traders) {
    if (deps.scope && !deps.scope.owns(trader.account_id)) continue;
    // Newest first: the crypto trader keeps its newest trade.
    const own = await deps.db.query<DriverTrade>(
      `SELECT id::text AS id, opened_at FROM orders
       WHERE account_id = $1 AND status = 'open' AND robot_id IS NULL AND copy_id IS NULL
       ORDER BY opened_at DESC, id DESC`,
      [trader.account_id],
    );
    const symbols = robotSymbols(trader.robot_ids);
    const crypto = symbols.find((symbol) => findInstrument(symbol)?.hours === 'always');
    if (trader.display_name === ROLLING_TRADER_NAME && crypto !== undefined)
      await rollCryptoTrade(deps, trader.account_id, own, crypto);
    else await holdOneTrade(deps, trader.account_id, own, symbols);
  }
}

/** Closes every trade but the newest, then opens the next: a new trade on every run. */
async function rollCryptoTrade(
  deps: SeededDriverDeps,
  accountId: string,
  own: readonly DriverTrade[],
  symbol: string,
): Promise<void> {
  for (const trade of own.slice(1)) await closeTrade(deps, accountId, trade.id);
  const equityUsd = (await deps.trading.figures(accountId)).assets;
  try {
    await deps.trading.place(accountId, marketOrder(deps, symbol, rollingLots(symbol, equityUsd)));
  } catch (error) {
    deps.logger.warn({ err: error, symbol }, 'the crypto trader could not open its trade');
  }
}

/** Closes the trade once it is old enough; with none held, opens one on the first open market. */
async function holdOneTrade(
  deps: SeededDriverDeps,
  accountId: string,
  own: readonly DriverTrade[],
  symbols: readonly string[],
): Promise<void> {
  const nowMs = deps.clock.nowMs();
  for (const trade of own) {
    if (nowMs - new Date(trade.opened_at).getTime() >= SEEDED_TRADE_HOLD_MS)
      await closeTrade(deps, accountId, trade.id);
  }
  if (own.length === 0) await openFirstOpenMarket(deps, accountId, symbols);
}

async function closeTrade(deps: SeededDriverDeps, accountId: string, orderId: string): Promise<void> {
  await deps.trading.close(accountId, orderId).catch((error: unknown) => {
    deps.logger.warn({ err: error, orderId }, 'a seeded trader could not close its trade');
  });
}

function marketOrder(deps: SeededDriverDeps, symbol: string, lots: number): OrderPayload {
  const closes = deps.candles.query(symbol, '1m', MOMENTUM_BARS).map((bar) => bar.close);
  return {
    symbol,
    type: momentumSide(closes),
    amount: lots,
    marketLimit: null,
    stopLoss: null,
    takeProfit: null,
  };
}

async function openFirstOpenMarket(
  deps: SeededDriverDeps,
  accountId: string,
  symbols: readonly string[],
): Promise<void> {
  for (const symbol of symbols) {
    try {
      await deps.trading.place(accountId, marketOrder(deps, symbol, seededLots(symbol)));
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
    name: deps.scope ? shardJobName('copy.seeded-traders', deps.scope) : 'copy.seeded-traders',
    // One shard of several: its leader runs it for its own traders, as it runs the swap rollover.
    perShard: deps.scope !== undefined && deps.scope.shards > 1,
    intervalMs: SEEDED_DRIVER_INTERVAL_MS,
    workBudgetMs: 5_000,
    run: () => driveSeededTraders(deps),
  };
}
