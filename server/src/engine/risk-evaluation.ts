// The hot loop: re-values every open position of one book at its current quote, reading and
// writing typed arrays only. It allocates nothing; it updates numbers, records touched accounts in
// a reused index list and collects fired stops and targets in a reused array. Everything it needs
// per position is in the book's arrays and AccountTable's, so a tick never follows a pointer to a
// Position or Account object unless a stop or target fired.
import { type Account, type AccountTable, DIRTY, WATCHED } from './risk-account-table';
import type { SymbolBook } from './risk-book';
import type { Position } from './risk-position';

// Read once into this module: an imported binding can compile to a property read at every use,
// which the per-position loop cannot afford.
const DIRTY_BIT = DIRTY;
const WATCHED_BIT = WATCHED;

export class TickScratch {
  /**
   * Indices of accounts whose floating changed since the last settle (stop-out candidates), in
   * the order they changed, repeats included: settle takes each once (settledBits).
   */
  touched = new Int32Array(1024);
  /** One bit per account, set while settle walks the touched list, cleared after. */
  settledBits = new Int32Array(32);
  touchedCount = 0;
  /** Positions whose stop loss or take profit fired this tick. */
  readonly fired: Position[] = [];
  /** Indices of accounts to publish at the next drain, in the order they changed. */
  dirty = new Int32Array(1024);
  dirtyCount = 0;
  reevaluations = 0;
  /**
   * The lowest headroom the loops wrote since the last settle: above RiskOperations.nearLine(),
   * settle can skip reading each touched account's figures (RiskOperations.settleQuietTick).
   */
  lowest = Number.POSITIVE_INFINITY;
  /**
   * A stale converted book's own tick whose touched accounts are not listed yet (at index
   * `deferredAt` of `touched`): listing them needs a second rounding per position (the profit the
   * eager engine would have stored), which a quiet tick never reads (risk-conversion.ts,
   * listDeferredTouched). Null when none.
   */
  deferredBook: SymbolBook | null = null;
  deferredAt = 0;
  deferredBid = Number.NaN;
  deferredAsk = Number.NaN;
  deferredPerPriceLot = Number.NaN;
  /**
   * Watched accounts the loops touched were not listed in `dirty` since the last drain (few are
   * watched: the drain compares every watched account's figures instead, RiskOperations.settleQuietTick).
   */
  unlistedWatched = false;
  /** Something other than the per-position loops listed an account since the last settle. */
  touchedOutsideLoops = false;

  constructor(readonly table: AccountTable) {}

  /** Makes room in the dirty list for every account of the table (called once per tick). */
  fitAccounts(): void {
    const capacity = this.table.capacity;
    if (this.dirty.length < capacity) this.dirty = widened(this.dirty, capacity);
    if (this.settledBits.length * 32 < capacity)
      this.settledBits = widened(this.settledBits, Math.ceil(capacity / 32));
  }

  /** Makes room in the touched list for `more` entries. */
  fitTouched(more: number): void {
    const needed = this.touchedCount + more;
    if (this.touched.length < needed)
      this.touched = widened(this.touched, Math.max(needed, this.touched.length * 2));
  }

  touch(account: Account): void {
    this.touchIndex(account.index);
  }

  touchIndex(index: number): void {
    this.touchedOutsideLoops = true;
    this.fitTouched(1);
    this.touched[this.touchedCount++] = index;
  }

  clearTouched(): void {
    this.deferredBook = null;
    this.touchedCount = 0;
    this.lowest = Number.POSITIVE_INFINITY;
    this.touchedOutsideLoops = false;
  }

  /** A loop wrote headrooms, the lowest `lowest`: settle's near test and the table's floor. */
  wroteHeadroom(lowest: number): void {
    if (lowest < this.lowest) this.lowest = lowest;
    if (lowest < this.table.headroomFloor) this.table.headroomFloor = lowest;
  }

  markAccountDirty(account: Account): void {
    this.markDirtyIndex(account.index);
  }

  /**
   * Lists a watched account for the next drain. An unwatched one is left out: the drain would skip
   * it, and watching it later marks it with a full snapshot anyway.
   */
  markDirtyIndex(index: number): void {
    const flags = this.table.flags;
    if ((flags[index] & (DIRTY_BIT | WATCHED_BIT)) !== WATCHED_BIT) return;
    flags[index] |= DIRTY_BIT;
    if (this.dirtyCount === this.dirty.length) this.fitAccounts();
    this.dirty[this.dirtyCount++] = index;
  }
}

function widened(list: Int32Array, size: number) {
  const next = new Int32Array(size);
  next.set(list);
  return next;
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
  const profitMicros = book.profitMicros;
  const accountIndex = book.accountIndex;
  // Floating profit is kept as the distance to the margin-call line (AccountTable.headroom): a
  // position's change moves it exactly as it moves floating.
  const headroom = scratch.table.headroom;
  scratch.fitTouched(length);
  const touched = scratch.touched;
  let touchedCount = scratch.touchedCount;
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < length; i++) {
    const lots = signedLots[i];
    const buy = lots > 0;
    const micros = Math.round(((buy ? bid : ask) - openPrice[i]) * lots * microsPerPriceLot);
    const delta = micros - profitMicros[i];
    if (delta !== 0) {
      profitMicros[i] = micros;
      const account = accountIndex[i];
      const moved = headroom[account] + delta;
      headroom[account] = moved;
      if (moved < lowest) lowest = moved;
      touched[touchedCount++] = account;
    }
  }
  scratch.touchedCount = touchedCount;
  scratch.wroteHeadroom(lowest);
  book.changedSinceDrain = true;
  scratch.reevaluations += length;
  if (!book.triggersClear()) collectFired(book, scratch);
}

/**
 * Lists the book's positions whose stop loss or take profit fires at its quote, in slot order,
 * and takes the book's trigger levels again from every slot. A pass of its own after the
 * re-valuation, run only when the quote is not inside the levels (SymbolBook.triggersClear), so
 * a calm tick reads neither level array.
 */
export function collectFired(book: SymbolBook, scratch: TickScratch): void {
  const { bid, ask, signedLots, stopLoss, takeProfit } = book;
  let buyStopMax = Number.NEGATIVE_INFINITY;
  let buyTargetMin = Number.POSITIVE_INFINITY;
  let sellStopMin = Number.POSITIVE_INFINITY;
  let sellTargetMax = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < book.open.length; i++) {
    const stop = stopLoss[i];
    const target = takeProfit[i];
    // NaN (no stop or target) compares false, so an unset level never fires nor counts.
    if (signedLots[i] > 0) {
      if (bid <= stop || bid >= target) scratch.fired.push(book.open[i]);
      if (stop > buyStopMax) buyStopMax = stop;
      if (target < buyTargetMin) buyTargetMin = target;
    } else {
      if (ask >= stop || ask <= target) scratch.fired.push(book.open[i]);
      if (stop < sellStopMin) sellStopMin = stop;
      if (target > sellTargetMax) sellTargetMax = target;
    }
  }
  book.setTriggers(buyStopMax, buyTargetMin, sellStopMin, sellTargetMax);
}
