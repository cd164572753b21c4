// The one place where the engine's named refusals become HTTP answers with Turkish texts.
import { tr } from '../../../src/i18n/tr';
import type { EngineResultCode } from '../engine/engine-types';
import { ApiError } from '../http/envelope';

const texts = tr.server.trading;

interface Refusal {
  statusCode: number;
  message: string;
}

const BUSINESS = 422;

const REFUSALS: Record<EngineResultCode, Refusal> = {
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
  ACCOUNT_EXISTS: { statusCode: 409, message: tr.server.common.generic },
  AMOUNT_INVALID: { statusCode: BUSINESS, message: texts.amountInvalid },
  INSUFFICIENT_FUNDS: { statusCode: BUSINESS, message: texts.insufficientFunds },
};

/** The error a route throws for an engine refusal; the error handler renders the envelope. */
export function refusalError(code: EngineResultCode): ApiError {
  const refusal = REFUSALS[code];
  return new ApiError(refusal.statusCode, refusal.message, code);
}

export function orderNotFoundError(): ApiError {
  return new ApiError(404, texts.orderNotFound, 'ORDER_NOT_FOUND');
}

export function alreadyClosedError(): ApiError {
  return new ApiError(409, texts.alreadyClosed, 'ALREADY_CLOSED');
}

export function busyError(): ApiError {
  return new ApiError(503, texts.busy, 'BUSY');
}
