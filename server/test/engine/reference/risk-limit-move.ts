// Moving a waiting order's price (a drag of its line on the chart): the new limit, stop loss and
// take profit are checked together, like a new waiting order's, so the order is never left with a
// stop on the wrong side of its new price. An order with a kind keeps it: a limit or stop moved to
// the wrong side of the market, or a stop-limit's trigger moved past its limit, is refused; only a
// kindless order (from before kinds existed) decides again from the market which way it waits.
import type { EngineResult } from '../../../src/engine/engine-types';
import { checkLimitSide, pendingDirection } from './risk-order-kinds';
import type { RiskOperations } from './risk-operations';
import { orNaN, refuse } from './risk-results';
import { checkMarketLimit, checkStops } from './risk-rules';

export interface WaitingOrderMove {
  marketLimit: number;
  stopLoss: number | null;
  takeProfit: number | null;
}

export function moveWaiting(
  ops: RiskOperations,
  accountId: string,
  id: string,
  move: WaitingOrderMove,
): EngineResult<null> {
  const position = ops.positions.get(id);
  if (!position || position.account.accountId !== accountId || position.status !== 'waiting')
    return refuse('ORDER_NOT_FOUND');
  if (checkMarketLimit(move.marketLimit)) return refuse('MARKET_LIMIT_INVALID');
  const limit = move.marketLimit;
  const extra = position.extra;
  const kind = extra === null ? null : extra.pendingKind;
  // An armed stop-limit already waits at its limit price: its trigger no longer faces the market.
  const armed = extra !== null && extra.limitArmed;
  let direction: -1 | 0 | 1 = 0;
  if (position.book.hasQuote && !armed) {
    const waits = pendingDirection(position.side, kind, position.fillPrice(), limit);
    if (typeof waits === 'string') return refuse(waits);
    direction = waits.direction;
  }
  const stopLimit = extra !== null && kind === 'stopLimit';
  if (stopLimit) {
    const limitCode = checkLimitSide(position.side, limit, extra.limitPrice);
    if (limitCode) return refuse(limitCode);
  }
  // A stop-limit fills at or better than its limit, so its stops are checked against the limit.
  const fillAt = stopLimit ? extra.limitPrice : limit;
  const stops = checkStops(position.side, move.stopLoss, move.takeProfit, fillAt, fillAt);
  if (stops) return refuse(stops);
  position.marketLimit = limit;
  if (!armed) position.limitDirection = direction;
  position.stopLoss = orNaN(move.stopLoss);
  position.takeProfit = orNaN(move.takeProfit);
  const { stopLoss, takeProfit } = move;
  return {
    ok: true,
    value: null,
    effects: [{ type: 'positionModified', id, accountId, stopLoss, takeProfit, marketLimit: limit }],
  };
}
