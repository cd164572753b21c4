// Moving a waiting order's price (a drag of its line on the chart): the new limit, stop loss and
// take profit are checked together, like a new waiting order's, so the order is never left with a
// stop on the wrong side of its new price. Which way it waits is decided again from the market.
import type { EngineResult } from './engine-types';
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
  const stops = checkStops(position.side, move.stopLoss, move.takeProfit, limit, limit);
  if (stops) return refuse(stops);
  position.marketLimit = limit;
  position.limitDirection = position.book.hasQuote ? (position.fillPrice() > limit ? -1 : 1) : 0;
  position.stopLoss = orNaN(move.stopLoss);
  position.takeProfit = orNaN(move.takeProfit);
  const { stopLoss, takeProfit } = move;
  return {
    ok: true,
    value: null,
    effects: [{ type: 'positionModified', id, accountId, stopLoss, takeProfit, marketLimit: limit }],
  };
}
