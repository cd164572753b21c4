// Lazy conversion valuation. A conversion tick (USDTRY, EURUSD, …) used to re-value every position
// of the books converted through it (USDTRY: every TRY book), only because a position's USD profit
// is rounded to a micro at the current conversion price. Now such a tick leaves those books stale
// and keeps, per account, a bound on how far its floating profit can be from the exact sum. Every
// decision stays the one an eager re-valuation gives:
// - an account whose bound cannot reach a decision (margin call, stop-out, the warning's re-arming)
//   needs no exact figure: nothing would happen to it on this tick either way;
// - an account whose bound can reach one is valued exactly before it is settled; if one exists on a
//   conversion tick, that tick re-values its dependent books eagerly, as before, so the order in
//   which accounts are settled (first touched) stays the same;
// - anything that reads a figure (a command, a query, a drain, a stop-out) values the account or
//   the book first (valueAccount, valueBook).
// The bound: a stored profit was rounded at a conversion price u_p in [staleUsdMin, staleUsdMax]
// (every price the conversion had since the book was last valued whole), so it is off by at most
// |x| × max|u_now − u_p| + 1 micro, x being the profit in the quote currency (exposure, per account
// in AccountTable.exposure, kept by the book with a margin: SymbolBook.exposureBand) and the 1 the
// two roundings.
import { type AccountTable, WARNED } from './risk-account-table';
import type { SymbolBook } from './risk-book';
import { collectFired, type TickScratch } from './risk-evaluation';
import type { Position } from './risk-position';

// Read once into this module: an imported binding can compile to a property read at every use.
const WARNED_BIT = WARNED;
/** Floating-point slack on the bound's product (relative) and per position (micros, two roundings). */
const RELATIVE_SLACK = 1 + 1e-9;
const MICROS_PER_POSITION = 2;

/** The books left stale by a conversion tick, each once. */
export class StaleBooks {
  readonly books: SymbolBook[] = [];
  /** Conversion ticks that left their dependents stale, and those that valued them eagerly. */
  leftStale = 0;
  valuedEagerly = 0;

  /** Marks `book` stale at its conversion's current price (a conversion tick left it unvalued). */
  mark(book: SymbolBook): void {
    const usd = book.usdPerUnit();
    if (!book.stale) {
      book.stale = true;
      this.books.push(book);
    }
    if (usd < book.staleUsdMin) book.staleUsdMin = usd;
    if (usd > book.staleUsdMax) book.staleUsdMax = usd;
  }

  /** `book` was valued whole at its conversion's current price. */
  fresh(book: SymbolBook): void {
    const usd = book.usdPerUnit();
    book.staleUsdMin = usd;
    book.staleUsdMax = usd;
    if (!book.stale) return;
    book.stale = false;
    const at = this.books.indexOf(book);
    this.books[at] = this.books[this.books.length - 1];
    this.books.pop();
  }

  /** The largest |u_now − u_p| over the stale books (USD per unit of quote currency); −1 when none. */
  deviation(): number {
    const books = this.books;
    if (books.length === 0) return -1;
    let widest = 0;
    for (let i = 0; i < books.length; i++) {
      const book = books[i];
      const usd = book.usdPerUnit();
      const off = Math.max(Math.abs(usd - book.staleUsdMin), Math.abs(usd - book.staleUsdMax));
      // NaN (a range never started): no bound, so every account with stale positions is uncertain.
      if (!(off <= widest)) widest = off === off ? off : Number.POSITIVE_INFINITY;
    }
    return widest;
  }
}

/**
 * Whether the account's decision at a settle is certain without its exact floating: no margin call
 * and no warning to re-arm, or a certain margin call already warned and no stop-out possible.
 * `deviation` from StaleBooks.deviation() (≥ 0).
 */
export function settlesTheSameStale(table: AccountTable, index: number, deviation: number): boolean {
  const count = table.convertedCount[index];
  if (count === 0) return true;
  const bound = deviation * table.exposure[index] * RELATIVE_SLACK + count * MICROS_PER_POSITION;
  const headroom = table.headroom[index];
  const warned = (table.flags[index] & WARNED_BIT) !== 0;
  if (!warned) return headroom - bound > 0;
  const marginCents = table.marginCents[index];
  return marginCents > 0 && headroom + bound <= 0 && headroom - bound > -marginCents * 5_000;
}

/**
 * A headroom above which no unwarned account can decide differently (the bound with the largest
 * exposure and count any account has had): settle's first test, which reads nothing more.
 */
export function certainlySafeAbove(table: AccountTable, deviation: number): number {
  return deviation * table.exposureCeiling * RELATIVE_SLACK + table.convertedCeiling * MICROS_PER_POSITION;
}

/** Whether some account with stale positions could decide differently on exact figures. */
export function anyUncertainAccount(table: AccountTable, deviation: number): boolean {
  const count = table.accounts.length;
  const { convertedCount, headroom, flags } = table;
  const safeAbove = certainlySafeAbove(table, deviation);
  // Every headroom is at or above the floor: with none warned, no account needs looking at.
  if (table.headroomFloor > safeAbove && table.warnedCount === 0) return false;
  // Most accounts are above the bound at the largest exposure and count any account has had: two
  // arrays read in order (headroom, flags) decide them, not the four of settlesTheSameStale.
  let lowest = Number.POSITIVE_INFINITY;
  for (let index = 0; index < count; index++) {
    const room = headroom[index];
    if (room < lowest) lowest = room;
    if (room > safeAbove && (flags[index] & WARNED_BIT) === 0) continue;
    if (convertedCount[index] !== 0 && !settlesTheSameStale(table, index, deviation)) return true;
  }
  // A whole pass: the floor is now the exact lowest, which lets the next passes be skipped.
  table.headroomFloor = lowest;
  return false;
}

/**
 * Re-values the account's positions in stale books at the current quotes (no touch, no settle).
 * Those of `ticking`, a book whose tick is being applied and not re-valued yet, at its previous
 * quote: what the eager engine held at that moment.
 */
export function valueAccountPositions(
  table: AccountTable,
  positions: readonly Position[],
  ticking: SymbolBook | null = null,
): void {
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i];
    const book = position.book;
    if (!book.stale) continue;
    const bid = book === ticking ? book.previousBid : book.bid;
    const ask = book === ticking ? book.previousAsk : book.ask;
    valueSlot(book, table, position.bookSlot, book.microsPerPriceLot(), bid, ask);
  }
}

/** Re-values every position of a stale book at the current quotes (no touch, no settle). */
export function valueWholeBook(book: SymbolBook, table: AccountTable, stale: StaleBooks): void {
  if (!book.stale) return;
  const perPriceLot = book.microsPerPriceLot();
  for (let slot = 0; slot < book.open.length; slot++)
    valueSlot(book, table, slot, perPriceLot, book.bid, book.ask);
  stale.fresh(book);
}

function valueSlot(
  book: SymbolBook,
  table: AccountTable,
  slot: number,
  perPriceLot: number,
  bid: number,
  ask: number,
): void {
  const lots = book.signedLots[slot];
  const close = lots > 0 ? bid : ask;
  const micros = Math.round((close - book.openPrice[slot]) * lots * perPriceLot);
  const account = book.accountIndex[slot];
  const headroom = table.headroom[account] + (micros - book.profitMicros[slot]);
  table.headroom[account] = headroom;
  if (headroom < table.headroomFloor) table.headroomFloor = headroom;
  book.profitMicros[slot] = micros;
}

/**
 * The per-position loop of a converted book (one whose quote currency is not USD and not its own
 * conversion), valued whole at its quote and the conversion's current price. An account is listed
 * as touched exactly when the eager engine would list it: when the new profit differs from the one
 * it would have stored, the profit at `beforeBid`/`beforeAsk` and `beforePerPriceLot` (NaN: the
 * stored one, when the book is not stale). The accounts' exposure is taken again only when the
 * quote has left the book's exposure band (SymbolBook.moveExposure, a pass of its own).
 * The caller has checked the quotes (evaluateBook's rule).
 */
export function evaluateConvertedBook(
  book: SymbolBook,
  scratch: TickScratch,
  beforeBid: number,
  beforeAsk: number,
  beforePerPriceLot: number,
  ownTick = false,
): void {
  // A book never valued at a quote has no exposure yet (no band): this starts it.
  if (!book.exposureHolds()) book.moveExposure(scratch.table);
  const length = book.open.length;
  if (length === 0) return;
  scratch.fitTouched(length);
  const table = scratch.table;
  // A stale book's own tick: which accounts the eager engine would list takes a second rounding
  // per position. Left for listDeferredTouched when nothing can read the list on a quiet tick
  // (few watched, none warned: RiskOperations.settleQuietTick) and no other loop follows.
  const defer =
    ownTick &&
    beforePerPriceLot === beforePerPriceLot &&
    scratch.deferredBook === null &&
    book.dependents.length === 0 &&
    table.warnedCount === 0 &&
    table.fewWatched();
  if (defer) {
    scratch.deferredBook = book;
    scratch.deferredAt = scratch.touchedCount;
    scratch.deferredBid = beforeBid;
    scratch.deferredAsk = beforeAsk;
    scratch.deferredPerPriceLot = beforePerPriceLot;
    unlistedLoop(book, scratch);
  } else scratch.touchedCount = convertedLoop(book, scratch, beforeBid, beforeAsk, beforePerPriceLot);
  book.changedSinceDrain = true;
  scratch.reevaluations += length;
  if (!book.triggersClear()) collectFired(book, scratch);
}

/**
 * Lists the accounts a deferred own tick touched (evaluateConvertedBook), as the loop would have:
 * before anything reads the list or lists more (settle, a fired close, which also moves slots,
 * swap), so they take the place the loop would have given them, last. The book's positions,
 * quotes and profits are still those the loop left.
 */
export function listDeferredTouched(scratch: TickScratch): void {
  const book = scratch.deferredBook;
  if (book === null) return;
  scratch.deferredBook = null;
  if (scratch.touchedCount !== scratch.deferredAt)
    throw new Error('engine invariant broken: accounts listed after a deferred book before its own');
  const { openPrice, signedLots, profitMicros, accountIndex } = book;
  const length = book.open.length;
  scratch.fitTouched(length);
  const touched = scratch.touched;
  const beforeBid = scratch.deferredBid;
  const beforeAsk = scratch.deferredAsk;
  const beforePerPriceLot = scratch.deferredPerPriceLot;
  let count = scratch.touchedCount;
  for (let i = 0; i < length; i++) {
    const lots = signedLots[i];
    const before = Math.round(((lots > 0 ? beforeBid : beforeAsk) - openPrice[i]) * lots * beforePerPriceLot);
    if (profitMicros[i] !== before) touched[count++] = accountIndex[i];
  }
  scratch.touchedCount = count;
}

/** convertedLoop without listing the touched accounts (a deferred own tick of a stale book). */
function unlistedLoop(book: SymbolBook, scratch: TickScratch): void {
  const perPriceLot = book.microsPerPriceLot();
  const { bid, ask, openPrice, signedLots, profitMicros, accountIndex } = book;
  const headroom = scratch.table.headroom;
  let lowest = Number.POSITIVE_INFINITY;
  const length = book.open.length;
  for (let i = 0; i < length; i++) {
    const lots = signedLots[i];
    const micros = Math.round(((lots > 0 ? bid : ask) - openPrice[i]) * lots * perPriceLot);
    const account = accountIndex[i];
    const moved = headroom[account] + (micros - profitMicros[i]);
    headroom[account] = moved;
    if (moved < lowest) lowest = moved;
    profitMicros[i] = micros;
  }
  scratch.wroteHeadroom(lowest);
}

function convertedLoop(
  book: SymbolBook,
  scratch: TickScratch,
  beforeBid: number,
  beforeAsk: number,
  beforePerPriceLot: number,
): number {
  const perPriceLot = book.microsPerPriceLot();
  const { bid, ask, openPrice, signedLots } = book;
  const beforeStored = beforePerPriceLot !== beforePerPriceLot;
  const { profitMicros, accountIndex } = book;
  const headroom = scratch.table.headroom;
  const touched = scratch.touched;
  let touchedCount = scratch.touchedCount;
  let lowest = Number.POSITIVE_INFINITY;
  // Read once: the loop writes typed arrays only, but the engine cannot know that of book.open.
  const length = book.open.length;
  for (let i = 0; i < length; i++) {
    const lots = signedLots[i];
    const buy = lots > 0;
    const open = openPrice[i];
    const close = buy ? bid : ask;
    const micros = Math.round((close - open) * lots * perPriceLot);
    const before = beforeStored
      ? profitMicros[i]
      : Math.round(((buy ? beforeBid : beforeAsk) - open) * lots * beforePerPriceLot);
    const account = accountIndex[i];
    const moved = headroom[account] + (micros - profitMicros[i]);
    headroom[account] = moved;
    if (moved < lowest) lowest = moved;
    profitMicros[i] = micros;
    if (micros !== before) touched[touchedCount++] = account;
  }
  scratch.wroteHeadroom(lowest);
  return touchedCount;
}
