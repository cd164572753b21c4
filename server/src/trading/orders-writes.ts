// The writes to the orders table (migration 003), always inside the caller's transaction so an
// order row and its ledger rows commit together. Every update must touch exactly one row; anything
// else means the engine and the table disagree, and the transaction rolls back loudly.
// Closes and swap charges are in position-settlement-writes.ts.
import type { Queryable, Statement } from '../db/database';
import { expectRowCount, isSqlCheckFailure } from '../db/sql-checks';
import type { PositionState } from '../engine/engine-types';

export const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** The engine and the table disagree about an order: the caller's transaction must roll back. */
export class OrderDriftError extends Error {
  constructor(id: string, action: string) {
    super(`order ${id}: no row to ${action}; the engine and the orders table have drifted apart`);
    this.name = 'OrderDriftError';
  }
}

export async function updateOne(
  tx: Queryable,
  id: string,
  action: string,
  sql: string,
  params: unknown[],
): Promise<void> {
  const rows = await tx.query<{ id: string }>(`${sql} RETURNING id`, params);
  if (rows.length !== 1) throw new OrderDriftError(id, action);
}

/** What the order's placer adds to its row beside the engine's decision, written with the insert. */
export interface OrderTags {
  /** The client's own id for the order (a retry returns the order it already placed). */
  clientOrderId?: string;
  /** The robot that placed it. */
  robotId?: string;
}

export type OrderTagsById = ReadonlyMap<string, OrderTags>;

const NO_TAGS: OrderTagsById = new Map();

/**
 * Records newly opened positions and newly placed waiting orders in one statement, each written
 * once, whole, from what the engine decided (with its placer's tags), never updated afterwards to
 * finish it; each must land in its account.
 */
export async function insertOrders(
  tx: Queryable,
  states: readonly PositionState[],
  tagsById: OrderTagsById = NO_TAGS,
): Promise<void> {
  const { sql, params } = insertOrdersStatement(states, tagsById);
  await tx.query(sql, params).catch((error: unknown) => {
    const ids = states.map((state) => state.id);
    throw isSqlCheckFailure(error) ? new OrderDriftError(idsNamed(ids), 'insert into its account') : error;
  });
}

/** insertOrders' statement; it fails itself (in SQL) unless every order landed in its account. */
export function insertOrdersStatement(
  states: readonly PositionState[],
  tagsById: OrderTagsById = NO_TAGS,
): Statement {
  const column = <T>(pick: (state: PositionState) => T): T[] => states.map(pick);
  return {
    sql: expectRowCount(
      `INSERT INTO orders (id, account_id, user_id, symbol, side, lots, status, open_price, market_limit,
       stop_loss, take_profit, margin_cents, swap_cents, created_at, opened_at, client_order_id, robot_id, leverage,
       pending_kind, limit_price, expires_at, trailing_distance, oco_with)
     SELECT o.id, o.account_id, accounts.user_id, o.symbol, o.side, o.lots::numeric(12, 2), o.status, o.open_price,
       o.market_limit, o.stop_loss, o.take_profit, o.margin_cents, o.swap_cents, o.created_at, o.opened_at,
       o.client_order_id, o.robot_id, o.leverage, o.pending_kind, o.limit_price, o.expires_at, o.trailing_distance, o.oco_with
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::text[], $7::float8[],
       $8::float8[], $9::float8[], $10::float8[], $11::bigint[], $12::bigint[], $13::timestamptz[],
       $14::timestamptz[], $15::text[], $16::text[], $17::int[], $18::text[], $19::float8[], $20::timestamptz[],
       $21::float8[], $22::bigint[])
       AS o(id, account_id, symbol, side, lots, status, open_price, market_limit, stop_loss, take_profit,
         margin_cents, swap_cents, created_at, opened_at, client_order_id, robot_id, leverage, pending_kind, limit_price,
         expires_at, trailing_distance, oco_with)
     JOIN accounts ON accounts.id = o.account_id
     RETURNING orders.id`,
      'cardinality($1::bigint[])',
      'orders inserted into their accounts',
    ),
    params: [
      column((state) => state.id),
      column((state) => state.accountId),
      column((state) => state.symbol),
      column((state) => state.side),
      column((state) => state.lots),
      column((state) => state.status),
      column((state) => state.openPrice),
      column((state) => state.marketLimit),
      column((state) => state.stopLoss),
      column((state) => state.takeProfit),
      column((state) => state.marginCents),
      column((state) => state.swapCents),
      column((state) => new Date(state.createdAtMs)),
      column((state) => dateOrNull(state.openedAtMs)),
      column((state) => tagsById.get(state.id)?.clientOrderId ?? null),
      column((state) => tagsById.get(state.id)?.robotId ?? null),
      column((state) => state.leverage ?? null),
      column((state) => state.pendingKind ?? null),
      column((state) => state.limitPrice ?? null),
      column((state) => dateOrNull(state.expiresAtMs ?? null)),
      column((state) => state.trailingDistance ?? null),
      column((state) => state.ocoWith ?? null),
    ],
  };
}

/**
 * A waiting order reached its price: it is now an open position with a fill price and margin (and
 * the stop loss a trailing stop set at the fill).
 */
export async function markTriggered(tx: Queryable, state: PositionState): Promise<void> {
  await updateOne(
    tx,
    state.id,
    'trigger',
    `UPDATE orders SET status = 'open', open_price = $2, margin_cents = $3, opened_at = $4, lots = $5,
       stop_loss = $6, limit_armed = $7
     WHERE id = $1 AND status = 'waiting'`,
    [
      state.id,
      state.openPrice,
      state.marginCents,
      dateOrNull(state.openedAtMs),
      state.lots,
      state.stopLoss,
      state.limitArmed ?? false,
    ],
  );
}

/** A stop-limit's trigger was touched: it waits at its limit from now on, across a restart too. */
export async function markArmed(tx: Queryable, id: string): Promise<void> {
  await updateOne(
    tx,
    id,
    'arm',
    `UPDATE orders SET limit_armed = true WHERE id = $1 AND status = 'waiting' AND pending_kind = 'stopLimit'`,
    [id],
  );
}

/** The partner of a new waiting order names it back (the new order's row names the partner). */
export async function linkOco(tx: Queryable, id: string, partnerId: string): Promise<void> {
  await updateOne(
    tx,
    id,
    'link as an OCO partner',
    `UPDATE orders SET oco_with = $2 WHERE id = $1 AND status = 'waiting' AND oco_with IS NULL`,
    [id, partnerId],
  );
}

export type StoredCancelReason = 'cancelled' | 'noMargin' | 'expired' | 'oco';

export async function markCancelled(
  tx: Queryable,
  id: string,
  reason: StoredCancelReason,
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

/** New stops; with `trailingDistance` (null clears it) the trailing distance too. */
export async function updateStops(
  tx: Queryable,
  id: string,
  stopLoss: number | null,
  takeProfit: number | null,
  trailingDistance?: number | null,
): Promise<void> {
  if (trailingDistance === undefined) {
    const sql =
      "UPDATE orders SET stop_loss = $2, take_profit = $3 WHERE id = $1 AND status IN ('open', 'waiting')";
    await updateOne(tx, id, 'modify', sql, [id, stopLoss, takeProfit]);
    return;
  }
  const sql = `UPDATE orders SET stop_loss = $2, take_profit = $3, trailing_distance = $4
     WHERE id = $1 AND status IN ('open', 'waiting')`;
  await updateOne(tx, id, 'modify', sql, [id, stopLoss, takeProfit, trailingDistance]);
}

/** A waiting order's new price (moved from the chart). */
export async function updateLimit(tx: Queryable, id: string, marketLimit: number): Promise<void> {
  const sql = "UPDATE orders SET market_limit = $2 WHERE id = $1 AND status = 'waiting'";
  await updateOne(tx, id, 'move', sql, [id, marketLimit]);
}

/** The first id of `ids` that `touched` lacks: the row a bulk update failed to find. */
/** Names the order a check on a statement of `ids` failed for (SQL does not say which). */
export function idsNamed(ids: readonly string[]): string {
  return ids.length === 1 ? ids[0] : `one of ${ids.join(', ')}`;
}

export function firstMissing(ids: readonly string[], touched: readonly { id: string }[]): string {
  const found = new Set(touched.map((row) => String(row.id)));
  return ids.find((id) => !found.has(id)) ?? ids[0] ?? '?';
}
