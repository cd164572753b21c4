// Turns the engine's durable effects into rows, inside one transaction (trading-events.ts turns
// the same effects into domain events once that transaction has committed).
import { moveHold, postLedgerBatch } from '../accounts/accounts-repository';
import type { Queryable } from '../db/database';
import type {
  BalanceChangedEffect,
  EngineEffect,
  PositionClosedEffect,
  PositionState,
} from '../engine/engine-types';
import {
  addSwaps,
  insertOrder,
  insertOrders,
  markCancelled,
  markTriggered,
  recordClose,
  recordFullCloses,
  type SwapCharge,
  updateStops,
} from './orders-writes';

/** A ledger or hold row whose figure differs from the engine's means the two drifted apart: stop loudly. */
export class LedgerDriftError extends Error {
  constructor(accountId: string, engineCents: number, storedCents: number, what = 'balance') {
    super(
      `ledger drift for account ${accountId}: engine ${what} ${engineCents} cents, stored ${storedCents} cents`,
    );
    this.name = 'LedgerDriftError';
  }
}

export function isDurable(effect: EngineEffect): boolean {
  return effect.type !== 'positionUpdated' && effect.type !== 'accountChanged';
}

/** Rows per batched statement: bounds one statement's parameter arrays and its working memory. */
export const BATCH_ROWS_MAX = 5_000;

/**
 * Full closes, balance changes (with their swap charges) gathered from consecutive effects, to be
 * written as a few multi-row statements instead of several statements per effect.
 */
class WriteBatch {
  readonly closes: PositionClosedEffect[] = [];
  readonly postings: BalanceChangedEffect[] = [];
  readonly swaps: SwapCharge[] = [];
  /** Orders this batch touches: a second touch of one order must see the first, so it splits the batch. */
  private readonly orderIds = new Set<string>();

  get size(): number {
    return this.closes.length + this.postings.length;
  }

  /** False when the effect touches an order this batch already touches (the caller flushes first). */
  add(effect: PositionClosedEffect | BalanceChangedEffect): boolean {
    const orderId =
      effect.type === 'positionClosed' ? effect.id : effect.kind === 'swap' ? effect.orderId : null;
    if (orderId !== null && this.orderIds.has(orderId)) return false;
    if (orderId !== null) this.orderIds.add(orderId);
    if (effect.type === 'positionClosed') this.closes.push(effect);
    else {
      this.postings.push(effect);
      if (effect.kind === 'swap' && effect.orderId)
        this.swaps.push({ orderId: effect.orderId, amountCents: effect.amountCents });
    }
    return true;
  }

  /**
   * Closes, then postings, then swap charges: the three touch different rows (an order touched
   * twice splits the batch), so this order writes what the effects' own order would.
   */
  async flush(tx: Queryable): Promise<void> {
    if (this.closes.length > 0) await recordFullCloses(tx, this.closes);
    if (this.postings.length > 0) {
      const storedCents = await postLedgerBatch(
        tx,
        this.postings.map((effect) => ({
          accountId: effect.accountId,
          kind: effect.kind,
          amountCents: effect.amountCents,
          orderId: effect.orderId,
          at: new Date(effect.atMs),
        })),
      );
      this.postings.forEach((effect, index) => {
        if (storedCents[index] !== effect.balanceAfterCents)
          throw new LedgerDriftError(effect.accountId, effect.balanceAfterCents, storedCents[index]);
      });
    }
    if (this.swaps.length > 0) await addSwaps(tx, this.swaps);
    this.closes.length = 0;
    this.postings.length = 0;
    this.swaps.length = 0;
    this.orderIds.clear();
  }
}

/** `nowMs` dates the rows whose effect carries no time of its own (a cancellation). */
export async function recordEffects(
  tx: Queryable,
  effects: readonly EngineEffect[],
  nowMs: number,
): Promise<void> {
  const batch = new WriteBatch();
  for (let index = 0; index < effects.length; index += 1) {
    const effect = effects[index];
    // Full closes and balance changes (a stop-out storm: thousands of each) gather into a batch.
    if (
      (effect.type === 'positionClosed' && effect.id === effect.sourceId) ||
      effect.type === 'balanceChanged'
    ) {
      if (batch.size >= BATCH_ROWS_MAX || !batch.add(effect)) {
        await batch.flush(tx);
        batch.add(effect);
      }
      continue;
    }
    if (!writesRows(effect)) continue;
    // Every other write sees the batched ones before it.
    await batch.flush(tx);
    // A run of opens (a trader's fill copied to every follower) is one statement, not thousands.
    const run = openedRun(effects, index);
    if (run.length > 1) {
      await insertOrders(tx, run);
      index += run.length - 1;
      continue;
    }
    switch (effect.type) {
      case 'positionOpened':
      case 'pendingPlaced':
        await insertOrder(tx, effect.position);
        break;
      case 'pendingTriggered':
        await markTriggered(tx, effect.position);
        break;
      case 'pendingCancelled':
        await markCancelled(tx, effect.id, effect.reason === 'manual' ? 'cancelled' : 'noMargin', nowMs);
        break;
      case 'positionClosed':
        await recordClose(tx, effect);
        break;
      case 'positionModified':
        await updateStops(tx, effect.id, effect.stopLoss, effect.takeProfit);
        break;
      case 'holdChanged': {
        // One by one: held_cents >= 0 is checked after each move, as the engine applied them.
        const heldCents = await moveHold(tx, effect.accountId, effect.deltaCents);
        if (heldCents !== effect.heldAfterCents)
          throw new LedgerDriftError(effect.accountId, effect.heldAfterCents, heldCents, 'hold');
        break;
      }
      default:
        break;
    }
  }
  await batch.flush(tx);
}

/** Whether recording the effect writes a row (the others are only events). */
function writesRows(effect: EngineEffect): boolean {
  switch (effect.type) {
    case 'positionOpened':
    case 'pendingPlaced':
    case 'pendingTriggered':
    case 'pendingCancelled':
    case 'positionClosed':
    case 'positionModified':
    case 'balanceChanged':
    case 'holdChanged':
      return true;
    default:
      return false;
  }
}

/** The positions opened by the effects from `start` on, up to the first effect of another kind. */
function openedRun(effects: readonly EngineEffect[], start: number): PositionState[] {
  const run: PositionState[] = [];
  for (let index = start; index < effects.length; index += 1) {
    const effect = effects[index];
    if (effect.type !== 'positionOpened') break;
    run.push(effect.position);
  }
  return run;
}
