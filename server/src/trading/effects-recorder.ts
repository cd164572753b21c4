// Turns the engine's durable effects into rows, inside one transaction (trading-events.ts turns
// the same effects into domain events once that transaction has committed).
import { ledgerBatchStatement, moveHold, postLedgerBatch } from '../accounts/accounts-repository';
import type { Queryable, Statement } from '../db/database';
import type {
  BalanceChangedEffect,
  EngineEffect,
  PendingCancelledEffect,
  PendingPlacedEffect,
  PositionClosedEffect,
  PositionOpenedEffect,
  PositionState,
} from '../engine/engine-types';
import {
  insertOrders,
  insertOrdersStatement,
  linkOco,
  markArmed,
  markCancelled,
  markTriggered,
  type StoredCancelReason,
  type OrderTagsById,
  updateLimit,
  updateStops,
} from './orders-writes';
import {
  addSwaps,
  fullClosesStatement,
  marksOfCloses,
  type OrderMarks,
  recordClose,
  recordFullCloses,
  type SwapCharge,
} from './position-settlement-writes';

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

/** Effects gathered into a WriteBatch: each is written as one row of a multi-row statement. */
type BatchedEffect = PositionOpenedEffect | PendingPlacedEffect | PositionClosedEffect | BalanceChangedEffect;

function isBatched(effect: EngineEffect): effect is BatchedEffect {
  return (
    effect.type === 'positionOpened' ||
    effect.type === 'pendingPlaced' ||
    (effect.type === 'positionClosed' && effect.id === effect.sourceId) ||
    effect.type === 'balanceChanged'
  );
}

/** The order an effect of a batch writes to; null for a posting that touches no order row. */
function orderIdOf(effect: BatchedEffect): string | null {
  switch (effect.type) {
    case 'positionOpened':
    case 'pendingPlaced':
      return effect.position.id;
    case 'positionClosed':
      return effect.id;
    default:
      return effect.kind === 'swap' ? effect.orderId : null;
  }
}

/**
 * New orders, full closes and balance changes (with their swap charges) gathered from consecutive
 * effects, to be written as a few multi-row statements instead of several statements per effect:
 * a group commit of many placements and closes, or a stop-out storm, costs three or four
 * statements.
 */
class WriteBatch {
  readonly inserts: PositionState[] = [];
  readonly closes: PositionClosedEffect[] = [];
  readonly postings: BalanceChangedEffect[] = [];
  readonly swaps: SwapCharge[] = [];
  /** Orders this batch touches: a second touch of one order must see the first, so it splits the batch. */
  private readonly orderIds = new Set<string>();

  constructor(private readonly options: RecordOptions) {}

  get size(): number {
    return this.inserts.length + this.closes.length + this.postings.length;
  }

  /** False when the effect touches an order this batch already touches (the caller flushes first). */
  add(effect: BatchedEffect): boolean {
    const orderId = orderIdOf(effect);
    if (orderId !== null && this.orderIds.has(orderId)) return false;
    if (orderId !== null) this.orderIds.add(orderId);
    if (effect.type === 'positionOpened' || effect.type === 'pendingPlaced')
      this.inserts.push(effect.position);
    else if (effect.type === 'positionClosed') this.closes.push(effect);
    else {
      this.postings.push(effect);
      if (effect.kind === 'swap' && effect.orderId)
        this.swaps.push({ orderId: effect.orderId, amountCents: effect.amountCents });
    }
    return true;
  }

  private async closeAndMark(tx: Queryable): Promise<void> {
    const marks = await recordFullCloses(tx, this.closes);
    for (const [id, closed] of marks) this.options.closedMarks?.set(id, closed);
  }

  private ledgerEntries() {
    return this.postings.map((effect) => ({
      accountId: effect.accountId,
      kind: effect.kind,
      amountCents: effect.amountCents,
      orderId: effect.orderId,
      at: new Date(effect.atMs),
    }));
  }

  private async postAndCheck(tx: Queryable): Promise<void> {
    const storedCents = await postLedgerBatch(tx, this.ledgerEntries());
    this.postings.forEach((effect, index) => {
      if (storedCents[index] !== effect.balanceAfterCents)
        throw new LedgerDriftError(effect.accountId, effect.balanceAfterCents, storedCents[index]);
    });
  }

  /**
   * Inserts, then closes, then postings, then swap charges: the four touch different rows (an
   * order touched twice splits the batch; a new order touches no account), so this order writes
   * what the effects' own order would.
   */
  async flush(tx: Queryable): Promise<void> {
    // Issued together, in this order: on a pipelining connection they share one round trip, and
    // none waits for another's answer (they touch different rows). Any failure fails the flush,
    // so the transaction is rolled back before its COMMIT is sent. The failure reported is the
    // first in issue order: the statements behind it fail only because the transaction aborted,
    // and which rejection settles first depends on how the answers were split into socket reads.
    const outcomes = await Promise.allSettled([
      this.inserts.length > 0 ? insertOrders(tx, this.inserts, this.options.tagsById) : null,
      this.closes.length > 0 ? this.closeAndMark(tx) : null,
      this.postings.length > 0 ? this.postAndCheck(tx) : null,
      this.swaps.length > 0 ? addSwaps(tx, this.swaps) : null,
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    this.inserts.length = 0;
    this.closes.length = 0;
    this.postings.length = 0;
    this.swaps.length = 0;
    this.orderIds.clear();
  }

  /**
   * The batch as statements whose checks run in SQL (for a transaction sent in one flight), and
   * how to read their answers; null when it holds swap charges (rollovers take the usual path).
   */
  plan(): EffectsPlan | null {
    if (this.swaps.length > 0) return null;
    const statements: Statement[] = [];
    if (this.inserts.length > 0) statements.push(insertOrdersStatement(this.inserts, this.options.tagsById));
    const closesAt = statements.length;
    if (this.closes.length > 0) statements.push(fullClosesStatement(this.closes));
    if (this.postings.length > 0) {
      const expected = this.postings.map((effect) => effect.balanceAfterCents);
      statements.push(ledgerBatchStatement(this.ledgerEntries(), expected));
    }
    const hasCloses = this.closes.length > 0;
    return {
      statements,
      read: (answers) => {
        if (!hasCloses) return;
        for (const [id, marks] of marksOfCloses(answers[closesAt])) this.options.closedMarks?.set(id, marks);
      },
    };
  }
}

/** Statements built before anything is sent, and what to do with their answers once committed. */
export interface EffectsPlan {
  statements: Statement[];
  /** Reads the statements' answers (in their order); never throws: it runs after the commit. */
  read(answers: readonly (readonly unknown[])[]): void;
}

/**
 * The effects as one WriteBatch's statements, when each of them gathers into one batch (new
 * orders, full closes and postings, no order touched twice, within BATCH_ROWS_MAX rows); null
 * when any needs a statement that sees an earlier one's answer, which recordEffects handles.
 */
export function planEffects(
  effects: readonly EngineEffect[],
  options: RecordOptions = {},
): EffectsPlan | null {
  const batch = new WriteBatch(options);
  for (const effect of effects) {
    if (!isBatched(effect)) {
      if (writesRows(effect)) return null;
      continue;
    }
    if (batch.size >= BATCH_ROWS_MAX || !batch.add(effect)) return null;
  }
  return batch.plan();
}

export interface RecordOptions {
  /** The placer's marks (client id, robot) for the rows of the new orders it names. */
  tagsById?: OrderTagsById;
  /** Filled with the marks of every closed order (or closed piece), by the close's id. */
  closedMarks?: Map<string, OrderMarks>;
}

/** `nowMs` dates the rows whose effect carries no time of its own (a cancellation). */
export async function recordEffects(
  tx: Queryable,
  effects: readonly EngineEffect[],
  nowMs: number,
  options: RecordOptions = {},
): Promise<void> {
  const batch = new WriteBatch(options);
  for (const effect of effects) {
    // New orders, full closes and balance changes (a group commit, a stop-out storm) gather.
    if (isBatched(effect)) {
      if (batch.size >= BATCH_ROWS_MAX || !batch.add(effect)) {
        await batch.flush(tx);
        batch.add(effect);
      }
      continue;
    }
    if (!writesRows(effect)) continue;
    // Every other write sees the batched ones before it.
    await batch.flush(tx);
    await recordOne(tx, effect, nowMs, options);
  }
  await batch.flush(tx);
}

/** How the row names why a waiting order left unfilled. */
const STORED_CANCEL_REASONS: Record<PendingCancelledEffect['reason'], StoredCancelReason> = {
  manual: 'cancelled',
  INSUFFICIENT_MARGIN: 'noMargin',
  expired: 'expired',
  oco: 'oco',
};

/** The effects written row by row: each reads or checks what the ones before it wrote. */
async function recordOne(
  tx: Queryable,
  effect: EngineEffect,
  nowMs: number,
  options: RecordOptions,
): Promise<void> {
  switch (effect.type) {
    case 'pendingTriggered':
      await markTriggered(tx, effect.position);
      break;
    case 'pendingCancelled':
      await markCancelled(tx, effect.id, STORED_CANCEL_REASONS[effect.reason], nowMs);
      break;
    case 'pendingArmed':
      await markArmed(tx, effect.position.id);
      break;
    case 'ocoLinked':
      await linkOco(tx, effect.id, effect.partnerId);
      break;
    case 'positionClosed':
      options.closedMarks?.set(effect.id, await recordClose(tx, effect));
      break;
    case 'positionModified':
      await updateStops(tx, effect.id, effect.stopLoss, effect.takeProfit, effect.trailingDistance);
      if (effect.marketLimit !== undefined) await updateLimit(tx, effect.id, effect.marketLimit);
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

/** Whether recording the effect writes a row (the others are only events). */
function writesRows(effect: EngineEffect): boolean {
  switch (effect.type) {
    case 'positionOpened':
    case 'pendingPlaced':
    case 'pendingTriggered':
    case 'pendingCancelled':
    case 'pendingArmed':
    case 'ocoLinked':
    case 'positionClosed':
    case 'positionModified':
    case 'balanceChanged':
    case 'holdChanged':
      return true;
    default:
      return false;
  }
}
