// Order kinds beyond market and limit (API.md "Order types beyond market and limit"): the checks of
// an explicit limit, stop or stop-limit, an expiry, a trailing distance and an OCO partner, and the
// trailing stop's one move. Each check answers a named code; the book changes only after them all.
import type { OrderPayload, PendingKind } from '../../../../contract/entities';
import type { EngineResultCode } from '../../../src/engine/engine-types';
import { roundPrice } from '../../../src/engine/money';
import type { Account } from './risk-account-table';
import type { SymbolBook } from './risk-book';
import type { Position } from './risk-position';

const isPositiveFinite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** What the payload says by itself, before any price is looked at (the 400s). */
export function checkKindInput(payload: OrderPayload, nowMs: number): EngineResultCode | null {
  const kind = payload.pendingKind ?? null;
  const pending = payload.marketLimit !== null;
  if (kind !== null && !pending) return 'PENDING_KIND_NEEDS_TRIGGER';
  const limitPrice = payload.limitPrice ?? null;
  if (kind === 'stopLimit' && limitPrice === null) return 'LIMIT_PRICE_MISSING';
  if (kind !== 'stopLimit' && limitPrice !== null) return 'LIMIT_PRICE_NOT_STOP_LIMIT';
  if (limitPrice !== null && !isPositiveFinite(limitPrice)) return 'LIMIT_PRICE_WRONG_SIDE';
  const expiresAtMs = payload.expiresAtMs ?? null;
  if (expiresAtMs !== null) {
    if (!pending) return 'EXPIRY_NEEDS_PENDING';
    if (!Number.isFinite(expiresAtMs) || expiresAtMs <= nowMs) return 'EXPIRY_IN_PAST';
  }
  const trailing = payload.trailingDistance ?? null;
  if (trailing !== null && !isPositiveFinite(trailing)) return 'TRAILING_DISTANCE_INVALID';
  if ((payload.ocoWith ?? null) !== null && !pending) return 'OCO_NEEDS_PENDING';
  return null;
}

/** A trailing distance must leave a stop above zero and at least one price step from the price. */
export function checkTrailingDistance(
  book: SymbolBook,
  distance: number | null | undefined,
): EngineResultCode | null {
  if (distance === null || distance === undefined) return null;
  if (!isPositiveFinite(distance)) return 'TRAILING_DISTANCE_INVALID';
  const step = 10 ** -book.instrument.digits;
  if (distance < step - 1e-12 || distance >= book.bid) return 'TRAILING_DISTANCE_INVALID';
  return null;
}

/**
 * The direction a waiting order watches its price (−1: waits for it to fall to the level, +1: to
 * rise) and its kind. Without a kind the side of the market decides, as before kinds existed; an
 * explicit kind on the wrong side of the market is refused.
 */
export function pendingDirection(
  side: 'Buy' | 'Sell',
  kind: PendingKind | null,
  marketPrice: number,
  trigger: number,
): { direction: -1 | 1; kind: PendingKind } | EngineResultCode {
  const fromMarket: -1 | 1 = marketPrice > trigger ? -1 : 1;
  const marketKind: PendingKind = (side === 'Buy') === fromMarket < 0 ? 'limit' : 'stop';
  if (kind === null) return { direction: fromMarket, kind: marketKind };
  // A Buy limit below the ask, a Buy stop above it; a Sell limit above the bid, a Sell stop below.
  const wanted: -1 | 1 = (side === 'Buy') === (kind === 'limit') ? -1 : 1;
  if (trigger === marketPrice || wanted !== fromMarket) return 'PENDING_KIND_WRONG_SIDE';
  return { direction: wanted, kind };
}

/** A Buy stop-limit's limit at or above its trigger, a Sell's at or below. */
export function checkLimitSide(
  side: 'Buy' | 'Sell',
  trigger: number,
  limitPrice: number,
): EngineResultCode | null {
  return (side === 'Buy' ? limitPrice >= trigger : limitPrice <= trigger) ? null : 'LIMIT_PRICE_WRONG_SIDE';
}

/** The partner must be a waiting order of the same account and symbol, not linked to another. */
export function ocoPartnerOf(
  positions: ReadonlyMap<string, Position>,
  account: Account,
  book: SymbolBook,
  id: string | null | undefined,
): Position | null | EngineResultCode {
  if (id === null || id === undefined) return null;
  const partner = positions.get(id);
  if (!partner || partner.account !== account || partner.book !== book) return 'OCO_PARTNER_INVALID';
  if (partner.status !== 'waiting' || !partner.live) return 'OCO_PARTNER_INVALID';
  if (partner.extra !== null && partner.extra.ocoWith !== null) return 'OCO_PARTNER_INVALID';
  return partner;
}

/**
 * Moves a trailing position's stop loss to the price less (Buy) or plus (Sell) its distance when
 * that is tighter; never back. Answers whether it moved.
 */
export function tightenTrailing(position: Position): boolean {
  const distance = position.trailingDistance;
  if (distance !== distance) return false;
  const book = position.book;
  const digits = book.instrument.digits;
  const stop = position.stopLoss;
  if (position.sign > 0) {
    const candidate = roundPrice(book.bid - distance, digits);
    if (!(candidate > 0) || stop >= candidate) return false;
    position.stopLoss = candidate;
    return true;
  }
  const candidate = roundPrice(book.ask + distance, digits);
  if (stop <= candidate) return false;
  position.stopLoss = candidate;
  return true;
}
