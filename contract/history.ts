// The closed-positions filter (../shared/API.md "Order types beyond market and limit": GET
// /api/orders/transaction takes symbol, from, to and type), shared by the closed list and the
// closed-trades CSV export (GET /api/finance/closed-trades.csv), so one filter means the same rows
// on the screen and in the file.
import type { OrderSide } from './entities';

export interface ClosedOrdersFilter {
  /** One symbol exactly, e.g. 'XAUUSD'. */
  symbol?: string;
  /** YYYY-MM-DD, an Istanbul calendar day: positions closed on it or later. */
  from?: string;
  /** YYYY-MM-DD, an Istanbul calendar day: positions closed on it or earlier. */
  to?: string;
  /** The position's side. */
  type?: OrderSide;
}
