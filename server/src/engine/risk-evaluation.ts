// The hot loop: re-values every open position of one book at its current quote, reading and
// writing typed arrays only. It allocates nothing; it updates numbers, records touched accounts in
// a reused index list and collects fired stops and targets in a reused array.
import type { Account, AccountTable, Position, SymbolBook } from './risk-book';

export class TickScratch {
  seq = 0;
  /** Indices of accounts whose floating changed since the last settle (stop-out candidates). */
  touched = new Int32Array(1024);
  touchedCount = 0;
  /** Positions whose stop loss or take profit fired this tick. */
  readonly fired: Position[] = [];
  readonly dirtyAccounts: Account[] = [];
  reevaluations = 0;

  constructor(readonly table: AccountTable) {}

  touch(account: Account): void {
    this.touchIndex(account.index);
  }

  touchIndex(index: number): void {
    const seqs = this.table.touchedSeq;
    if (seqs[index] === this.seq) return;
    seqs[index] = this.seq;
    if (this.touchedCount === this.touched.length) {
      const next = new Int32Array(this.touched.length * 2);
      next.set(this.touched);
      this.touched = next;
    }
    this.touched[this.touchedCount++] = index;
  }

  /** Empties the touched list; the new sequence number lets every account be listed again. */
  clearTouched(): void {
    this.touchedCount = 0;
    this.seq += 1;
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
  return profitUsdAt(position.book, position.sign, position.openPrice, lots);
}

/**
 * The same for a position not built yet (a batch of equal orders computes it once): `sign` +1 for
 * a Buy, which closes at the bid, −1 for a Sell, which closes at the ask.
 */
export function profitUsdAt(book: SymbolBook, sign: 1 | -1, openPrice: number, lots: number): number {
  const scale = book.instrument.contractSize * book.usdPerUnit();
  const closePrice = sign > 0 ? book.bid : book.ask;
  return (closePrice - openPrice) * sign * lots * scale;
}

export function evaluateBook(book: SymbolBook, scratch: TickScratch): void {
  const usdPerUnit = book.usdPerUnit();
  // No quote of its own or of its conversion yet (a conversion tick can come first): keep the
  // last figures rather than publish NaN.
  if (!book.hasQuote || usdPerUnit !== usdPerUnit) return;
  const length = book.open.length;
  if (length === 0) return;
  const microsPerPriceLot = book.instrument.contractSize * usdPerUnit * 1_000_000;
  const bid = book.bid;
  const ask = book.ask;
  const openPrice = book.openPrice;
  const signedLots = book.signedLots;
  const stopLoss = book.stopLoss;
  const takeProfit = book.takeProfit;
  const profitMicros = book.profitMicros;
  const accountIndex = book.accountIndex;
  const floating = scratch.table.floatingMicros;
  const touchedSeq = scratch.table.touchedSeq;
  const seq = scratch.seq;
  for (let i = 0; i < length; i++) {
    const lots = signedLots[i];
    const buy = lots > 0;
    const closePrice = buy ? bid : ask;
    const micros = Math.round((closePrice - openPrice[i]) * lots * microsPerPriceLot);
    const delta = micros - profitMicros[i];
    if (delta !== 0) {
      profitMicros[i] = micros;
      const account = accountIndex[i];
      floating[account] += delta;
      if (touchedSeq[account] !== seq) scratch.touchIndex(account);
    }
    // NaN (no stop or target) compares false, so an unset level never fires.
    const fired = buy
      ? bid <= stopLoss[i] || bid >= takeProfit[i]
      : ask >= stopLoss[i] || ask <= takeProfit[i];
    if (fired) scratch.fired.push(book.open[i]);
  }
  book.changedSinceDrain = true;
  scratch.reevaluations += length;
}
