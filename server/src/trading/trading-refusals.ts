// The trading domain's refusals: the engine's result codes plus the service's own. Services throw
// them as DomainError; http/refusals.ts turns each into its HTTP status and Turkish text here.
import { serverTexts } from '../../../contract/server-texts';
import type { EngineResultCode } from '../engine/engine-types';
import type { RefusalTable } from '../http/refusal-table';

export type TradingRefusalCode =
  | EngineResultCode
  | 'ALREADY_CLOSED'
  | 'BUSY'
  | 'CLIENT_ORDER_ID_REUSED'
  | 'EXPIRES_AT_INVALID'
  | 'HISTORY_DATE_INVALID'
  | 'HISTORY_RANGE_REVERSED'
  | 'LIMIT_MOVE_NOT_WAITING';

const texts = serverTexts.trading;
const BUSINESS = 422;

export const TRADING_REFUSALS: RefusalTable<TradingRefusalCode> = {
  UNKNOWN_SYMBOL: { statusCode: BUSINESS, message: texts.unknownSymbol },
  NO_PRICE: { statusCode: BUSINESS, message: texts.noPrice },
  MARKET_CLOSED: { statusCode: BUSINESS, message: texts.marketClosed },
  LOTS_OUT_OF_RANGE: { statusCode: BUSINESS, message: texts.lotsOutOfRange },
  LOTS_STEP: { statusCode: BUSINESS, message: texts.lotsStep },
  STOP_LOSS_WRONG_SIDE: { statusCode: BUSINESS, message: texts.stopLossWrongSide },
  TAKE_PROFIT_WRONG_SIDE: { statusCode: BUSINESS, message: texts.takeProfitWrongSide },
  MARKET_LIMIT_INVALID: { statusCode: BUSINESS, message: texts.marketLimitInvalid },
  INSUFFICIENT_MARGIN: { statusCode: BUSINESS, message: texts.insufficientMargin },
  POSITION_NOT_FOUND: { statusCode: 404, message: texts.positionNotFound },
  ORDER_NOT_FOUND: { statusCode: 404, message: texts.orderNotFound },
  AMOUNT_EXCEEDS_POSITION: { statusCode: BUSINESS, message: texts.amountExceedsPosition },
  ACCOUNT_NOT_FOUND: { statusCode: BUSINESS, message: texts.accountNotFound },
  ACCOUNT_EXISTS: { statusCode: 409, message: serverTexts.common.generic },
  AMOUNT_INVALID: { statusCode: BUSINESS, message: texts.amountInvalid },
  INSUFFICIENT_FUNDS: { statusCode: BUSINESS, message: texts.insufficientFunds },
  INSUFFICIENT_HOLD: { statusCode: 409, message: texts.insufficientHold },
  ALREADY_CLOSED: { statusCode: 409, message: texts.alreadyClosed },
  // The closed list's filter: the same words as the finance export's date checks.
  HISTORY_DATE_INVALID: { statusCode: 400, message: serverTexts.finance.dateInvalid, wireCode: 'VALIDATION' },
  HISTORY_RANGE_REVERSED: {
    statusCode: 400,
    message: serverTexts.finance.rangeReversed,
    wireCode: 'VALIDATION',
  },
  BUSY: { statusCode: 503, message: texts.busy },
  LIMIT_MOVE_NOT_WAITING: { statusCode: BUSINESS, message: texts.limitMoveOnWaiting },
  CLIENT_ORDER_ID_REUSED: { statusCode: 409, message: texts.clientOrderIdReused },
  // Order kinds: what the body says by itself is a 400, what the market or the book refuses a 422.
  PENDING_KIND_NEEDS_TRIGGER: {
    statusCode: 400,
    message: texts.pendingKindNeedsTrigger,
    wireCode: 'VALIDATION',
  },
  PENDING_KIND_WRONG_SIDE: { statusCode: BUSINESS, message: texts.pendingKindWrongSide },
  LIMIT_PRICE_MISSING: { statusCode: 400, message: texts.limitPriceMissing, wireCode: 'VALIDATION' },
  LIMIT_PRICE_NOT_STOP_LIMIT: {
    statusCode: 400,
    message: texts.limitPriceNotStopLimit,
    wireCode: 'VALIDATION',
  },
  LIMIT_PRICE_WRONG_SIDE: { statusCode: BUSINESS, message: texts.limitPriceWrongSide },
  EXPIRY_NEEDS_PENDING: { statusCode: 400, message: texts.expiryNeedsPending, wireCode: 'VALIDATION' },
  EXPIRY_IN_PAST: { statusCode: BUSINESS, message: texts.expiryInPast },
  EXPIRES_AT_INVALID: { statusCode: 400, message: texts.expiresAtInvalid, wireCode: 'VALIDATION' },
  TRAILING_DISTANCE_INVALID: {
    statusCode: 400,
    message: texts.trailingDistanceInvalid,
    wireCode: 'VALIDATION',
  },
  OCO_NEEDS_PENDING: { statusCode: 400, message: texts.ocoNeedsPending, wireCode: 'VALIDATION' },
  OCO_PARTNER_INVALID: { statusCode: BUSINESS, message: texts.ocoPartnerInvalid },
};
