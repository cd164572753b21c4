// The hot loop: re-values every open position of one book at its current quote. It allocates
// nothing; it only updates numbers, pushes onto reused scratch lists and flags what changed.
import type { Account, Position, SymbolBook } from './risk-book';

export class TickScratch {
  seq = 0;
  /** Accounts whose floating changed this tick (stop-out candidates). */
  readonly touched: Account[] = [];
  /** Positions whose stop loss or take profit fired this tick. */
  readonly fired: Position[] = [];
  /** Positions re-valued since the last drain. */
  readonly dirtyPositions: Position[] = [];
  readonly dirtyAccounts: Account[] = [];
  reevaluations = 0;

  touch(account: Account): void {
    if (account.touchedSeq !== this.seq) {
      account.touchedSeq = this.seq;
      this.touched.push(account);
    }
  }

  markAccountDirty(account: Account): void {
    if (!account.dirty) {
      account.dirty = true;
      this.dirtyAccounts.push(account);
    }
  }
}

/** Profit of `lots` of a position at its book's current close price, in USD, unrounded. */
export function profitUsdOf(position: Position, lots: number): number {
  const book = position.book;
  return (
    (position.closePrice() - position.openPrice) *
    position.sign *
    lots *
    book.instrument.contractSize *
    book.usdPerUnit()
  );
}

export function evaluateBook(book: SymbolBook, scratch: TickScratch): void {
  const usdPerUnit = book.usdPerUnit();
  // No quote of its own or of its conversion yet (a conversion tick can come first): keep the
  // last figures rather than publish NaN.
  if (!book.hasQuote || usdPerUnit !== usdPerUnit) return;
  const scale = book.instrument.contractSize * usdPerUnit;
  const bid = book.bid;
  const ask = book.ask;
  const list = book.open;
  const length = list.length;
  for (let i = 0; i < length; i++) {
    const position = list[i];
    const buy = position.sign > 0;
    const closePrice = buy ? bid : ask;
    const micros = Math.round(
      (closePrice - position.openPrice) * position.sign * position.lots * scale * 1_000_000,
    );
    if (!position.dirty) {
      position.dirty = true;
      scratch.dirtyPositions.push(position);
    }
    const delta = micros - position.profitMicros;
    if (delta !== 0) {
      position.profitMicros = micros;
      const account = position.account;
      account.floatingMicros += delta;
      scratch.touch(account);
    }
    // NaN (no stop or target) compares false, so an unset level never fires.
    const fired = buy
      ? bid <= position.stopLoss || bid >= position.takeProfit
      : ask >= position.stopLoss || ask <= position.takeProfit;
    if (fired) scratch.fired.push(position);
  }
  scratch.reevaluations += length;
}
