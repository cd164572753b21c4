// Many market orders of one symbol, side and stop/take, decided at one moment: copy trading opens
// every follower's copy of a trader's fill this way. Each order gets exactly what openMarket would
// give it placed alone, in the same order (the same refusal codes in the same precedence, the same
// ids, margin, fill and effects), but what does not depend on the account is worked out once:
// the book, market hours, the quote, the fill price and the stop/take sides once per batch; the lot
// checks, the required margin and the profit at the fill once per distinct lot size and leverage
// (copies of one size under one cap share them). Per order only the account, its free margin, the new position and its record
// remain. The clock is read once, so every order of the batch is created and opened at one instant.
// risk-engine-batch-open-property.test.ts holds it to placing the orders one by one.
import type { OrderSide } from '../../../../contract/entities';
import type { EngineEffect, EngineResultCode, PositionState } from '../../../src/engine/engine-types';
import { assertInvariant, snapLots } from '../../../src/engine/money';
import type { Account } from './risk-account-table';
import type { SymbolBook } from './risk-book';
import { Position } from './risk-position';
import { profitUsdAt } from './risk-evaluation';
import type { RiskOperations } from './risk-operations';
import type { CommandContext } from './risk-orders';
import { orNaN, refuse } from './risk-results';
import { checkLots, checkStops, freeMarginMicros, requiredMarginCents } from './risk-rules';
import { checkTrailingDistance } from './risk-order-kinds';

export interface BatchOpenOrder {
  accountId: string;
  lots: number;
  /** The account's capped leverage for the symbol (the jurisdiction's); absent: the symbol's own. */
  lvg?: number;
}

export interface BatchOpenRequest {
  symbol: string;
  side: OrderSide;
  stopLoss: number | null;
  takeProfit: number | null;
  /** The copied position's trailing distance (each copy then trails on its own). */
  trailingDistance?: number | null;
  orders: readonly BatchOpenOrder[];
}

/** Per order, in the request's order: the opened position's id, or the refusal. */
export type BatchOpenOutcome = { ok: true; id: string } | { ok: false; code: EngineResultCode };

export interface BatchOpenResult {
  outcomes: BatchOpenOutcome[];
  /** One positionOpened per opened order, in order. */
  effects: EngineEffect[];
}

/**
 * What a lot size decides for every order of that size: a refusal, or the snapped lots, the margin
 * in cents and the profit at the fill in micro-USD (the spread), which equal orders share.
 */
type LotsVerdict =
  { code: EngineResultCode } | { code: null; lots: number; marginCents: number; profitMicros: number };

type OpeningVerdict = Extract<LotsVerdict, { code: null }>;

const isSide = (side: unknown): side is OrderSide => side === 'Buy' || side === 'Sell';

export function openMarketBatch(
  ops: RiskOperations,
  context: CommandContext,
  request: BatchOpenRequest,
): BatchOpenResult {
  assertInvariant(isSide(request.side), `order side ${String(request.side)} passed validation`);
  const book = ops.books.get(request.symbol);
  const nowMs = context.clock.nowMs();
  const shared = book ? sharedRefusal(book, context, nowMs) : 'UNKNOWN_SYMBOL';
  if (!book || shared !== null) return refuseAll(ops, request.orders, shared ?? 'UNKNOWN_SYMBOL');
  const verdictOf = lotsVerdict(ops, book, request);
  // Orders of one size and leverage share a verdict (copies of one size): worked out on the first,
  // then looked up. Without caps every order has the symbol's leverage: one map.
  const ownLvg = book.instrument.lvg;
  const ownVerdicts = new Map<number, LotsVerdict>();
  const cappedVerdicts = new Map<number, Map<number, LotsVerdict>>();
  const outcomes = new Array<BatchOpenOutcome>(request.orders.length);
  const effects: EngineEffect[] = [];
  for (let index = 0; index < request.orders.length; index += 1) {
    const order = request.orders[index];
    const account = ops.accounts.get(order.accountId);
    if (!account) {
      outcomes[index] = refuse('ACCOUNT_NOT_FOUND');
      continue;
    }
    const lvg = order.lvg ?? ownLvg;
    let verdicts = ownVerdicts;
    if (lvg !== ownLvg) {
      verdicts = cappedVerdicts.get(lvg) ?? new Map<number, LotsVerdict>();
      cappedVerdicts.set(lvg, verdicts);
    }
    let verdict = verdicts.get(order.lots);
    if (!verdict) verdicts.set(order.lots, (verdict = verdictOf(order.lots, lvg)));
    if (verdict.code !== null) {
      outcomes[index] = refuse(verdict.code);
      continue;
    }
    if (freeMarginMicros(account) < verdict.marginCents * 10_000) {
      outcomes[index] = refuse('INSUFFICIENT_MARGIN');
      continue;
    }
    const state = openOne(ops, context, account, book, request, verdict, nowMs);
    effects.push({ type: 'positionOpened', position: state });
    outcomes[index] = { ok: true, id: state.id };
  }
  return { outcomes, effects };
}

/** The refusal every order of the batch shares (openMarket's order of checks), or null. */
function sharedRefusal(book: SymbolBook, context: CommandContext, nowMs: number): EngineResultCode | null {
  if (!context.isMarketOpen(book.instrument.symbol, nowMs)) return 'MARKET_CLOSED';
  if (!book.hasQuote) return 'NO_PRICE';
  return null;
}

/** Every order refused with the batch's shared code, or as openMarket would: its account first. */
function refuseAll(
  ops: RiskOperations,
  orders: readonly BatchOpenOrder[],
  code: EngineResultCode,
): BatchOpenResult {
  const outcomes = orders.map((order) =>
    refuse(ops.accounts.has(order.accountId) ? code : 'ACCOUNT_NOT_FOUND'),
  );
  return { outcomes, effects: [] };
}

/** The verdict for a lot size, in openMarket's order of checks; what no lot size changes, once. */
function lotsVerdict(
  ops: RiskOperations,
  book: SymbolBook,
  request: BatchOpenRequest,
): (lots: number, lvg: number) => LotsVerdict {
  const sign = request.side === 'Buy' ? 1 : -1;
  const openPrice = sign > 0 ? book.ask : book.bid;
  const stopsCode =
    checkStops(request.side, request.stopLoss, request.takeProfit, book.bid, book.ask) ??
    checkTrailingDistance(book, request.trailingDistance);
  return (lots, lvg) => {
    const lotsCode = checkLots(book.instrument, lots);
    if (lotsCode) return { code: lotsCode };
    const snapped = snapLots(lots);
    const marginCents = requiredMarginCents(book, snapped, ops.quoteOf, lvg);
    if (marginCents === null) return { code: 'NO_PRICE' };
    if (stopsCode) return { code: stopsCode };
    // What revalue gives a new position; NaN (no conversion quote) leaves it at 0, as revalue does.
    const micros = Math.round(profitUsdAt(book, sign, openPrice, snapped) * 1_000_000);
    return { code: null, lots: snapped, marginCents, profitMicros: micros === micros ? micros : 0 };
  };
}

/** Opens one order that passed every check; its record is position.toState() written out. */
function openOne(
  ops: RiskOperations,
  context: CommandContext,
  account: Account,
  book: SymbolBook,
  request: BatchOpenRequest,
  verdict: OpeningVerdict,
  nowMs: number,
): PositionState {
  const { side, stopLoss, takeProfit } = request;
  const { lots, marginCents, profitMicros } = verdict;
  const id = context.newOrderId();
  assertInvariant(!ops.positions.has(id), `order id ${id} issued twice`);
  const position = new Position(id, account, book, side, lots, 'open', nowMs);
  position.stopLoss = orNaN(stopLoss);
  position.takeProfit = orNaN(takeProfit);
  ops.positions.set(id, position);
  const distance = request.trailingDistance ?? null;
  if (distance !== null) position.extras().trailingDistance = distance;
  ops.openValued(position, marginCents, nowMs, profitMicros);
  // A trailing stop may have tightened the stop at the fill.
  if (distance !== null) return position.toState();
  return {
    id,
    accountId: account.accountId,
    symbol: book.instrument.symbol,
    side,
    lots,
    status: 'open',
    openPrice: position.openPrice,
    marketLimit: null,
    stopLoss,
    takeProfit,
    marginCents,
    swapCents: 0,
    createdAtMs: nowMs,
    openedAtMs: nowMs,
    pendingKind: null,
    limitPrice: null,
    limitArmed: false,
    expiresAtMs: null,
    trailingDistance: null,
    ocoWith: null,
  };
}
