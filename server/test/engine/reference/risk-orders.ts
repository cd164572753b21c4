// New orders: a market order opens at once, a waiting order rests until its limit is reached. Both
// are checked the same way (account, symbol, market hours, price, lots, margin) and refuse with a
// named code; the book changes only once every check has passed.
import type { OrderPayload, OrderSide } from '../../../../contract/entities';
import type { Clock, EngineResult, PositionState } from '../../../src/engine/engine-types';
import { assertInvariant, snapLots } from '../../../src/engine/money';
import type { Account } from './risk-account-table';
import { type SymbolBook, addTo } from './risk-book';
import { Position } from './risk-position';
import type { RiskOperations } from './risk-operations';
import { orNaN, refuse } from './risk-results';
import { checkLots, checkMarketLimit, checkStops, freeMarginMicros, requiredMarginCents } from './risk-rules';
import {
  checkKindInput,
  checkLimitSide,
  checkTrailingDistance,
  ocoPartnerOf,
  pendingDirection,
} from './risk-order-kinds';

/** What order commands need from the engine's options (RiskEngineOptions satisfies it). */
export interface CommandContext {
  clock: Clock;
  isMarketOpen: (symbol: string, nowMs: number) => boolean;
  newOrderId: () => string;
}

const isSide = (side: unknown): side is OrderSide => side === 'Buy' || side === 'Sell';

/**
 * `lvg` is the account's capped leverage for this symbol (the jurisdiction's, compliance part);
 * absent, the symbol's own.
 */
export function openMarket(
  ops: RiskOperations,
  context: CommandContext,
  accountId: string,
  payload: OrderPayload,
  lvg?: number,
): EngineResult<PositionState> {
  const checked = checkNewOrder(ops, context, accountId, payload, lvg);
  if (!checked.ok) return checked;
  const { account, book, nowMs, marginCents } = checked;
  const stops = checkStops(payload.type, payload.stopLoss, payload.takeProfit, book.bid, book.ask);
  if (stops) return refuse(stops);
  const trailing = checkTrailingDistance(book, payload.trailingDistance);
  if (trailing) return refuse(trailing);
  if (freeMarginMicros(account) < marginCents * 10_000) return refuse('INSUFFICIENT_MARGIN');
  const position = newPosition(ops, context, account, book, payload, 'open', nowMs);
  const distance = payload.trailingDistance ?? null;
  if (distance !== null) position.extras().trailingDistance = distance;
  ops.openAtMarket(position, marginCents, nowMs);
  const state = position.toState();
  return { ok: true, value: state, effects: [{ type: 'positionOpened', position: state }] };
}

/**
 * Waits for the price to reach marketLimit; margin is checked now and again when it fills, both
 * times at `lvg` (kept with the order, so a cap changed meanwhile does not reach it).
 */
export function placePending(
  ops: RiskOperations,
  context: CommandContext,
  accountId: string,
  payload: OrderPayload,
  lvg?: number,
): EngineResult<PositionState> {
  const checked = checkNewOrder(ops, context, accountId, payload, lvg);
  if (!checked.ok) return checked;
  const { account, book, nowMs, marginCents } = checked;
  const limitCode = checkMarketLimit(payload.marketLimit);
  if (limitCode || payload.marketLimit === null) return refuse('MARKET_LIMIT_INVALID');
  const limit = payload.marketLimit;
  const marketPrice = payload.type === 'Buy' ? book.ask : book.bid;
  const waits = pendingDirection(payload.type, payload.pendingKind ?? null, marketPrice, limit);
  if (typeof waits === 'string') return refuse(waits);
  const limitPrice = payload.limitPrice ?? null;
  if (limitPrice !== null) {
    const limitCode = checkLimitSide(payload.type, limit, limitPrice);
    if (limitCode) return refuse(limitCode);
  }
  // A stop-limit fills at or better than its limit, so its stops are checked against the limit.
  const fillAt = limitPrice ?? limit;
  const stops = checkStops(payload.type, payload.stopLoss, payload.takeProfit, fillAt, fillAt);
  if (stops) return refuse(stops);
  const trailing = checkTrailingDistance(book, payload.trailingDistance);
  if (trailing) return refuse(trailing);
  const partner = ocoPartnerOf(ops.positions, account, book, payload.ocoWith);
  if (typeof partner === 'string') return refuse(partner);
  if (freeMarginMicros(account) < marginCents * 10_000) return refuse('INSUFFICIENT_MARGIN');
  const position = newPosition(ops, context, account, book, payload, 'waiting', nowMs);
  position.marketLimit = limit;
  if (lvg !== undefined && lvg !== book.instrument.lvg) position.leverage = lvg;
  position.limitDirection = waits.direction;
  const extra = position.extras();
  extra.pendingKind = waits.kind;
  if (limitPrice !== null) extra.limitPrice = limitPrice;
  const expiresAtMs = payload.expiresAtMs ?? null;
  if (expiresAtMs !== null) {
    extra.expiresAtMs = expiresAtMs;
    ops.expiring.add(position);
  }
  const distance = payload.trailingDistance ?? null;
  if (distance !== null) extra.trailingDistance = distance;
  addTo(book.waiting, position, 'bookSlot');
  addTo(account.waiting, position, 'accountSlot');
  if (partner === null) {
    const state = position.toState();
    return { ok: true, value: state, effects: [{ type: 'pendingPlaced', position: state }] };
  }
  extra.ocoWith = partner;
  partner.extras().ocoWith = position;
  const state = position.toState();
  return {
    ok: true,
    value: state,
    effects: [
      { type: 'pendingPlaced', position: state },
      { type: 'ocoLinked', id: partner.id, partnerId: position.id, accountId: account.accountId },
    ],
  };
}

function checkNewOrder(
  ops: RiskOperations,
  context: CommandContext,
  accountId: string,
  payload: OrderPayload,
  lvg: number | undefined,
) {
  const nowMs = context.clock.nowMs();
  const inputCode = checkKindInput(payload, nowMs);
  if (inputCode) return refuse(inputCode);
  const account = ops.accounts.get(accountId);
  if (!account) return refuse('ACCOUNT_NOT_FOUND');
  const book = ops.books.get(payload.symbol);
  if (!book) return refuse('UNKNOWN_SYMBOL');
  assertInvariant(isSide(payload.type), `order side ${String(payload.type)} passed validation`);
  if (!context.isMarketOpen(payload.symbol, nowMs)) return refuse('MARKET_CLOSED');
  if (!book.hasQuote) return refuse('NO_PRICE');
  const lotsCode = checkLots(book.instrument, payload.amount);
  if (lotsCode) return refuse(lotsCode);
  const marginCents = requiredMarginCents(book, snapLots(payload.amount), ops.quoteOf, lvg);
  if (marginCents === null) return refuse('NO_PRICE');
  return { ok: true as const, account, book, nowMs, marginCents };
}

function newPosition(
  ops: RiskOperations,
  context: CommandContext,
  account: Account,
  book: SymbolBook,
  payload: OrderPayload,
  status: 'open' | 'waiting',
  nowMs: number,
): Position {
  const lots = snapLots(payload.amount);
  const position = new Position(context.newOrderId(), account, book, payload.type, lots, status, nowMs);
  assertInvariant(!ops.positions.has(position.id), `order id ${position.id} issued twice`);
  position.stopLoss = orNaN(payload.stopLoss);
  position.takeProfit = orNaN(payload.takeProfit);
  ops.positions.set(position.id, position);
  return position;
}
