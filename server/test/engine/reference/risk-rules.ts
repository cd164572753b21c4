// The trading rules as small pure functions: lot checks, stop/take sides, required margin, account
// figures and the swap rollover calendar. risk-engine.ts applies them to its book.
import type { OrderSide } from '../../../../contract/entities';
import { requiredMarginUsd, type Quote } from '../../../../contract/margin';
import type { AccountFigures, EngineResultCode, Instrument } from '../../../src/engine/engine-types';
import { centsFromMicros, centsFromUsd, isOnLotStep } from '../../../src/engine/money';
import type { Account } from './risk-account-table';
import type { SymbolBook } from './risk-book';

const LOTS_EPSILON = 1e-9;

export function checkLots(instrument: Instrument, lots: number): EngineResultCode | null {
  if (typeof lots !== 'number' || !Number.isFinite(lots) || lots <= 0) return 'LOTS_OUT_OF_RANGE';
  if (!isOnLotStep(lots)) return 'LOTS_STEP';
  if (lots < instrument.min - LOTS_EPSILON || lots > instrument.max + LOTS_EPSILON)
    return 'LOTS_OUT_OF_RANGE';
  return null;
}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Stop loss on the losing side and take profit on the winning side, measured against the prices
 * the position would close at: a Buy's stop below the bid and target above the ask; a Sell's stop
 * above the ask and target below the bid. A waiting order passes its limit as both prices.
 */
export function checkStops(
  side: OrderSide,
  stopLoss: number | null,
  takeProfit: number | null,
  bid: number,
  ask: number,
): EngineResultCode | null {
  if (stopLoss !== null) {
    const right = isPrice(stopLoss) && (side === 'Buy' ? stopLoss < bid : stopLoss > ask);
    if (!right) return 'STOP_LOSS_WRONG_SIDE';
  }
  if (takeProfit !== null) {
    const right = isPrice(takeProfit) && (side === 'Buy' ? takeProfit > ask : takeProfit < bid);
    if (!right) return 'TAKE_PROFIT_WRONG_SIDE';
  }
  return null;
}

export const checkMarketLimit = (marketLimit: unknown): EngineResultCode | null =>
  isPrice(marketLimit) ? null : 'MARKET_LIMIT_INVALID';

/**
 * Required margin at the book's current quote, in cents (contract/margin.ts, no display buffer),
 * at `lvg`: the symbol's own leverage unless the jurisdiction caps the account's.
 */
export function requiredMarginCents(
  book: SymbolBook,
  lots: number,
  quoteOf: (symbol: string) => Quote | null,
  lvg: number = book.instrument.lvg,
): number | null {
  if (!book.hasQuote) return null;
  const { contractSize, calc, currencyProfit } = book.instrument;
  const symbol = { ask: book.ask, bid: book.bid, lvg, contractSize, calc, currencyProfit };
  const result = requiredMarginUsd(symbol, lots, quoteOf);
  return result.ok ? centsFromUsd(result.requiredUsd) : null;
}

/** What new positions and withdrawals may still use: assets less margin and held withdrawals. */
export const freeMarginMicros = (account: Account): number =>
  account.assetsMicros() - (account.marginCents + account.heldCents) * 10_000;

/** The seven published figures; assets and free margin (net of holds) add up exactly in cents. */
export function accountFigures(account: Account): AccountFigures {
  const floatingCents = centsFromMicros(account.floatingMicros);
  const assetsCents = account.balanceCents + account.creditCents + floatingCents;
  const marginCents = account.marginCents;
  return {
    blc: account.balanceCents / 100,
    crd: account.creditCents / 100,
    mrg: marginCents / 100,
    ass: assetsCents / 100,
    fm: (assetsCents - marginCents - account.heldCents) / 100,
    pct: marginCents > 0 ? Math.round((assetsCents / marginCents) * 10_000) / 100 : 0,
    allp: floatingCents / 100,
  };
}

const DAY_MS = 86_400_000;
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const WEDNESDAY = 3;
/** Wednesday's rollover also carries the weekend's two nights. */
const WEDNESDAY_NIGHTS = 3;

export interface Rollover {
  atMs: number;
  nights: number;
}

/** The first rollover strictly after `afterMs`: 00:00 Istanbul ending a weekday (Mon–Fri). */
export function nextRolloverAfter(afterMs: number): Rollover {
  let midnightLocal = Math.floor((afterMs + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS;
  for (;;) {
    const endedDay = new Date(midnightLocal - DAY_MS).getUTCDay();
    if (endedDay >= 1 && endedDay <= 5) {
      return {
        atMs: midnightLocal - ISTANBUL_OFFSET_MS,
        nights: endedDay === WEDNESDAY ? WEDNESDAY_NIGHTS : 1,
      };
    }
    midnightLocal += DAY_MS;
  }
}
