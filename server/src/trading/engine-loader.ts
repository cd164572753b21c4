// Builds a risk engine from the database: every account, then every open position and waiting
// order, then the feed's latest quotes. Used on start and after a failed write (the database is
// the truth; the engine is its live, in-memory image). With several shards only the accounts of
// the engine's shard are loaded, with their positions and waiting orders (account-scope.ts).
import { loadAccounts } from '../accounts/accounts-repository';
import type { Queryable } from '../db/database';
import type { PositionState, Tick } from '../engine/engine-types';
import { RiskEngine, type RiskEngineOptions } from '../engine/risk-engine';
import { EVERY_ACCOUNT, type AccountScope } from './account-scope';
import { loadActiveOrders, type OrderRecord } from './orders-repository';
import { lastChargedRolloverMs } from './rollover-start';

export function toPositionState(record: OrderRecord): PositionState {
  if (record.status !== 'open' && record.status !== 'waiting') {
    throw new Error(
      `order ${record.id} is ${record.status}; only open and waiting orders load into the engine`,
    );
  }
  return {
    id: record.id,
    accountId: record.accountId,
    symbol: record.symbol,
    side: record.side,
    lots: record.lots,
    status: record.status,
    openPrice: record.openPrice,
    marketLimit: record.marketLimit,
    stopLoss: record.stopLoss,
    takeProfit: record.takeProfit,
    marginCents: record.marginCents,
    swapCents: record.swapCents,
    createdAtMs: record.createdAt.getTime(),
    openedAtMs: record.openedAt ? record.openedAt.getTime() : null,
    ...(record.leverage === null ? {} : { leverage: record.leverage }),
    pendingKind: record.pendingKind ?? null,
    limitPrice: record.limitPrice ?? null,
    limitArmed: record.limitArmed ?? false,
    expiresAtMs: record.expiresAt ? record.expiresAt.getTime() : null,
    trailingDistance: record.trailingDistance ?? null,
    ocoWith: record.ocoWith ?? null,
  };
}

export interface LoadedEngine {
  engine: RiskEngine;
  /** Each account's owner, so events can name the person as well as the account. */
  owners: Map<string, string>;
}

/**
 * `isWatched` says which accounts have a socket open: the engine reports live figures for those
 * only (it watches every account unless told otherwise).
 */
export async function loadEngine(
  db: Queryable,
  options: RiskEngineOptions,
  quotes: readonly Tick[],
  isWatched: (accountId: string) => boolean,
  scope: AccountScope = EVERY_ACCOUNT,
): Promise<LoadedEngine> {
  // Swap starts after the last rollover charged, so one missed during a takeover is charged now.
  const rolloverChargedUntilMs =
    options.rolloverChargedUntilMs ?? (await lastChargedRolloverMs(db, scope)) ?? undefined;
  const engine = new RiskEngine({ ...options, rolloverChargedUntilMs });
  const owners = new Map<string, string>();
  for (const tick of quotes) engine.primeQuote(tick);
  for (const account of await loadAccounts(db)) {
    if (!scope.owns(account.id)) continue;
    engine.loadAccount({
      accountId: account.id,
      balanceCents: account.balanceCents,
      creditCents: account.creditCents,
      heldCents: account.heldCents,
    });
    owners.set(account.id, account.userId);
    engine.watch(account.id, isWatched(account.id));
  }
  for (const record of await loadActiveOrders(db)) {
    if (scope.owns(record.accountId)) engine.loadPosition(toPositionState(record));
  }
  return { engine, owners };
}
