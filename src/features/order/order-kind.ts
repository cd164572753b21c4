// What kind of order a ticket sends, as the engine will treat it (docs/engine.md, Rules): no
// market limit is a market order; with one, the side of the market at placement decides whether it
// waits for the price to come back (limit) or to break through (stop). The confirmation names the
// kind so a limit order is not mistaken for a market buy (issue 22, item 9). A kind chosen in the
// ticket (issue 20) is named as chosen.
import type { OrderPayload } from '../../../contract/entities';

export type OrderKind = 'market' | 'limit' | 'stop' | 'stopLimit';

/**
 * A Buy above the ask and a Sell below the bid wait for the market to come to them through the
 * level (stop); the other side waits for it to come back (limit). At the level itself it is a limit.
 */
export function orderKindOf(
  payload: Pick<OrderPayload, 'type' | 'marketLimit' | 'pendingKind'>,
  quote: { ask: number; bid: number } | undefined,
): OrderKind {
  const level = payload.marketLimit;
  if (level === null) return 'market';
  // A kind the customer chose is the kind the server will hold it to (or refuse).
  if (payload.pendingKind) return payload.pendingKind;
  if (!quote) return 'limit';
  if (payload.type === 'Buy') return level > quote.ask ? 'stop' : 'limit';
  return level < quote.bid ? 'stop' : 'limit';
}
