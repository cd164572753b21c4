// Request schemas of /api/orders and /api/margin. Every object refuses unknown fields. Bodies are
// not coerced (http/validators.ts): a price is a JSON number, and null is the only way to leave
// one out or clear it; "" or true is refused.
import { Type, type Static } from '@sinclair/typebox';
import { CANDLE_INTERVALS } from '../../../contract/entities';
import { strictObject } from '../http/schema';

/** A price the client may leave out or send as null when its checkbox is off. */
const OptionalPrice = Type.Optional(
  Type.Unsafe<number | null>({ type: ['number', 'null'], exclusiveMinimum: 0, maximum: 1e9 }),
);

/** Order ids are numbers rendered as strings; in a body they are sent as strings. */
const OrderId = Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' });
const Lots = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 });

/** A trailing distance: any number here, so zero or a negative one gets the engine's Turkish refusal. */
const OptionalDistance = Type.Optional(
  Type.Unsafe<number | null>({ type: ['number', 'null'], maximum: 1e9 }),
);

export const PlaceOrderBody = strictObject({
  symbol: Type.String({ minLength: 1, maxLength: 20 }),
  type: Type.Union([Type.Literal('Buy'), Type.Literal('Sell')]),
  amount: Lots,
  marketLimit: OptionalPrice,
  stopLoss: OptionalPrice,
  takeProfit: OptionalPrice,
  /** The client's own id for this submit; a retry with the same id returns the first order. */
  clientOrderId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  // API.md "Order types beyond market and limit"
  pendingKind: Type.Optional(
    Type.Union([Type.Literal('limit'), Type.Literal('stop'), Type.Literal('stopLimit'), Type.Null()]),
  ),
  limitPrice: OptionalPrice,
  /** ISO 8601 time; null or absent = good till cancelled. */
  expiresAt: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()])),
  trailingDistance: OptionalDistance,
  ocoWith: Type.Optional(Type.Union([OrderId, Type.Null()])),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

export const OrderIdParams = strictObject({ id: OrderId });
export type OrderIdParams = Static<typeof OrderIdParams>;

export const StopTakeBody = strictObject({
  stopLoss: OptionalPrice,
  takeProfit: OptionalPrice,
  /** A waiting order's new price (a drag of its line on the chart); refused for an open position. */
  marketLimit: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e9 })),
  /** Absent: unchanged; null clears it. */
  trailingDistance: OptionalDistance,
});
export type StopTakeBody = Static<typeof StopTakeBody>;

export const CloseBody = strictObject({ id: OrderId });
export type CloseBody = Static<typeof CloseBody>;

/** POST /api/orders/close-all: every field narrows; none closes every open position. */
export const CloseAllBody = strictObject({
  symbol: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  side: Type.Optional(Type.Union([Type.Literal('Buy'), Type.Literal('Sell')])),
  only: Type.Optional(Type.Union([Type.Literal('profit'), Type.Literal('loss')])),
});
export type CloseAllBody = Static<typeof CloseAllBody>;

/** SPEC.md gives two readings of a partial close: {orderId, pieced} and {id, amount}. */
export const PartialCloseBody = strictObject({
  orderId: Type.Optional(OrderId),
  pieced: Type.Optional(Lots),
  id: Type.Optional(OrderId),
  amount: Type.Optional(Lots),
});
export type PartialCloseBody = Static<typeof PartialCloseBody>;

export const CancelBody = strictObject({ orderId: OrderId });
export type CancelBody = Static<typeof CancelBody>;

export const PageQuery = strictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** GET /api/orders/transaction: a page of the closed list, narrowed by contract/history.ts's filter. */
export const ClosedListQuery = strictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  symbol: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, an Istanbul day' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, an Istanbul day' })),
  type: Type.Optional(Type.Union([Type.Literal('Buy'), Type.Literal('Sell')])),
});
export type ClosedListQuery = Static<typeof ClosedListQuery>;

export const CANDLES_LIMIT_MAX = 1_000;
export const CandleParams = strictObject({ symbol: Type.String({ minLength: 1, maxLength: 20 }) });
export type CandleParams = Static<typeof CandleParams>;
export const CandleQuery = strictObject({
  interval: Type.Optional(
    Type.Union(
      CANDLE_INTERVALS.map((interval) => Type.Literal(interval)),
      { default: '1m' },
    ),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CANDLES_LIMIT_MAX, default: 200 })),
});
export type CandleQuery = Static<typeof CandleQuery>;
