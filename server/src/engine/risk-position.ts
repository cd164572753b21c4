// One open position or waiting order. While open it owns a slot of its book's typed arrays and
// reads and writes its numbers there; the object itself is a small handle (id, owner, book, side,
// status, list slots), because at a million open positions every field is eight bytes and every
// boxed number sixteen more. A waiting order, or a position once closed, keeps its numbers in a
// detached record instead (as does a position filled from a waiting order, for its limit).
import type { OrderSide, PendingKind } from '../../../contract/entities';
import type { PositionState, PositionStatus } from './engine-types';
import type { Account } from './risk-account-table';
import type { SymbolBook } from './risk-book';
import type { TrailGroup } from './risk-trailing';

/** A position's numbers while it holds no book slot; NaN where unset. */
interface DetachedNumbers {
  lots: number;
  openPrice: number;
  stopLoss: number;
  takeProfit: number;
  marginCents: number;
  swapCents: number;
  createdAtMs: number;
  openedAtMs: number;
  marketLimit: number;
  /**
   * A waiting order fires when its price falls to the limit (−1) or rises to it (+1); 0 until the
   * engine has seen a price (an order loaded before any quote).
   */
  limitDirection: -1 | 0 | 1;
  /** The capped leverage a waiting order fills with (the jurisdiction's); NaN: the symbol's own. */
  leverage: number;
}

/**
 * What an order has beyond market and limit (API.md "Order types"), kept apart so the many plain
 * positions pay one null field for it. NaN where unset.
 */
export interface OrderExtras {
  pendingKind: PendingKind | null;
  limitPrice: number;
  /** A stop-limit whose trigger was touched: it now waits at limitPrice. */
  limitArmed: boolean;
  expiresAtMs: number;
  trailingDistance: number;
  /** The live OCO partner (a waiting order of the same account and symbol). */
  ocoWith: Position | null;
  /** While the stop trails: its group in the book's TrailingStops, its index there, its order. */
  trailGroup: TrailGroup | null;
  trailIndex: number;
  trailSeq: number;
}

export const noExtras = (): OrderExtras => ({
  pendingKind: null,
  limitPrice: Number.NaN,
  limitArmed: false,
  expiresAtMs: Number.NaN,
  trailingDistance: Number.NaN,
  ocoWith: null,
  trailGroup: null,
  trailIndex: -1,
  trailSeq: -1,
});

export class Position {
  /** Slot in book.open while open, index in book.waiting while waiting; −1 when gone. */
  bookSlot = -1;
  accountSlot = -1;
  /** Kind, stop-limit, expiry, trailing and OCO; null for a plain order. */
  extra: OrderExtras | null = null;
  private detached: DetachedNumbers | null;

  constructor(
    readonly id: string,
    readonly account: Account,
    readonly book: SymbolBook,
    readonly side: OrderSide,
    lots: number,
    public status: PositionStatus,
    createdAtMs: number,
  ) {
    this.detached = {
      lots,
      openPrice: Number.NaN,
      stopLoss: Number.NaN,
      takeProfit: Number.NaN,
      marginCents: 0,
      swapCents: 0,
      createdAtMs,
      openedAtMs: Number.NaN,
      marketLimit: Number.NaN,
      limitDirection: 0,
      leverage: Number.NaN,
    };
  }

  /** +1 for Buy, −1 for Sell. */
  get sign(): 1 | -1 {
    return this.side === 'Buy' ? 1 : -1;
  }

  /** Still in the engine: open in its book or waiting in its book's list. */
  get live(): boolean {
    return this.bookSlot >= 0;
  }

  private get inBook(): boolean {
    return this.status === 'open' && this.bookSlot >= 0;
  }

  private get numbers(): DetachedNumbers {
    const detached = this.detached;
    if (detached === null) throw new Error(`engine invariant broken: ${this.id} has no numbers`);
    return detached;
  }

  /** Called by SymbolBook.addOpen once the slot holds this position's numbers. */
  attach(slot: number): void {
    this.bookSlot = slot;
    // Only a limit (of an order that waited) stays outside the book.
    if (this.numbers.marketLimit !== this.numbers.marketLimit) this.detached = null;
  }

  /** Called by SymbolBook.removeOpen before the slot is reused: the numbers move back here. */
  detach(): void {
    const { book, bookSlot: slot } = this;
    this.detached = {
      lots: this.lots,
      openPrice: book.openPrice[slot],
      stopLoss: book.stopLoss[slot],
      takeProfit: book.takeProfit[slot],
      marginCents: book.marginCents[slot],
      swapCents: book.swapCents[slot],
      createdAtMs: book.createdAtMs[slot],
      openedAtMs: book.openedAtMs[slot],
      marketLimit: this.marketLimit,
      limitDirection: this.limitDirection,
      leverage: this.leverage,
    };
    this.bookSlot = -1;
  }

  get lots(): number {
    return this.inBook ? this.sign * this.book.signedLots[this.bookSlot] : this.numbers.lots;
  }

  set lots(value: number) {
    if (this.inBook) this.book.setSignedLots(this.bookSlot, this.sign * value);
    else this.numbers.lots = value;
  }

  get openPrice(): number {
    return this.inBook ? this.book.openPrice[this.bookSlot] : this.numbers.openPrice;
  }

  set openPrice(value: number) {
    if (this.inBook) this.book.openPrice[this.bookSlot] = value;
    else this.numbers.openPrice = value;
  }

  /** NaN when unset. */
  get stopLoss(): number {
    return this.inBook ? this.book.stopLoss[this.bookSlot] : this.numbers.stopLoss;
  }

  set stopLoss(value: number) {
    if (this.inBook) {
      this.book.stopLoss[this.bookSlot] = value;
      this.book.widenTriggers(this.sign, value, Number.NaN);
    } else this.numbers.stopLoss = value;
  }

  /** NaN when unset. */
  get takeProfit(): number {
    return this.inBook ? this.book.takeProfit[this.bookSlot] : this.numbers.takeProfit;
  }

  set takeProfit(value: number) {
    if (this.inBook) {
      this.book.takeProfit[this.bookSlot] = value;
      this.book.widenTriggers(this.sign, Number.NaN, value);
    } else this.numbers.takeProfit = value;
  }

  get marginCents(): number {
    return this.inBook ? this.book.marginCents[this.bookSlot] : this.numbers.marginCents;
  }

  set marginCents(value: number) {
    if (this.inBook) this.book.marginCents[this.bookSlot] = value;
    else this.numbers.marginCents = value;
  }

  get swapCents(): number {
    return this.inBook ? this.book.swapCents[this.bookSlot] : this.numbers.swapCents;
  }

  set swapCents(value: number) {
    if (this.inBook) this.book.swapCents[this.bookSlot] = value;
    else this.numbers.swapCents = value;
  }

  get createdAtMs(): number {
    return this.inBook ? this.book.createdAtMs[this.bookSlot] : this.numbers.createdAtMs;
  }

  get openedAtMs(): number {
    return this.inBook ? this.book.openedAtMs[this.bookSlot] : this.numbers.openedAtMs;
  }

  set openedAtMs(value: number) {
    if (this.inBook) this.book.openedAtMs[this.bookSlot] = value;
    else this.numbers.openedAtMs = value;
  }

  /** NaN for a market order. */
  get marketLimit(): number {
    return this.detached === null ? Number.NaN : this.detached.marketLimit;
  }

  set marketLimit(value: number) {
    this.numbers.marketLimit = value;
  }

  get limitDirection(): -1 | 0 | 1 {
    return this.detached === null ? 0 : this.detached.limitDirection;
  }

  set limitDirection(value: -1 | 0 | 1) {
    this.numbers.limitDirection = value;
  }

  /** NaN when the symbol's own leverage applies (and always once open: its margin is fixed). */
  get leverage(): number {
    return this.detached === null ? Number.NaN : this.detached.leverage;
  }

  set leverage(value: number) {
    this.numbers.leverage = value;
  }

  /** Live profit in integer micro-USD, as the last re-valuation left it; 0 unless open. */
  get profitMicros(): number {
    return this.inBook ? this.book.profitMicros[this.bookSlot] : 0;
  }

  set profitMicros(value: number) {
    if (this.inBook) this.book.profitMicros[this.bookSlot] = value;
  }

  /** The price this position would close at now: bid for a Buy, ask for a Sell. */
  closePrice(): number {
    return this.side === 'Buy' ? this.book.bid : this.book.ask;
  }

  /** The price a waiting order watches and fills at: ask for a Buy, bid for a Sell. */
  fillPrice(): number {
    return this.side === 'Buy' ? this.book.ask : this.book.bid;
  }

  /** The extras, created on first write. */
  extras(): OrderExtras {
    if (this.extra === null) this.extra = noExtras();
    return this.extra;
  }

  /** NaN when the stop does not trail. */
  get trailingDistance(): number {
    return this.extra === null ? Number.NaN : this.extra.trailingDistance;
  }

  toState(): PositionState {
    const extra = this.extra;
    const state: PositionState = {
      id: this.id,
      accountId: this.account.accountId,
      symbol: this.book.instrument.symbol,
      side: this.side,
      lots: this.lots,
      status: this.status,
      openPrice: orNull(this.openPrice),
      marketLimit: orNull(this.marketLimit),
      stopLoss: orNull(this.stopLoss),
      takeProfit: orNull(this.takeProfit),
      marginCents: this.marginCents,
      swapCents: this.swapCents,
      createdAtMs: this.createdAtMs,
      openedAtMs: orNull(this.openedAtMs),
      pendingKind: extra === null ? null : extra.pendingKind,
      limitPrice: extra === null ? null : orNull(extra.limitPrice),
      limitArmed: extra === null ? false : extra.limitArmed,
      expiresAtMs: extra === null ? null : orNull(extra.expiresAtMs),
      trailingDistance: extra === null ? null : orNull(extra.trailingDistance),
      ocoWith: extra === null || extra.ocoWith === null ? null : extra.ocoWith.id,
    };
    // Only a waiting order under a cap carries it, so every other state keeps its shape.
    if (this.status === 'waiting' && this.leverage === this.leverage) state.leverage = this.leverage;
    return state;
  }
}

/** A stored NaN (no price) as the state's null; module-level so toState allocates only its result. */
const orNull = (value: number): number | null => (value === value ? value : null);
