// Reads of the orders table (migration 003): one order, a page of a list, the rows the engine is
// rebuilt from. The writes are in orders-writes.ts.
import type { OrderSide, PendingKind } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import { NO_CLOSED_FILTER, type ClosedRowsFilter } from './closed-filter';
import type { PositionClosedEffect } from '../engine/engine-types';
import type { ClientOrderRecord } from './client-order-match';

export type StoredStatus = 'open' | 'waiting' | 'closed' | 'cancelled';
export type StoredCloseReason = PositionClosedEffect['reason'] | 'cancelled' | 'noMargin' | 'expired' | 'oco';

export interface OrderRecord {
  id: string;
  /** The trading account (real or practice) the order belongs to. */
  accountId: string;
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
  /** The robot that placed it (migration 009); null for the customer's own orders. */
  robotId: string | null;
  /** A waiting order's capped leverage (migration 021); null: the symbol's own. */
  leverage: number | null;
  /** The trader it copies (migration 010): id and name as they were at the copy; null otherwise. */
  copiedTraderId: string | null;
  copiedTraderName: string | null;
  /** Order kinds (migration 020); null, false or absent on an order without them. */
  pendingKind?: PendingKind | null;
  limitPrice?: number | null;
  limitArmed?: boolean;
  expiresAt?: Date | null;
  trailingDistance?: number | null;
  ocoWith?: string | null;
}

interface OrderRow {
  id: string;
  account_id: string;
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
  robot_id: string | null;
  leverage: number | null;
  copied_trader_id: string | null;
  copied_trader_name: string | null;
  pending_kind: PendingKind | null;
  limit_price: number | null;
  limit_armed: boolean;
  expires_at: Date | null;
  trailing_distance: number | null;
  oco_with: string | null;
}

const COLUMNS = `id::text AS id, account_id, symbol, side, lots::float8 AS lots, status, open_price, close_price,
  market_limit, stop_loss, take_profit, margin_cents, swap_cents, profit_cents, close_reason,
  source_id::text AS source_id, created_at, opened_at, close_at, robot_id, leverage, copied_trader_id, copied_trader_name,
  pending_kind, limit_price, limit_armed, expires_at, trailing_distance, oco_with::text AS oco_with`;

function toRecord(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    accountId: row.account_id,
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
    robotId: row.robot_id,
    leverage: row.leverage === null ? null : Number(row.leverage),
    copiedTraderId: row.copied_trader_id,
    copiedTraderName: row.copied_trader_name,
    pendingKind: row.pending_kind,
    limitPrice: row.limit_price,
    limitArmed: row.limit_armed,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    trailingDistance: row.trailing_distance,
    ocoWith: row.oco_with,
  };
}

export async function findOrder(db: Queryable, accountId: string, id: string): Promise<OrderRecord | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const rows = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1 AND account_id = $2`, [
    id,
    accountId,
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export interface OrderPage {
  records: OrderRecord[];
  total: number;
}

/** One page of an account's orders in one status, newest first. */
export async function listOrders(
  db: Queryable,
  accountId: string,
  status: Exclude<StoredStatus, 'cancelled'>,
  page: number,
  pageSize: number,
  filter: ClosedRowsFilter = NO_CLOSED_FILTER,
): Promise<OrderPage> {
  // Qualified on purpose: a bare `id` in ORDER BY names the output column, which COLUMNS renders
  // as text, and text sorts '9' after '55'. orders.id is the BIGINT (and matches the index).
  const order = status === 'closed' ? 'orders.close_at DESC, orders.id DESC' : 'orders.id DESC';
  const { sql: narrowed, params: filterParams } = filterConditions(filter, 3);
  const where = `WHERE account_id = $1 AND status = $2${narrowed}`;
  const params = [accountId, status, ...filterParams];
  const next = params.length + 1;
  const [rows, counted] = await Promise.all([
    db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM orders ${where} ORDER BY ${order} LIMIT $${next} OFFSET $${next + 1}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT COUNT(*)::bigint AS total FROM orders ${where}`, params),
  ]);
  return { records: rows.map(toRecord), total: counted[0]?.total ?? 0 };
}

/**
 * The filter's conditions, each starting with AND, numbered from `$first`; only the given ones are
 * written, so the planner sees plain comparisons.
 */
function filterConditions(filter: ClosedRowsFilter, first: number): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    parts.push(` AND ${condition(`$${first + params.length - 1}`)}`);
  };
  if (filter.symbol !== null) add((at) => `symbol = ${at}`, filter.symbol);
  if (filter.side !== null) add((at) => `side = ${at}`, filter.side);
  if (filter.fromMs !== null) add((at) => `close_at >= ${at}`, new Date(filter.fromMs));
  if (filter.beforeMs !== null) add((at) => `close_at < ${at}`, new Date(filter.beforeMs));
  return { sql: parts.join(''), params };
}

/** Open positions and waiting orders, to rebuild the engine on start. */
export async function loadActiveOrders(db: Queryable): Promise<OrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE status IN ('open', 'waiting') ORDER BY orders.id`,
  );
  return rows.map(toRecord);
}

/**
 * One account's open positions, oldest fill first: another shard's trader as copy trading reads it
 * (the trader's shard is the record, and each decision is committed before its event leaves).
 */
export async function loadOpenPositionsOf(db: Queryable, accountId: string): Promise<OrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE account_id = $1 AND status = 'open'
     ORDER BY opened_at, orders.id`,
    [accountId],
  );
  return rows.map(toRecord);
}

export async function maxOrderId(db: Queryable): Promise<number> {
  const rows = await db.query<{ max: number | null }>('SELECT MAX(id) AS max FROM orders');
  return rows[0]?.max ?? 0;
}

/**
 * The order an account placed under the client's own id, with what it was asked for (its lots
 * before any partial close split parts off); null when it placed none.
 */
export async function findClientOrder(
  db: Queryable,
  accountId: string,
  clientOrderId: string,
): Promise<ClientOrderRecord | null> {
  const rows = await db.query<{
    id: string;
    symbol: string;
    side: 'Buy' | 'Sell';
    market_limit: number | null;
    lots_placed: string | number;
  }>(
    `SELECT o.id::text AS id, o.symbol, o.side, o.market_limit,
       o.lots + COALESCE((SELECT SUM(part.lots) FROM orders part WHERE part.source_id = o.id), 0) AS lots_placed
     FROM orders o WHERE o.account_id = $1 AND o.client_order_id = $2`,
    [accountId, clientOrderId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    marketLimit: row.market_limit === null ? null : Number(row.market_limit),
    lotsPlaced: Number(row.lots_placed),
  };
}
