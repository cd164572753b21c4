// Tick processing, the engine's hot path: store the quote, fill waiting orders whose limit was
// reached, re-value the book and the books converted through it, then close what hit a stop or a
// target and charge swap at rollover. Returns durable effects; live figures are drained separately.
import type { EngineEffect, Tick } from './engine-types';
import type { SymbolBook } from './risk-book';
import { anyUncertainAccount, evaluateConvertedBook, listDeferredTouched } from './risk-conversion';
import { evaluateBook } from './risk-evaluation';
import type { RiskOperations } from './risk-operations';

export function applyTick(ops: RiskOperations, tick: Tick): EngineEffect[] {
  const book = acceptTick(ops, tick);
  const effects: EngineEffect[] = [];
  if (!book) return effects;
  const scratch = ops.scratch;
  if (book.waiting.length > 0) triggerWaiting(ops, book, tick.time, effects);
  // Trailing stops follow this symbol's price before the triggers are tested: a moved stop sits a
  // distance away from the price, so it never fires on the tick that moved it.
  const trailing = book.trailing;
  if (tick.bid > trailing.buyTop || tick.ask < trailing.sellTop) {
    const before = effects.length;
    trailing.follow(book.bid, book.ask, book.stopLoss, book.takeProfit, book.priceScale, effects);
    if (effects.length !== before) book.loosenStops();
  }
  evaluateWithDependents(ops, book);
  const fired = scratch.fired;
  // A close moves slots and lists its account: the deferred listing (if any) comes first.
  if (fired.length > 0) listDeferredTouched(scratch);
  // Only the loops changed anything (no fill, trailing move, close, swap); a conversion tick's
  // pass changes no figure (it marks books stale or re-values them through the loops).
  const quiet = effects.length === 0 && fired.length === 0;
  for (let i = 0; i < fired.length; i++) {
    const position = fired[i];
    if (!position.live) continue;
    const bid = position.book.bid;
    const ask = position.book.ask;
    const stopped = position.sign > 0 ? bid <= position.stopLoss : ask >= position.stopLoss;
    ops.closePiece(position, position.lots, stopped ? 'stopLoss' : 'takeProfit', tick.time, effects);
  }
  fired.length = 0;
  if (tick.time >= ops.nextRollover.atMs) {
    listDeferredTouched(scratch);
    ops.chargeSwaps(tick.time, effects);
  }
  if (quiet && effects.length === 0 && !scratch.touchedOutsideLoops) ops.settleQuietTick(tick.time, effects);
  else ops.settleTouched(tick.time, effects);
  return effects;
}

/** Stores a quote (e.g. the feed's starting prices) and re-values without firing any trigger. */
export function primeQuote(ops: RiskOperations, tick: Tick): void {
  const book = acceptTick(ops, tick);
  if (!book) return;
  evaluateWithDependents(ops, book);
  const scratch = ops.scratch;
  scratch.fired.length = 0;
  listDeferredTouched(scratch);
  for (let i = 0; i < scratch.touchedCount; i++) scratch.markDirtyIndex(scratch.touched[i]);
  scratch.clearTouched();
}

/** Charges swap for rollovers passed by `nowMs` (applyTick does this too, from tick times). */
export function rollover(ops: RiskOperations, nowMs: number): EngineEffect[] {
  const effects: EngineEffect[] = [];
  ops.chargeSwaps(nowMs, effects);
  ops.settleTouched(nowMs, effects);
  return effects;
}

function acceptTick(ops: RiskOperations, tick: Tick): SymbolBook | undefined {
  const book = ops.books.get(tick.symbol);
  if (!book) return undefined;
  const sane = Number.isFinite(tick.ask) && Number.isFinite(tick.bid) && tick.bid > 0 && tick.ask >= tick.bid;
  // Not assertInvariant: its message would be built on every tick.
  if (!sane)
    throw new Error(`engine invariant broken: tick ${tick.symbol} ${tick.bid}/${tick.ask} is not a quote`);
  book.previousAsk = book.ask;
  book.previousBid = book.bid;
  book.ask = tick.ask;
  book.bid = tick.bid;
  book.time = tick.time;
  ops.scratch.fitAccounts();
  return book;
}

/**
 * Re-values the ticked book; the books converted through it are left stale (risk-conversion.ts)
 * unless some account could then decide differently, when they are re-valued as they always were.
 */
function evaluateWithDependents(ops: RiskOperations, book: SymbolBook): void {
  evaluateOwnBook(ops, book);
  const dependents = book.dependents;
  if (dependents.length === 0) return;
  // Lazy only once the conversion had a quote before (a stored profit is then the one rounded at
  // it), and only when its books hold enough positions: leaving them stale costs a sequential pass
  // over every account's bound, re-valuing them a pass over their positions with a random write
  // each, several times dearer.
  const previousMid = (book.previousAsk + book.previousBid) / 2;
  let positions = 0;
  for (let i = 0; i < dependents.length; i++) positions += dependents[i].open.length;
  const worthIt = positions * 8 >= ops.table.accounts.length;
  if (previousMid === previousMid && worthIt && leaveStale(ops, dependents)) {
    ops.stale.leftStale += 1;
    return;
  }
  ops.stale.valuedEagerly += 1;
  for (let i = 0; i < dependents.length; i++) evaluateDependent(ops, dependents[i]);
}

/** Marks the dependents stale; false (do it eagerly) when an account's decision is uncertain. */
function leaveStale(ops: RiskOperations, dependents: readonly SymbolBook[]): boolean {
  for (let i = 0; i < dependents.length; i++) {
    const dependent = dependents[i];
    if (dependent.loadedSinceValued) return false;
    if (dependent.hasQuote && dependent.open.length > 0) {
      ops.stale.mark(dependent);
      dependent.changedSinceDrain = true;
    }
  }
  const table = ops.table;
  if (anyUncertainAccount(table, ops.stale.deviation())) return false;
  // The drain values what it reads; an account listed with nothing changed publishes nothing.
  // With few watched, the drain compares every watched account (drainUpdates): no list needed.
  if (table.fewWatched()) {
    ops.scratch.unlistedWatched = true;
    return true;
  }
  const converted = table.convertedCount;
  for (const account of table.watchedAccounts)
    if (converted[account.index] !== 0) ops.scratch.markDirtyIndex(account.index);
  return true;
}

/** The eager engine's re-valuation of a book on its conversion's tick, exactly (also when stale). */
function evaluateDependent(ops: RiskOperations, book: SymbolBook): void {
  const usdPerUnit = book.usdPerUnit();
  if (!book.hasQuote || usdPerUnit !== usdPerUnit) return;
  // NaN (no previous conversion quote): compare with what is stored, as the eager engine did.
  const before = book.previousMicrosPerPriceLot();
  evaluateConvertedBook(book, ops.scratch, book.bid, book.ask, before);
  settleExposure(ops, book);
}

/** A book's own tick: a converted one keeps its exposure and, when stale, what the eager one stored. */
function evaluateOwnBook(ops: RiskOperations, book: SymbolBook): void {
  if (book.converted === null) {
    evaluateBook(book, ops.scratch);
    return;
  }
  const usdPerUnit = book.usdPerUnit();
  if (!book.hasQuote || usdPerUnit !== usdPerUnit) return;
  // A fresh book stores what the eager engine stored; a stale one, what its headroom holds.
  const before = book.stale ? book.microsPerPriceLot() : Number.NaN;
  evaluateConvertedBook(book, ops.scratch, book.previousBid, book.previousAsk, before, true);
  settleExposure(ops, book);
}

/** A converted book just valued whole (its exposure moved with it): fresh. */
function settleExposure(ops: RiskOperations, book: SymbolBook): void {
  ops.stale.fresh(book);
  book.loadedSinceValued = false;
}

/** Cancels every waiting order whose expiry has passed by `nowMs` (a symbol that does not tick). */
export function expireOrders(ops: RiskOperations, nowMs: number): EngineEffect[] {
  const effects: EngineEffect[] = [];
  for (const position of [...ops.expiring]) {
    const extra = position.extra;
    if (extra !== null && extra.expiresAtMs <= nowMs && position.live && position.status === 'waiting')
      ops.removeWaiting(position, 'expired', effects);
  }
  return effects;
}

function triggerWaiting(ops: RiskOperations, book: SymbolBook, atMs: number, effects: EngineEffect[]): void {
  const waiting = book.waiting;
  // Backwards, because filling swap-removes from this list. An OCO partner leaving too can move an
  // order already looked at back below i: looking at it again decides the same, so that is safe.
  for (let i = waiting.length - 1; i >= 0; i--) {
    if (i >= waiting.length) continue;
    const position = waiting[i];
    const extra = position.extra;
    if (extra !== null && extra.expiresAtMs <= atMs) {
      ops.removeWaiting(position, 'expired', effects);
      continue;
    }
    const price = position.fillPrice();
    if (position.limitDirection === 0) {
      position.limitDirection = price > position.marketLimit ? -1 : 1;
      continue;
    }
    const reached =
      position.limitDirection < 0 ? price <= position.marketLimit : price >= position.marketLimit;
    if (extra !== null && extra.pendingKind === 'stopLimit') {
      if (!extra.limitArmed) {
        if (!reached) continue;
        // The trigger is touched: from now on it is a limit order at its limit price.
        extra.limitArmed = true;
        effects.push({ type: 'pendingArmed', position: position.toState(), atMs });
      }
      const atLimit = position.side === 'Buy' ? price <= extra.limitPrice : price >= extra.limitPrice;
      if (atLimit) ops.fillWaiting(position, atMs, effects);
      continue;
    }
    if (reached) ops.fillWaiting(position, atMs, effects);
  }
}
