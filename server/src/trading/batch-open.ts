// Many market orders at once (copy trading's followers): every order of the batch is decided in
// one synchronous engine run, so each fills on the same quote (no tick can come between them),
// under each account's jurisdiction terms, then all are recorded with the caller's rows in one
// decision. Refusals are answers here, not errors.
import type { Queryable } from '../db/database';
import { findInstrument } from '../engine/catalogue';
import type { EngineEffect } from '../engine/engine-types';
import type { TradingCore } from './trading-core';
import type { AccountTerms, BatchOpen, BatchOutcome } from './trading-types';

/**
 * Decides the batch and records it with the caller's rows (`write` sees each outcome, refusals
 * too) in one transaction; settles once committed.
 */
export async function openBatch(
  core: TradingCore,
  batch: BatchOpen,
  write: (tx: Queryable, outcomes: readonly BatchOutcome[]) => Promise<void>,
  /** Told when every order is decided, before anything is written (the copy benchmark). */
  decided?: () => void,
): Promise<BatchOutcome[]> {
  core.refuseWhenBusy();
  const { accountTerms } = core.deps;
  const terms = accountTerms
    ? await accountTerms([...new Set(batch.orders.map((order) => order.accountId))])
    : null;
  // Awaiting only the accounts not yet loaded: ten thousand awaits would cost more than the decisions.
  for (const accountId of core.engine.unknownAccounts(batch.orders)) await core.ensureAccount(accountId);
  const { outcomes, effects } = terms
    ? openBatchUnder(core, batch, terms)
    : core.engine.openMarketBatch(batch);
  decided?.();
  await core.persist(effects, { write: (tx) => write(tx, outcomes) });
  return outcomes;
}

/**
 * The batch under the jurisdiction's terms, in one synchronous step: an order its account's terms
 * refuse now is answered with that refusal, the others open at their accounts' capped leverage.
 */
function openBatchUnder(
  core: TradingCore,
  batch: BatchOpen,
  terms: ReadonlyMap<string, AccountTerms>,
): { outcomes: BatchOutcome[]; effects: EngineEffect[] } {
  const instrument = findInstrument(batch.symbol);
  const outcomes = new Array<BatchOutcome | null>(batch.orders.length).fill(null);
  const passing: number[] = [];
  for (let index = 0; index < batch.orders.length; index += 1) {
    const order = batch.orders[index];
    const accountTerms = terms.get(order.accountId);
    const refusal =
      accountTerms && core.engine.account(order.accountId)
        ? accountTerms.refusal(core.termsFigures(order.accountId))
        : null;
    if (refusal) outcomes[index] = { ok: false, code: refusal.code };
    else passing.push(index);
  }
  const orders = passing.map((index) => {
    const order = batch.orders[index];
    const accountTerms = terms.get(order.accountId);
    return accountTerms && instrument ? { ...order, lvg: accountTerms.leverageOf(instrument) } : order;
  });
  const decided = core.engine.openMarketBatch({ ...batch, orders });
  passing.forEach((index, at) => (outcomes[index] = decided.outcomes[at]));
  return { outcomes: outcomes as BatchOutcome[], effects: decided.effects };
}
