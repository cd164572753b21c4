// A client's own order id names one submit. A retry of that submit (the same instrument, side,
// kind, limit price and lots) gets the first order back; the same id sent with another order is a
// mistake in the client, refused like an idempotency key sent with another body, rather than
// silently answered with an order the client did not ask for. Stop loss and take profit are left
// out: the customer may have moved them on the placed order before the retry arrived.
import type { OrderPayload } from '../../../contract/entities';

/** What the order placed under a client id was asked for (lots before any partial close). */
export interface ClientOrderRecord {
  id: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  marketLimit: number | null;
  lotsPlaced: number;
}

/** What a payload asks for, in the record's terms (an order still being placed is compared so). */
export function requestedOrder(payload: OrderPayload): Omit<ClientOrderRecord, 'id'> {
  return {
    symbol: payload.symbol,
    side: payload.type,
    marketLimit: payload.marketLimit ?? null,
    lotsPlaced: payload.amount,
  };
}

/** Lots live on the 0.01 grid; compared in hundredths so 0.1 + 0.2 reads as 0.3. */
const lotHundredths = (lots: number) => Math.round(lots * 100);

export function isSameOrderRequest(
  payload: Pick<OrderPayload, 'symbol' | 'type' | 'amount' | 'marketLimit'>,
  placed: Omit<ClientOrderRecord, 'id'>,
): boolean {
  return (
    payload.symbol.toUpperCase() === placed.symbol.toUpperCase() &&
    payload.type === placed.side &&
    (payload.marketLimit ?? null) === placed.marketLimit &&
    lotHundredths(payload.amount) === lotHundredths(placed.lotsPlaced)
  );
}
