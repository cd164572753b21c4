// Commands on many positions at once, and the reverse of one: each is decided in one synchronous
// run, so no tick (and no stop-out) can come between its steps, and a position is closed once,
// either by the bulk close or by the tick that came before it. A refusal for one position of a
// close-all is an answer for that position; the others are closed regardless.
import type { OrderSide } from '../../../../contract/entities';
import type {
  EngineEffect,
  EngineResult,
  EngineResultCode,
  PositionState,
} from '../../../src/engine/engine-types';
import { centsFromUsd } from '../../../src/engine/money';
import type { Position } from './risk-position';
import type { RiskOperations } from './risk-operations';
import { closePosition } from './risk-position-commands';
import { type CommandContext, openMarket } from './risk-orders';
import { refuse } from './risk-results';
import { checkLots, freeMarginMicros, requiredMarginCents } from './risk-rules';
import { profitUsdOf } from './risk-evaluation';

/** Which open positions a close-all takes; every field absent takes them all. */
export interface CloseAllFilter {
  symbol?: string;
  side?: OrderSide;
  /** profit: floating profit above zero; loss: below zero (a position at exactly zero is neither). */
  only?: 'profit' | 'loss';
}

export interface CloseAllOutcome {
  closed: string[];
  failed: { id: string; code: EngineResultCode }[];
}

function matches(position: Position, filter: CloseAllFilter): boolean {
  if (filter.symbol !== undefined && position.book.instrument.symbol !== filter.symbol) return false;
  if (filter.side !== undefined && position.side !== filter.side) return false;
  if (filter.only === 'profit') return position.profitMicros > 0;
  if (filter.only === 'loss') return position.profitMicros < 0;
  return true;
}

/** Closes every matching open position of the account, oldest first, each on its own. */
export function closeAll(
  ops: RiskOperations,
  context: CommandContext,
  accountId: string,
  filter: CloseAllFilter,
): EngineResult<CloseAllOutcome> {
  const account = ops.accounts.get(accountId);
  if (!account) return refuse('ACCOUNT_NOT_FOUND');
  // Picked before the first close: closing reorders the account's list.
  const picked = account.open.filter((position) => matches(position, filter));
  picked.sort((a, b) => a.createdAtMs - b.createdAtMs || Number(a.id) - Number(b.id));
  const outcome: CloseAllOutcome = { closed: [], failed: [] };
  const effects: EngineEffect[] = [];
  for (const position of picked) {
    const result = closePosition(ops, context, accountId, position.id);
    if (!result.ok) {
      outcome.failed.push({ id: position.id, code: result.code });
      continue;
    }
    outcome.closed.push(position.id);
    for (const effect of result.effects) effects.push(effect);
  }
  return { ok: true, value: outcome, effects };
}

/** What a reverse decided: the position closed and the opposite one opened. */
export interface ReverseOutcome {
  closedId: string;
  opened: PositionState;
}

/**
 * Closes a position and opens the opposite side with the same lots on the same quote. Everything
 * the opening needs is checked before the close, so a refusal leaves the position as it was: the
 * free margin after the close is today's plus the margin the position frees and the rounding of
 * its realized profit (closePiece moves the floating profit into the balance in cents). The new
 * position starts without a stop loss or take profit: the old ones sit on the wrong side for it.
 */
export function reversePosition(
  ops: RiskOperations,
  context: CommandContext,
  accountId: string,
  id: string,
): EngineResult<ReverseOutcome> {
  const position = ops.positions.get(id);
  if (!position || position.account.accountId !== accountId || position.status !== 'open')
    return refuse('POSITION_NOT_FOUND');
  const { book, account } = position;
  const symbol = book.instrument.symbol;
  if (!context.isMarketOpen(symbol, context.clock.nowMs())) return refuse('MARKET_CLOSED');
  if (!book.hasQuote || !Number.isFinite(book.usdPerUnit())) return refuse('NO_PRICE');
  const lots = position.lots;
  const lotsCode = checkLots(book.instrument, lots);
  if (lotsCode) return refuse(lotsCode);
  const marginCents = requiredMarginCents(book, lots, ops.quoteOf);
  if (marginCents === null) return refuse('NO_PRICE');
  const realizedMicros = centsFromUsd(profitUsdOf(position, lots)) * 10_000;
  const freeAfterMicros =
    freeMarginMicros(account) + position.marginCents * 10_000 + realizedMicros - position.profitMicros;
  if (freeAfterMicros < marginCents * 10_000) return refuse('INSUFFICIENT_MARGIN');

  const closed = closePosition(ops, context, accountId, id);
  if (!closed.ok) throw new Error(`engine invariant broken: reversing ${id}, its close was refused`);
  const side: OrderSide = position.side === 'Buy' ? 'Sell' : 'Buy';
  const opened = openMarket(ops, context, accountId, {
    symbol,
    type: side,
    amount: lots,
    marketLimit: null,
    stopLoss: null,
    takeProfit: null,
  });
  // A refusal here would leave the position closed without its opposite: the checks above exist
  // so that it cannot happen.
  if (!opened.ok) throw new Error(`engine invariant broken: reversing ${id} was refused after its close`);
  const effects = [...closed.effects, ...opened.effects];
  return { ok: true, value: { closedId: id, opened: opened.value }, effects };
}
