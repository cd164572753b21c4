// Many market orders of one symbol, side and stop/take, decided at one moment: copy trading opens
// every follower's copy of a trader's fill this way. Each order gets exactly what openMarket would
// give it placed alone, in the same order (the same refusal codes in the same precedence, the same
// ids, margin, fill and effects), but what does not depend on the account is worked out once:
// the book, market hours, the quote and the stop/take sides once per batch, the lot checks and
// the required margin once per distinct lot size (copies of one size share them). Per order only
// the account, its free margin and the new position remain. The clock is read once, so every
// order of the batch is created and opened at the same instant.
import type { OrderSide } from '../../../contract/entities';
import type { EngineEffect, EngineResultCode } from './engine-types';
import { assertInvariant, snapLots } from './money';
import { Position, type SymbolBook } from './risk-book';
import type { RiskOperations } from './risk-operations';
import type { CommandContext } from './risk-orders';
import { orNaN, refuse } from './risk-results';
import { checkLots, checkStops, freeMarginMicros, requiredMarginCents } from './risk-rules';

export interface BatchOpenOrder {
  accountId: string;
  lots: number;
}

export interface BatchOpenRequest {
  symbol: string;
  side: OrderSide;
  stopLoss: number | null;
  takeProfit: number | null;
  orders: readonly BatchOpenOrder[];
}

/** Per order, in the request's order: the opened position's id, or the refusal. */
export type BatchOpenOutcome = { ok: true; id: string } | { ok: false; code: EngineResultCode };

export interface BatchOpenResult {
  outcomes: BatchOpenOutcome[];
  /** One positionOpened per opened order, in order. */
  effects: EngineEffect[];
}

/** What a lot size decides for every order of that size: a refusal, or the margin in cents. */
type LotsVerdict = { code: EngineResultCode; marginCents: 0 } | { code: null; marginCents: number };

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
  const stopsCode =
    book && shared === null
      ? checkStops(request.side, request.stopLoss, request.takeProfit, book.bid, book.ask)
      : null;
  const verdicts = new Map<number, LotsVerdict>();
  const outcomes = new Array<BatchOpenOutcome>(request.orders.length);
  const effects: EngineEffect[] = [];
  for (let index = 0; index < request.orders.length; index += 1) {
    const order = request.orders[index];
    const account = ops.accounts.get(order.accountId);
    if (!account) {
      outcomes[index] = refuse('ACCOUNT_NOT_FOUND');
      continue;
    }
    if (!book || shared !== null) {
      outcomes[index] = refuse(shared ?? 'UNKNOWN_SYMBOL');
      continue;
    }
    let verdict = verdicts.get(order.lots);
    if (!verdict) verdicts.set(order.lots, (verdict = lotsVerdict(ops, book, order.lots)));
    const code = verdict.code ?? stopsCode;
    if (code !== null) {
      outcomes[index] = refuse(code);
      continue;
    }
    if (freeMarginMicros(account) < verdict.marginCents * 10_000) {
      outcomes[index] = refuse('INSUFFICIENT_MARGIN');
      continue;
    }
    const lots = snapLots(order.lots);
    const position = new Position(context.newOrderId(), account, book, request.side, lots, 'open', nowMs);
    assertInvariant(!ops.positions.has(position.id), `order id ${position.id} issued twice`);
    position.stopLoss = orNaN(request.stopLoss);
    position.takeProfit = orNaN(request.takeProfit);
    ops.positions.set(position.id, position);
    ops.openAtMarket(position, verdict.marginCents, nowMs);
    effects.push({ type: 'positionOpened', position: position.toState() });
    outcomes[index] = { ok: true, id: position.id };
  }
  return { outcomes, effects };
}

/** The refusal every order of the batch shares (openMarket's order of checks), or null. */
function sharedRefusal(book: SymbolBook, context: CommandContext, nowMs: number): EngineResultCode | null {
  if (!context.isMarketOpen(book.instrument.symbol, nowMs)) return 'MARKET_CLOSED';
  if (!book.hasQuote) return 'NO_PRICE';
  return null;
}

function lotsVerdict(ops: RiskOperations, book: SymbolBook, lots: number): LotsVerdict {
  const lotsCode = checkLots(book.instrument, lots);
  if (lotsCode) return { code: lotsCode, marginCents: 0 };
  const marginCents = requiredMarginCents(book, snapLots(lots), ops.quoteOf);
  if (marginCents === null) return { code: 'NO_PRICE', marginCents: 0 };
  return { code: null, marginCents };
}
