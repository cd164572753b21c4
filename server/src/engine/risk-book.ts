// The engine's in-memory book. The per-tick loop reads and writes typed arrays only: each book keeps
// its open positions' hot fields (open price, signed lots, stop, target, profit, account index) in
// parallel arrays, and every account's numbers sit in AccountTable (risk-account-table.ts). The
// Position objects carry the cold fields and read the hot ones through accessors, so commands stay
// simple while ticks stay allocation-free and cache-friendly. Only risk-*.ts files touch these.
import type { OrderSide } from '../../../contract/entities';
import type { Account } from './risk-account-table';
import type { Instrument, PositionState, PositionStatus } from './engine-types';

const INITIAL_CAPACITY = 64;

function grown<T extends Float64Array | Int32Array>(array: T, needed: number, make: (size: number) => T): T {
  if (needed <= array.length) return array;
  const next = make(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

export class SymbolBook {
  ask = Number.NaN;
  bid = Number.NaN;
  time = 0;
  /** Set by a re-valuation, cleared by drainUpdates: only changed books are scanned there. */
  changedSinceDrain = false;
  /** Open positions; open[i] owns slot i of every array below. */
  readonly open: Position[] = [];
  openPrice = new Float64Array(INITIAL_CAPACITY);
  /** +lots for a Buy, −lots for a Sell. */
  signedLots = new Float64Array(INITIAL_CAPACITY);
  stopLoss = new Float64Array(INITIAL_CAPACITY);
  takeProfit = new Float64Array(INITIAL_CAPACITY);
  profitMicros = new Float64Array(INITIAL_CAPACITY);
  accountIndex = new Int32Array(INITIAL_CAPACITY);
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

  addOpen(position: Position, profitMicros: number): void {
    const slot = this.open.length;
    if (slot === this.openPrice.length) this.grow(slot * 2);
    this.open.push(position);
    position.bookSlot = slot;
    this.openPrice[slot] = position.openPrice;
    this.signedLots[slot] = position.sign * position.lots;
    this.stopLoss[slot] = position.stopLoss;
    this.takeProfit[slot] = position.takeProfit;
    this.profitMicros[slot] = profitMicros;
    this.accountIndex[slot] = position.account.index;
  }

  /** Swap-remove in O(1); order inside a book carries no meaning. */
  removeOpen(position: Position): void {
    const slot = position.bookSlot;
    if (this.open[slot] !== position)
      throw new Error(`engine invariant broken: ${position.id} not in its book slot`);
    const lastSlot = this.open.length - 1;
    const last = this.open[lastSlot];
    this.open.pop();
    if (last !== position) {
      this.open[slot] = last;
      last.bookSlot = slot;
      this.openPrice[slot] = this.openPrice[lastSlot];
      this.signedLots[slot] = this.signedLots[lastSlot];
      this.stopLoss[slot] = this.stopLoss[lastSlot];
      this.takeProfit[slot] = this.takeProfit[lastSlot];
      this.profitMicros[slot] = this.profitMicros[lastSlot];
      this.accountIndex[slot] = this.accountIndex[lastSlot];
    }
    position.bookSlot = -1;
  }

  private grow(size: number): void {
    const make = (length: number) => new Float64Array(length);
    this.openPrice = grown(this.openPrice, size, make);
    this.signedLots = grown(this.signedLots, size, make);
    this.stopLoss = grown(this.stopLoss, size, make);
    this.takeProfit = grown(this.takeProfit, size, make);
    this.profitMicros = grown(this.profitMicros, size, make);
    this.accountIndex = grown(this.accountIndex, size, (length) => new Int32Array(length));
  }
}

export class Position {
  /** +1 for Buy, −1 for Sell. */
  readonly sign: 1 | -1;
  openPrice = Number.NaN;
  marketLimit = Number.NaN;
  /**
   * A waiting order fires when its price falls to the limit (−1) or rises to it (+1); 0 until the
   * engine has seen a price (an order loaded before any quote).
   */
  limitDirection: -1 | 0 | 1 = 0;
  marginCents = 0;
  swapCents = 0;
  openedAtMs = Number.NaN;
  /** Slot in book.open while open, index in book.waiting while waiting; −1 when gone. */
  bookSlot = -1;
  accountSlot = -1;
  live = true;
  publishedProfitCents = Number.NaN;
  publishedLastPrice = Number.NaN;
  private lotsValue: number;
  private stopLossValue = Number.NaN;
  private takeProfitValue = Number.NaN;

  constructor(
    readonly id: string,
    readonly account: Account,
    readonly book: SymbolBook,
    readonly side: OrderSide,
    lots: number,
    public status: PositionStatus,
    readonly createdAtMs: number,
  ) {
    this.sign = side === 'Buy' ? 1 : -1;
    this.lotsValue = lots;
  }

  private get inBook(): boolean {
    return this.status === 'open' && this.bookSlot >= 0;
  }

  get lots(): number {
    return this.lotsValue;
  }

  set lots(value: number) {
    this.lotsValue = value;
    if (this.inBook) this.book.signedLots[this.bookSlot] = this.sign * value;
  }

  /** NaN when unset. */
  get stopLoss(): number {
    return this.stopLossValue;
  }

  set stopLoss(value: number) {
    this.stopLossValue = value;
    if (this.inBook) this.book.stopLoss[this.bookSlot] = value;
  }

  /** NaN when unset. */
  get takeProfit(): number {
    return this.takeProfitValue;
  }

  set takeProfit(value: number) {
    this.takeProfitValue = value;
    if (this.inBook) this.book.takeProfit[this.bookSlot] = value;
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
    return this.sign > 0 ? this.book.bid : this.book.ask;
  }

  /** The price a waiting order watches and fills at: ask for a Buy, bid for a Sell. */
  fillPrice(): number {
    return this.sign > 0 ? this.book.ask : this.book.bid;
  }

  toState(): PositionState {
    return {
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
    };
  }
}

/** A stored NaN (no price) as the state's null; module-level so toState allocates only its result. */
const orNull = (value: number): number | null => (value === value ? value : null);

/** For the lists that hold Position objects only (book.waiting, account.open, account.waiting). */
type Slot = 'bookSlot' | 'accountSlot';

export function addTo(list: Position[], position: Position, slot: Slot): void {
  position[slot] = list.length;
  list.push(position);
}

/** Swap-remove in O(1). */
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
