// State changes shared by commands and ticks: filling a waiting order, closing (all or part of) a
// position, stop-out, the negative-balance reset and swap. Each appends its effects in order.
import type {
  BalanceChangedEffect,
  CancelReason,
  CloseReason,
  EngineEffect,
  LedgerKind,
} from './engine-types';
import { assertInvariant, centsFromUsd, roundHalfAwayFromZero, snapLots } from './money';
import { type Account, AccountTable, DIRTY, WARNED, WATCHED } from './risk-account-table';
import { type SymbolBook, removeFrom } from './risk-book';
import type { Position } from './risk-position';
import { profitUsdOf, TickScratch } from './risk-evaluation';
import {
  certainlySafeAbove,
  listDeferredTouched,
  settlesTheSameStale,
  StaleBooks,
  valueAccountPositions,
  valueWholeBook,
} from './risk-conversion';
import { tightenTrailing } from './risk-order-kinds';
import {
  accountFigures,
  freeMarginMicros,
  nextRolloverAfter,
  requiredMarginCents,
  type Rollover,
} from './risk-rules';
import type { Quote } from '../../../contract/margin';

// Read once into this module: an imported binding can compile to a property read at every use.
const WARNED_BIT = WARNED;
const WATCHED_BIT = WATCHED;
/** A watched account not yet listed for the drain has exactly WATCHED of these bits. */
const QUIET_MASK = DIRTY | WARNED | WATCHED;

/** Bound on rollovers charged in one call; after a longer outage the rest are skipped. */
export const ROLLOVERS_PER_CALL_MAX = 14;

export class RiskOperations {
  readonly books = new Map<string, SymbolBook>();
  readonly accounts = new Map<string, Account>();
  /** Open positions and waiting orders by id. */
  readonly positions = new Map<string, Position>();
  /** Waiting orders with an expiry (the expiry job walks these, not every order). */
  readonly expiring = new Set<Position>();
  readonly table: AccountTable;
  readonly scratch: TickScratch;
  /** Books a conversion tick left unvalued (risk-conversion.ts). */
  readonly stale = new StaleBooks();
  nextRollover: Rollover;

  constructor(
    private readonly newOrderId: () => string,
    rolloverChargedUntilMs: number,
    watchAllAccounts: boolean,
  ) {
    this.table = new AccountTable(watchAllAccounts);
    this.scratch = new TickScratch(this.table);
    this.nextRollover = nextRolloverAfter(rolloverChargedUntilMs);
  }

  readonly quoteOf = (symbol: string): Quote | null => {
    const book = this.books.get(symbol);
    return book && book.hasQuote ? { ask: book.ask, bid: book.bid } : null;
  };

  /** Re-values one position from scratch and moves the difference into its account's floating. */
  revalue(position: Position): void {
    const micros = Math.round(profitUsdOf(position, position.lots) * 1_000_000);
    if (micros !== micros) return;
    position.account.floatingMicros += micros - position.profitMicros;
    position.profitMicros = micros;
  }

  /** Values the account's positions in stale books: before anything reads its figures. */
  valueAccount(account: Account): void {
    if (this.stale.books.length > 0) valueAccountPositions(this.table, account.open);
  }

  /** Values a stale book whole: before anything reads its positions' figures. */
  valueBook(book: SymbolBook): void {
    if (book.stale) valueWholeBook(book, this.table, this.stale);
  }

  balanceEffect(
    account: Account,
    kind: LedgerKind,
    amountCents: number,
    orderId: string | null,
    atMs: number,
  ): BalanceChangedEffect {
    return {
      type: 'balanceChanged',
      accountId: account.accountId,
      kind,
      amountCents,
      balanceAfterCents: account.balanceCents,
      orderId,
      atMs,
    };
  }

  /** Opens a position at the current fill price: one path for market orders and filled waiting ones. */
  openAtMarket(position: Position, marginCents: number, atMs: number): void {
    this.openValued(position, marginCents, atMs, 0);
    this.revalue(position);
  }

  /**
   * Opens a position whose profit at the fill is already known, in micro-USD (what revalue would
   * give it): a batch of equal orders computes it once for all of them.
   */
  openValued(position: Position, marginCents: number, atMs: number, profitMicros: number): void {
    const { account, book } = position;
    position.status = 'open';
    position.openPrice = position.fillPrice();
    position.openedAtMs = atMs;
    position.marginCents = marginCents;
    account.marginCents += marginCents;
    book.addOpen(position, profitMicros);
    account.floatingMicros += profitMicros;
    account.addOpen(position);
    // A trailing stop starts at once from the fill's close price, when that is tighter.
    if (position.extra !== null && position.trailingDistance === position.trailingDistance) {
      book.trailing.start(position);
      tightenTrailing(position);
    }
    this.scratch.markAccountDirty(account);
  }

  /** Takes a waiting order out unfilled; its OCO partner goes with it, in the same decision. */
  removeWaiting(position: Position, reason: CancelReason, effects: EngineEffect[]): void {
    const { account, book } = position;
    removeFrom(book.waiting, position, 'bookSlot');
    removeFrom(account.waiting, position, 'accountSlot');
    this.positions.delete(position.id);
    this.expiring.delete(position);
    const id = position.id;
    const accountId = account.accountId;
    if (reason === 'expired' || reason === 'oco')
      effects.push({ type: 'pendingCancelled', id, accountId, reason, position: position.toState() });
    else effects.push({ type: 'pendingCancelled', id, accountId, reason });
    this.cancelPartner(position, effects);
  }

  /** One leg of an OCO pair filled or left: the other is cancelled ('oco'). */
  cancelPartner(position: Position, effects: EngineEffect[]): void {
    const extra = position.extra;
    const partner = extra === null ? null : extra.ocoWith;
    if (extra === null || partner === null) return;
    extra.ocoWith = null;
    if (partner.extra !== null) partner.extra.ocoWith = null;
    if (partner.live && partner.status === 'waiting') this.removeWaiting(partner, 'oco', effects);
  }

  fillWaiting(position: Position, atMs: number, effects: EngineEffect[]): void {
    const { account, book } = position;
    // The leverage it was accepted under: a cap changed since it was placed does not reach it.
    const capped = position.leverage;
    const lvg = capped === capped ? capped : book.instrument.lvg;
    const marginCents = requiredMarginCents(book, position.lots, this.quoteOf, lvg);
    // Free margin reads the floating profit: exact, as the eager engine held it before this book's loop.
    if (this.stale.books.length > 0) valueAccountPositions(this.table, account.open, book);
    if (marginCents === null || freeMarginMicros(account) < marginCents * 10_000) {
      this.removeWaiting(position, 'INSUFFICIENT_MARGIN', effects);
      return;
    }
    removeFrom(book.waiting, position, 'bookSlot');
    removeFrom(account.waiting, position, 'accountSlot');
    this.expiring.delete(position);
    this.openAtMarket(position, marginCents, atMs);
    this.scratch.touch(account);
    effects.push({ type: 'pendingTriggered', position: position.toState() });
    this.cancelPartner(position, effects);
  }

  /** Closes `lots` of an open position at its book's current price. */
  closePiece(
    position: Position,
    lots: number,
    reason: CloseReason,
    atMs: number,
    effects: EngineEffect[],
  ): void {
    const { account, book } = position;
    assertInvariant(position.live && position.status === 'open', `closing ${position.id} which is not open`);
    const full = lots >= position.lots - 1e-9;
    const pieceLots = full ? position.lots : snapLots(lots);
    const closePrice = position.closePrice();
    const trailingDistance = position.trailingDistance;
    const realizedCents = centsFromUsd(profitUsdOf(position, pieceLots));
    assertInvariant(Number.isSafeInteger(realizedCents), `realized profit of ${position.id} is not a number`);
    let id = position.id;
    let pieceMarginCents = position.marginCents;
    let pieceSwapCents = position.swapCents;
    if (full) {
      // Floating first: the position's profit is readable only while it is in its book.
      account.floatingMicros -= position.profitMicros;
      account.marginCents -= position.marginCents;
      book.trailing.stop(position);
      book.removeOpen(position);
      account.removeOpen(position);
      this.positions.delete(position.id);
    } else {
      id = this.newOrderId();
      const remainingLots = snapLots(position.lots - pieceLots);
      const remainingMarginCents = roundHalfAwayFromZero(
        (position.marginCents * remainingLots) / position.lots,
      );
      pieceMarginCents = position.marginCents - remainingMarginCents;
      pieceSwapCents = 0;
      account.marginCents -= pieceMarginCents;
      position.marginCents = remainingMarginCents;
      position.lots = remainingLots;
      this.revalue(position);
    }
    account.balanceCents += realizedCents;
    effects.push({
      type: 'positionClosed',
      id,
      sourceId: position.id,
      accountId: account.accountId,
      symbol: book.instrument.symbol,
      side: position.side,
      lots: pieceLots,
      openPrice: position.openPrice,
      closePrice,
      realizedCents,
      swapCents: pieceSwapCents,
      marginCents: pieceMarginCents,
      reason,
      createdAtMs: position.createdAtMs,
      closedAtMs: atMs,
      remainingLots: full ? 0 : position.lots,
      remainingMarginCents: full ? 0 : position.marginCents,
      ...(trailingDistance === trailingDistance ? { trailingDistance } : {}),
    });
    if (realizedCents !== 0) effects.push(this.balanceEffect(account, 'realized', realizedCents, id, atMs));
    this.scratch.markAccountDirty(account);
    this.resetIfFlatAndNegative(account, atMs, effects);
  }

  /** A flat account never keeps a negative balance: the broker takes the loss (stopout_reset). */
  resetIfFlatAndNegative(account: Account, atMs: number, effects: EngineEffect[]): void {
    if (account.open.length > 0) return;
    assertInvariant(account.floatingMicros === 0, `flat account ${account.accountId} has floating profit`);
    assertInvariant(account.marginCents === 0, `flat account ${account.accountId} has margin`);
    if (account.balanceCents >= 0) return;
    const amountCents = -account.balanceCents;
    account.balanceCents = 0;
    effects.push(this.balanceEffect(account, 'stopout_reset', amountCents, null, atMs));
  }

  /** Closes the position with the lowest profit until the margin level is above 50%. */
  stopOut(account: Account, atMs: number, effects: EngineEffect[]): void {
    while (account.isStopOut() && account.open.length > 0) {
      let worst: Position | null = null;
      for (const position of account.open) {
        if (!position.book.hasQuote || !Number.isFinite(position.book.usdPerUnit())) continue;
        if (worst === null || position.profitMicros < worst.profitMicros) worst = position;
      }
      if (worst === null) return;
      this.closePiece(worst, worst.lots, 'stopOut', atMs, effects);
    }
  }

  /**
   * A margin level at or below 100% warns once when it gets there; the warning re-arms only once
   * the level is back above 100%, so a price hovering at the line does not warn on every tick.
   */
  warnOnMarginCall(account: Account, atMs: number, effects: EngineEffect[]): void {
    const atOrBelow = account.isMarginCall();
    if (atOrBelow && !account.marginWarned)
      effects.push({
        type: 'marginWarning',
        accountId: account.accountId,
        marginPct: accountFigures(account).pct,
        atMs,
      });
    account.marginWarned = atOrBelow;
  }

  /**
   * Stop-out check for every account touched since the last settle, then flag them for publishing.
   * The tests read AccountTable's arrays; an Account object is reached only for an account that
   * is stopped out or whose margin warning changes.
   */
  settleTouched(atMs: number, effects: EngineEffect[]): void {
    const scratch = this.scratch;
    listDeferredTouched(scratch);
    scratch.fitAccounts();
    const settled = scratch.settledBits;
    const deviation = this.stale.deviation();
    const safeAbove = deviation >= 0 ? certainlySafeAbove(this.table, deviation) : 0;
    // stopOut closes only this account's positions, so the list does not grow while we walk it.
    for (let i = 0; i < scratch.touchedCount; i++) {
      const index = scratch.touched[i];
      // Listed once per position that moved; settled once, where it was first listed. A bit per
      // account (12.5 KB for 100,000) keeps this test in the first-level cache.
      const word = index >>> 5;
      const bit = 1 << (index & 31);
      if ((settled[word] & bit) !== 0) continue;
      settled[word] |= bit;
      this.settleAccount(index, deviation, safeAbove, atMs, effects);
    }
    for (let i = 0; i < scratch.touchedCount; i++) settled[scratch.touched[i] >>> 5] = 0;
    scratch.clearTouched();
  }

  /**
   * The headroom at or below which settle may have something to decide for an unwarned account:
   * the margin-call line, or while books are stale the bound any stale figure can be off by.
   */
  nearLine(): number {
    const deviation = this.stale.deviation();
    return deviation >= 0 ? certainlySafeAbove(this.table, deviation) : 0;
  }

  /**
   * settleTouched after a tick whose only changes were the per-position loops' (no fill, close,
   * trailing move or swap): when every headroom the loops wrote is above nearLine() (their lowest,
   * `scratch.lowest`), every unwarned touched account is far above its line and settles to
   * nothing, exactly as settleTouched would find; only warned accounts are settled (the full walk)
   * and watched ones listed, in the same first-touched order. This reads one flag byte per touched
   * account instead of its headroom and a settled bit, and nothing at all when no account is
   * warned and few are watched: the drain then compares every watched account's figures with
   * what it last sent (drainUpdates), which finds the same changes as a list would.
   */
  settleQuietTick(atMs: number, effects: EngineEffect[]): void {
    const scratch = this.scratch;
    if (scratch.lowest <= this.nearLine()) {
      this.settleTouched(atMs, effects);
      return;
    }
    const table = this.table;
    const listWatched = !table.fewWatched();
    if (!listWatched) {
      scratch.unlistedWatched = true;
      if (table.warnedCount === 0) {
        scratch.clearTouched();
        return;
      }
    }
    listDeferredTouched(scratch);
    const flags = table.flags;
    const touched = scratch.touched;
    for (let i = 0; i < scratch.touchedCount; i++) {
      const index = touched[i];
      const flag = flags[index];
      if ((flag & WARNED_BIT) !== 0) {
        // A warned account may re-arm its warning: the full walk from the start, which finds the
        // accounts before it settled to nothing and already listed, in the same order.
        this.settleTouched(atMs, effects);
        return;
      }
      if (listWatched && (flag & QUIET_MASK) === WATCHED_BIT) scratch.markDirtyIndex(index);
    }
    scratch.clearTouched();
  }

  /** Settles one touched account: exact figures if a stale one could decide, then the decisions. */
  private settleAccount(
    index: number,
    deviation: number,
    safeAbove: number,
    atMs: number,
    effects: EngineEffect[],
  ): void {
    const table = this.table;
    const flags = table.flags;
    // A stale figure that could decide differently is made exact first (risk-conversion.ts).
    const headroom = table.headroom[index];
    const maybe = deviation >= 0 && (headroom <= safeAbove || (flags[index] & WARNED_BIT) !== 0);
    if (maybe && !settlesTheSameStale(table, index, deviation))
      valueAccountPositions(table, table.accounts[index].open);
    // Only the number the tick just wrote (valued above if it had to be): most accounts are far
    // above the line and stop here.
    const exact = table.headroom[index];
    const marginCall = exact <= 0 && table.marginCents[index] > 0;
    if (marginCall && exact <= -table.marginCents[index] * 5_000) {
      const account = table.accounts[index];
      this.stopOut(account, atMs, effects);
      // The stop-out is the news; what is left open re-arms the warning once it recovers.
      account.marginWarned = account.isMarginCall();
    } else if (marginCall !== ((flags[index] & WARNED_BIT) !== 0))
      this.warnOnMarginCall(table.accounts[index], atMs, effects);
    this.scratch.markDirtyIndex(index);
  }

  /** Charges swap for every rollover up to `nowMs` on positions opened before it. */
  chargeSwaps(nowMs: number, effects: EngineEffect[]): void {
    let charged = 0;
    while (this.nextRollover.atMs <= nowMs) {
      if (charged === ROLLOVERS_PER_CALL_MAX) {
        this.nextRollover = nextRolloverAfter(nowMs);
        return;
      }
      const { atMs, nights } = this.nextRollover;
      for (const book of this.books.values()) {
        const { swapLongUsdPerLot, swapShortUsdPerLot } = book.instrument;
        for (const position of book.open) {
          if (!(position.openedAtMs < atMs)) continue;
          const rate = position.sign > 0 ? swapLongUsdPerLot : swapShortUsdPerLot;
          const cents = centsFromUsd(rate * position.lots * nights);
          if (cents === 0) continue;
          position.swapCents += cents;
          position.account.balanceCents += cents;
          this.scratch.touch(position.account);
          effects.push(this.balanceEffect(position.account, 'swap', cents, position.id, atMs));
        }
      }
      this.nextRollover = nextRolloverAfter(atMs);
      charged += 1;
    }
  }
}
