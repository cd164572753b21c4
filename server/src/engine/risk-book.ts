// The engine's in-memory book: mutable classes with fixed shapes, so the per-tick loop over
// positions stays monomorphic and allocation-free. Only risk-engine.ts and risk-evaluation.ts touch
// these; everything outside sees PositionState / PositionView copies.
import type { OrderSide } from '../../../contract/entities';
import type { AccountFigures, Instrument, PositionState, PositionStatus } from './engine-types';

export class SymbolBook {
  ask = Number.NaN;
  bid = Number.NaN;
  time = 0;
  readonly open: Position[] = [];
  readonly waiting: Position[] = [];
  /** The book whose quote converts profit to USD (itself for USDJPY), null for calc 0. */
  conversion: SymbolBook | null = null;
  /** Books converted by this symbol, itself excluded (USDTRY → every TRY instrument). */
  readonly dependents: SymbolBook[] = [];

  constructor(readonly instrument: Instrument) {}

  get hasQuote(): boolean {
    return this.ask === this.ask && this.bid === this.bid;
  }

  /** USD per unit of profit currency; NaN while the conversion symbol has no quote. */
  usdPerUnit(): number {
    const conversion = this.conversion;
    if (conversion === null) return 1;
    const mid = (conversion.ask + conversion.bid) / 2;
    return this.instrument.calc === 1 ? 1 / mid : mid;
  }
}

export class Account {
  floatingMicros = 0;
  marginCents = 0;
  readonly open: Position[] = [];
  readonly waiting: Position[] = [];
  /** Tick sequence number of the last touch, so a tick lists each account once. */
  touchedSeq = -1;
  dirty = false;
  readonly published: AccountFigures = {
    blc: NaN,
    crd: NaN,
    mrg: NaN,
    ass: NaN,
    fm: NaN,
    pct: NaN,
    allp: NaN,
  };

  constructor(
    readonly userId: string,
    public balanceCents: number,
    public creditCents: number,
  ) {}

  assetsMicros(): number {
    return (this.balanceCents + this.creditCents) * 10_000 + this.floatingMicros;
  }

  /** Margin level at or below 50%: 2 × assets ≤ margin, in exact integer micros. */
  isStopOut(): boolean {
    return this.marginCents > 0 && 2 * this.assetsMicros() <= this.marginCents * 10_000;
  }
}

export class Position {
  /** +1 for Buy, −1 for Sell. */
  readonly sign: 1 | -1;
  openPrice = Number.NaN;
  stopLoss = Number.NaN;
  takeProfit = Number.NaN;
  marketLimit = Number.NaN;
  /**
   * A waiting order fires when its price falls to the limit (−1) or rises to it (+1); 0 until the
   * engine has seen a price (an order loaded before any quote).
   */
  limitDirection: -1 | 0 | 1 = 0;
  marginCents = 0;
  swapCents = 0;
  openedAtMs = Number.NaN;
  profitMicros = 0;
  /** Index in the book's list and in the account's list it currently sits in. */
  bookSlot = -1;
  accountSlot = -1;
  live = true;
  dirty = false;
  publishedProfitCents = Number.NaN;
  publishedLastPrice = Number.NaN;

  constructor(
    readonly id: string,
    readonly account: Account,
    readonly book: SymbolBook,
    readonly side: OrderSide,
    public lots: number,
    public status: PositionStatus,
    readonly createdAtMs: number,
  ) {
    this.sign = side === 'Buy' ? 1 : -1;
  }

  /** The price this position would close at now: bid for a Buy, ask for a Sell. */
  closePrice(): number {
    return this.sign > 0 ? this.book.bid : this.book.ask;
  }

  /** The price a waiting order watches and fills at: ask for a Buy, bid for a Sell. */
  fillPrice(): number {
    return this.sign > 0 ? this.book.ask : this.book.bid;
  }

  toState(): PositionState {
    const orNull = (value: number): number | null => (value === value ? value : null);
    return {
      id: this.id,
      userId: this.account.userId,
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
    };
  }
}

type Slot = 'bookSlot' | 'accountSlot';

export function addTo(list: Position[], position: Position, slot: Slot): void {
  position[slot] = list.length;
  list.push(position);
}

/** Swap-remove in O(1); order inside a list carries no meaning. */
export function removeFrom(list: Position[], position: Position, slot: Slot): void {
  const index = position[slot];
  if (list[index] !== position) throw new Error(`engine invariant broken: ${position.id} not at its ${slot}`);
  const last = list.pop() as Position;
  if (last !== position) {
    list[index] = last;
    last[slot] = index;
  }
  position[slot] = -1;
}
