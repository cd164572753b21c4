// The writes to the orders table (migration 003), always inside the caller's transaction so an
// order row and its ledger rows commit together. Every update must touch exactly one row; anything
// else means the engine and the table disagree, and the transaction rolls back loudly.
import type { Queryable } from '../db/database';
import type { PositionClosedEffect, PositionState } from '../engine/engine-types';

const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** The engine and the table disagree about an order: the caller's transaction must roll back. */
export class OrderDriftError extends Error {
  constructor(id: string, action: string) {
    super(`order ${id}: no row to ${action}; the engine and the orders table have drifted apart`);
    this.name = 'OrderDriftError';
  }
}

async function updateOne(
  tx: Queryable,
  id: string,
  action: string,
  sql: string,
  params: unknown[],
): Promise<void> {
  const rows = await tx.query<{ id: string }>(`${sql} RETURNING id`, params);
  if (rows.length !== 1) throw new OrderDriftError(id, action);
}

/** Records a newly opened position or a newly placed waiting order. */
export async function insertOrder(tx: Queryable, state: PositionState): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, user_id, symbol, side, lots, status, open_price, market_limit, stop_loss,
       take_profit, margin_cents, swap_cents, created_at, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      state.id,
      state.userId,
      state.symbol,
      state.side,
      state.lots,
      state.status,
      state.openPrice,
      state.marketLimit,
      state.stopLoss,
      state.takeProfit,
      state.marginCents,
      state.swapCents,
      new Date(state.createdAtMs),
      dateOrNull(state.openedAtMs),
    ],
  );
}

/** A waiting order reached its price: it is now an open position with a fill price and margin. */
export async function markTriggered(tx: Queryable, state: PositionState): Promise<void> {
  await updateOne(
    tx,
    state.id,
    'trigger',
    `UPDATE orders SET status = 'open', open_price = $2, margin_cents = $3, opened_at = $4, lots = $5
     WHERE id = $1 AND status = 'waiting'`,
    [state.id, state.openPrice, state.marginCents, dateOrNull(state.openedAtMs), state.lots],
  );
}

export async function markCancelled(
  tx: Queryable,
  id: string,
  reason: 'cancelled' | 'noMargin',
  atMs: number,
): Promise<void> {
  await updateOne(
    tx,
    id,
    'cancel',
    `UPDATE orders SET status = 'cancelled', close_reason = $2, close_at = $3 WHERE id = $1 AND status = 'waiting'`,
    [id, reason, new Date(atMs)],
  );
}

/**
 * A full close turns the row closed. A partial close inserts the closed piece as a new closed row
 * (source_id names the position) and leaves the position open with the remaining lots and margin.
 */
export async function recordClose(tx: Queryable, close: PositionClosedEffect): Promise<void> {
  if (close.id === close.sourceId) {
    await updateOne(
      tx,
      close.id,
      'close',
      `UPDATE orders SET status = 'closed', close_price = $2, profit_cents = $3, close_reason = $4, close_at = $5
       WHERE id = $1 AND status = 'open'`,
      [close.id, close.closePrice, close.realizedCents, close.reason, new Date(close.closedAtMs)],
    );
    return;
  }
  await updateOne(
    tx,
    close.sourceId,
    'split off a closed piece from',
    `INSERT INTO orders (id, user_id, symbol, side, lots, status, open_price, close_price, stop_loss,
       take_profit, margin_cents, swap_cents, profit_cents, close_reason, source_id, created_at, opened_at, close_at)
     SELECT $1, user_id, symbol, side, $2, 'closed', open_price, $3, stop_loss, take_profit, $4, $5, $6, $7,
       id, created_at, opened_at, $8
     FROM orders WHERE id = $9 AND status = 'open'`,
    [
      close.id,
      close.lots,
      close.closePrice,
      close.marginCents,
      close.swapCents,
      close.realizedCents,
      close.reason,
      new Date(close.closedAtMs),
      close.sourceId,
    ],
  );
  await updateOne(
    tx,
    close.sourceId,
    'split',
    `UPDATE orders SET lots = $2, margin_cents = $3, swap_cents = swap_cents - $4 WHERE id = $1 AND status = 'open'`,
    [close.sourceId, close.remainingLots, close.remainingMarginCents, close.swapCents],
  );
}

export async function updateStops(
  tx: Queryable,
  id: string,
  stopLoss: number | null,
  takeProfit: number | null,
): Promise<void> {
  const sql =
    "UPDATE orders SET stop_loss = $2, take_profit = $3 WHERE id = $1 AND status IN ('open', 'waiting')";
  await updateOne(tx, id, 'modify', sql, [id, stopLoss, takeProfit]);
}

/** Swap charged at a rollover accumulates on the position it was charged for. */
export async function addSwap(tx: Queryable, id: string, amountCents: number): Promise<void> {
  await updateOne(
    tx,
    id,
    'charge swap on',
    "UPDATE orders SET swap_cents = swap_cents + $2 WHERE id = $1 AND status = 'open'",
    [id, amountCents],
  );
}
