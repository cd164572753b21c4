// Many positions at once and the chart's moves (API.md "Order types beyond market and limit"):
// POST /api/orders/close-all and POST /api/orders/reverse are pinned there; moving a waiting
// order's price is ours (docs/server.md): PUT /api/orders/update/{id} also takes marketLimit.
import type { Order, OrderSide, StopTakeUpdate } from './entities';

/** Which open positions close-all takes; every field absent takes them all. */
export interface CloseAllRequest {
  symbol?: string;
  side?: OrderSide;
  /** profit: floating profit above zero; loss: below zero. */
  only?: 'profit' | 'loss';
}

/** Each matching position's outcome: closed, or refused with the Turkish reason. */
export interface CloseAllAnswer {
  closed: string[];
  failed: { id: string; message: string }[];
}

export interface ReverseRequest {
  id: string;
}

export interface ReverseAnswer {
  closed: string;
  opened: Order;
}

/** A waiting order's stops with its new price (null stops remove them, as in StopTakeUpdate). */
export interface WaitingOrderUpdate extends StopTakeUpdate {
  marketLimit?: number;
}
