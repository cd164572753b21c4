// Commands on an existing position or waiting order: cancel, close (all or part) and modify the
// stop loss / take profit. Only the owner may act; a refusal is a named code, the book is untouched.
import type { StopTakeUpdate } from '../../../../contract/entities';
import type { EngineEffect, EngineResult } from '../../../src/engine/engine-types';
import { isOnLotStep, snapLots } from '../../../src/engine/money';
import { checkTrailingDistance, tightenTrailing } from './risk-order-kinds';
import type { RiskOperations } from './risk-operations';
import type { CommandContext } from './risk-orders';
import { orNaN, refuse } from './risk-results';
import { checkStops } from './risk-rules';

export function cancelPending(ops: RiskOperations, accountId: string, id: string): EngineResult<null> {
  const position = ops.positions.get(id);
  if (!position || position.account.accountId !== accountId || position.status !== 'waiting')
    return refuse('ORDER_NOT_FOUND');
  const effects: EngineEffect[] = [];
  ops.removeWaiting(position, 'manual', effects);
  return { ok: true, value: null, effects };
}

/** Closes all of a position, or `lots` of it (a partial close leaves the rest open). */
export function closePosition(
  ops: RiskOperations,
  context: CommandContext,
  accountId: string,
  id: string,
  lots?: number,
): EngineResult<null> {
  const position = ops.positions.get(id);
  if (!position || position.account.accountId !== accountId || position.status !== 'open')
    return refuse('POSITION_NOT_FOUND');
  const nowMs = context.clock.nowMs();
  if (!context.isMarketOpen(position.book.instrument.symbol, nowMs)) return refuse('MARKET_CLOSED');
  if (!position.book.hasQuote || !Number.isFinite(position.book.usdPerUnit())) return refuse('NO_PRICE');
  if (lots !== undefined) {
    if (typeof lots !== 'number' || !Number.isFinite(lots) || lots <= 0) return refuse('LOTS_OUT_OF_RANGE');
    if (!isOnLotStep(lots)) return refuse('LOTS_STEP');
    if (snapLots(lots) > position.lots) return refuse('AMOUNT_EXCEEDS_POSITION');
  }
  const effects: EngineEffect[] = [];
  ops.closePiece(position, lots === undefined ? position.lots : snapLots(lots), 'manual', nowMs, effects);
  return { ok: true, value: null, effects };
}

/**
 * New stop loss and take profit (null removes one), checked like a new order's; with
 * `trailingDistance` (null clears it) the stop trails from now on, tightened at once when open.
 */
export function modifyStops(
  ops: RiskOperations,
  accountId: string,
  id: string,
  update: StopTakeUpdate,
): EngineResult<null> {
  const position = ops.positions.get(id);
  if (!position || position.account.accountId !== accountId) return refuse('POSITION_NOT_FOUND');
  const waiting = position.status === 'waiting';
  if (!waiting && !position.book.hasQuote) return refuse('NO_PRICE');
  const limitPrice = position.extra === null ? Number.NaN : position.extra.limitPrice;
  const fillAt = limitPrice === limitPrice ? limitPrice : position.marketLimit;
  const bid = waiting ? fillAt : position.book.bid;
  const ask = waiting ? fillAt : position.book.ask;
  const stops = checkStops(position.side, update.stopLoss, update.takeProfit, bid, ask);
  if (stops) return refuse(stops);
  const distance = update.trailingDistance;
  if (distance !== undefined && distance !== null) {
    if (!position.book.hasQuote) return refuse('NO_PRICE');
    const code = checkTrailingDistance(position.book, distance);
    if (code) return refuse(code);
  }
  position.stopLoss = orNaN(update.stopLoss);
  position.takeProfit = orNaN(update.takeProfit);
  // A trailing stop edited by hand: the next tick looks at it again.
  if (!waiting) position.book.trailing.restart(position);
  if (distance === undefined) {
    const { stopLoss, takeProfit } = update;
    return {
      ok: true,
      value: null,
      effects: [{ type: 'positionModified', id, accountId, stopLoss, takeProfit }],
    };
  }
  if (distance !== null || position.extra !== null) position.extras().trailingDistance = orNaN(distance);
  if (!waiting) {
    if (distance === null) position.book.trailing.stop(position);
    else {
      position.book.trailing.start(position);
      tightenTrailing(position);
    }
  }
  const stopLoss = position.stopLoss === position.stopLoss ? position.stopLoss : null;
  const takeProfit = update.takeProfit;
  return {
    ok: true,
    value: null,
    effects: [{ type: 'positionModified', id, accountId, stopLoss, takeProfit, trailingDistance: distance }],
  };
}
