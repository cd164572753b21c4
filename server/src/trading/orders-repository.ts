// SQL for the orders table (migration 003). The engine decides; these functions record what it
// decided, always inside the caller's transaction so an order row and its ledger rows commit together.
import type { OrderSide } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import type { PositionClosedEffect, PositionState } from '../engine/engine-types';

export type StoredStatus = 'open' | 'waiting' | 'closed' | 'cancelled';
export type StoredCloseReason = PositionClosedEffect['reason'] | 'cancelled' | 'noMargin';

export interface OrderRecord {
  id: string;
  userId: string;
  symbol: string;
  side: OrderSide;
  lots: number;
  status: StoredStatus;
  openPrice: number | null;
  closePrice: number | null;
  marketLimit: number | null;
  stopLoss: number | null;
  takeProfit: number | null;
  marginCents: number;
  swapCents: number;
  profitCents: number | null;
  closeReason: StoredCloseReason | null;
  sourceId: string | null;
  createdAt: Date;
  openedAt: Date | null;
  closeAt: Date | null;
}

interface OrderRow {
  id: string;
  user_id: string;
  symbol: string;
  side: OrderSide;
  lots: number;
  status: StoredStatus;
  open_price: number | null;
  close_price: number | null;
  market_limit: number | null;
  stop_loss: number | null;
  take_profit: number | null;
  margin_cents: number;
  swap_cents: number;
  profit_cents: number | null;
  close_reason: StoredCloseReason | null;
  source_id: string | null;
  created_at: Date;
  opened_at: Date | null;
  close_at: Date | null;
}

const COLUMNS = `id::text AS id, user_id, symbol, side, lots::float8 AS lots, status, open_price, close_price,
  market_limit, stop_loss, take_profit, margin_cents, swap_cents, profit_cents, close_reason,
  source_id::text AS source_id, created_at, opened_at, close_at`;

function toRecord(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    userId: row.user_id,
    symbol: row.symbol,
    side: row.side,
    lots: row.lots,
    status: row.status,
    openPrice: row.open_price,
    closePrice: row.close_price,
    marketLimit: row.market_limit,
    stopLoss: row.stop_loss,
    takeProfit: row.take_profit,
    marginCents: row.margin_cents,
    swapCents: row.swap_cents,
    profitCents: row.profit_cents,
    closeReason: row.close_reason,
    sourceId: row.source_id,
    createdAt: new Date(row.created_at),
    openedAt: row.opened_at ? new Date(row.opened_at) : null,
    closeAt: row.close_at ? new Date(row.close_at) : null,
  };
}

const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

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
  await tx.query(
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
  await tx.query(
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
    await tx.query(
      `UPDATE orders SET status = 'closed', close_price = $2, profit_cents = $3, close_reason = $4, close_at = $5
       WHERE id = $1 AND status = 'open'`,
      [close.id, close.closePrice, close.realizedCents, close.reason, new Date(close.closedAtMs)],
    );
    return;
  }
  await tx.query(
    `INSERT INTO orders (id, user_id, symbol, side, lots, status, open_price, close_price, stop_loss,
       take_profit, margin_cents, swap_cents, profit_cents, close_reason, source_id, created_at, opened_at, close_at)
     SELECT $1, user_id, symbol, side, $2, 'closed', open_price, $3, stop_loss, take_profit, $4, $5, $6, $7,
       id, created_at, opened_at, $8
     FROM orders WHERE id = $9`,
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
  await tx.query(
    `UPDATE orders SET lots = $2, margin_cents = $3, swap_cents = swap_cents - $4 WHERE id = $1`,
    [close.sourceId, close.remainingLots, close.remainingMarginCents, close.swapCents],
  );
}

export async function updateStops(
  tx: Queryable,
  id: string,
  stopLoss: number | null,
  takeProfit: number | null,
): Promise<void> {
  await tx.query('UPDATE orders SET stop_loss = $2, take_profit = $3 WHERE id = $1', [
    id,
    stopLoss,
    takeProfit,
  ]);
}

/** Swap charged at a rollover accumulates on the position it was charged for. */
export async function addSwap(tx: Queryable, id: string, amountCents: number): Promise<void> {
  await tx.query('UPDATE orders SET swap_cents = swap_cents + $2 WHERE id = $1', [id, amountCents]);
}

export async function findOrder(db: Queryable, userId: string, id: string): Promise<OrderRecord | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const rows = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export interface OrderPage {
  records: OrderRecord[];
  total: number;
}

/** One page of a user's orders in one status, newest first. */
export async function listOrders(
  db: Queryable,
  userId: string,
  status: Exclude<StoredStatus, 'cancelled'>,
  page: number,
  pageSize: number,
): Promise<OrderPage> {
  const order = status === 'closed' ? 'close_at DESC, id DESC' : 'id DESC';
  const [rows, counted] = await Promise.all([
    db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM orders WHERE user_id = $1 AND status = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [userId, status, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      'SELECT COUNT(*)::bigint AS total FROM orders WHERE user_id = $1 AND status = $2',
      [userId, status],
    ),
  ]);
  return { records: rows.map(toRecord), total: counted[0]?.total ?? 0 };
}

/** Open positions and waiting orders, to rebuild the engine on start. */
export async function loadActiveOrders(db: Queryable): Promise<OrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE status IN ('open', 'waiting') ORDER BY id`,
  );
  return rows.map(toRecord);
}

export async function maxOrderId(db: Queryable): Promise<number> {
  const rows = await db.query<{ max: number | null }>('SELECT MAX(id) AS max FROM orders');
  return rows[0]?.max ?? 0;
}
