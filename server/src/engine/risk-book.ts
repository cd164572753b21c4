// The engine's in-memory book. The per-tick loop reads and writes typed arrays only: each book keeps
// its open positions' numbers (open price, signed lots, stop, target, profit, account index, and
// the colder margin, swap and times) in parallel arrays, and every account's numbers sit in
// AccountTable (risk-account-table.ts). A Position object (risk-position.ts) is a small handle that
// reads and writes its slot here while open, so a million open positions cost a few hundred bytes
// each and ticks stay allocation-free and cache-friendly. Only risk-*.ts files touch these.
import type { Instrument } from './engine-types';
import type { AccountTable } from './risk-account-table';
import type { Position } from './risk-position';
import { TrailingStops } from './risk-trailing';

const INITIAL_CAPACITY = 64;
/** Growth factor of the slot arrays: small, because at a million positions slack is memory. */
const GROWTH = 1.25;
/**
 * The exposure's band as a share of the mid (SymbolBook.exposureBand): wide enough that a calm
 * quote stays inside for many ticks (the bench's random ±0.02% steps take about 75 to leave
 * ±0.1%), narrow enough to add little to the stale bound (0.1% of the price per position).
 */
const EXPOSURE_BAND_SHARE = 0.001;

function grown<T extends Float64Array | Int32Array>(array: T, size: number, make: (size: number) => T): T {
  const next = make(size);
  next.set(array.subarray(0, Math.min(array.length, size)));
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
  /** NaN when unset. */
  stopLoss = new Float64Array(INITIAL_CAPACITY);
  /** NaN when unset. */
  takeProfit = new Float64Array(INITIAL_CAPACITY);
  profitMicros = new Float64Array(INITIAL_CAPACITY);
  accountIndex = new Int32Array(INITIAL_CAPACITY);
  marginCents = new Float64Array(INITIAL_CAPACITY);
  swapCents = new Float64Array(INITIAL_CAPACITY);
  createdAtMs = new Float64Array(INITIAL_CAPACITY);
  openedAtMs = new Float64Array(INITIAL_CAPACITY);
  readonly waiting: Position[] = [];
  /** Open positions whose stop loss trails the price (risk-trailing.ts). */
  readonly trailing = new TrailingStops();
  /** 10^digits: a price rounded to the instrument's digits is round(price × scale) / scale. */
  readonly priceScale: number;
  /** The book whose quote converts profit to USD (itself for USDJPY), null for calc 0. */
  conversion: SymbolBook | null = null;
  /** Books converted by this symbol, itself excluded (USDTRY → every TRY instrument). */
  readonly dependents: SymbolBook[] = [];
  /** The quote before the last tick (a stale book's re-valuation needs what the eager one stored). */
  previousBid = Number.NaN;
  previousAsk = Number.NaN;
  /**
   * Set for a book converted through another book (risk-conversion.ts): the table whose exposure
   * and converted-position count this book keeps; null for a book that can never be stale.
   */
  converted: AccountTable | null = null;
  /**
   * Positions were loaded from storage since its last re-valuation: their stops were never tested
   * at this quote, so a conversion tick re-values (and tests) this book at once, as it always did.
   */
  loadedSinceValued = false;
  /** A conversion tick left its positions unvalued (risk-conversion.ts, StaleBooks). */
  stale = false;
  /** The range of conversion prices its stored profits were rounded at since it was last valued whole. */
  staleUsdMin = Number.NaN;
  staleUsdMax = Number.NaN;
  /**
   * The reference quote of each position's exposure in AccountTable.exposure, and the band around
   * it (a price distance) the quote may move in before the exposure is taken again: a position's
   * exposure is |lots| × contract × (|reference close − open| + band), which is at least its
   * |profit| at any quote inside the band. So a converted book's own tick moves no exposure (a
   * random write per position) unless its quote leaves the band (moveExposure).
   */
  exposureBid = Number.NaN;
  exposureAsk = Number.NaN;
  exposureBand = Number.NaN;

  /**
   * Trigger levels no price between them can fire: the highest Buy stop loss, the lowest Buy take
   * profit, the lowest Sell stop loss and the highest Sell take profit, or looser (a close or a
   * trailing move leaves them loose until the next pass that tests the triggers takes them again).
   * A tick whose quote lies inside skips the per-position trigger test (collectFired) and the
   * reads of both level arrays. ±Infinity: no such level.
   */
  buyStopMax = Number.NEGATIVE_INFINITY;
  buyTargetMin = Number.POSITIVE_INFINITY;
  sellStopMin = Number.POSITIVE_INFINITY;
  sellTargetMax = Number.NEGATIVE_INFINITY;

  constructor(readonly instrument: Instrument) {
    this.priceScale = 10 ** instrument.digits;
  }

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

  /** Micro-USD of profit per unit of price and lot at the current quotes (NaN without them). */
  microsPerPriceLot(): number {
    return this.instrument.contractSize * this.usdPerUnit() * 1_000_000;
  }

  /** The same at the conversion's previous quote (what the eager engine last rounded at). */
  previousMicrosPerPriceLot(): number {
    const conversion = this.conversion;
    if (conversion === null) return this.instrument.contractSize * 1_000_000;
    const mid = (conversion.previousAsk + conversion.previousBid) / 2;
    const usd = this.instrument.calc === 1 ? 1 / mid : mid;
    return this.instrument.contractSize * usd * 1_000_000;
  }

  /** Whether no stop loss or take profit of the book can fire at the current quote. */
  triggersClear(): boolean {
    const { bid, ask } = this;
    return (
      bid > this.buyStopMax && bid < this.buyTargetMin && ask < this.sellStopMin && ask > this.sellTargetMax
    );
  }

  /** A slot's levels were set (or may have moved): the trigger levels take them in. NaN: unset. */
  widenTriggers(sign: number, stopLoss: number, takeProfit: number): void {
    if (sign > 0) {
      if (stopLoss > this.buyStopMax) this.buyStopMax = stopLoss;
      if (takeProfit < this.buyTargetMin) this.buyTargetMin = takeProfit;
    } else {
      if (stopLoss < this.sellStopMin) this.sellStopMin = stopLoss;
      if (takeProfit > this.sellTargetMax) this.sellTargetMax = takeProfit;
    }
  }

  /** Stops moved without the levels following (trailing moves): the next pass tests every slot. */
  loosenStops(): void {
    this.buyStopMax = Number.POSITIVE_INFINITY;
    this.sellStopMin = Number.NEGATIVE_INFINITY;
  }

  /** The levels a pass over every slot found (collectFired). */
  setTriggers(buyStopMax: number, buyTargetMin: number, sellStopMin: number, sellTargetMax: number): void {
    this.buyStopMax = buyStopMax;
    this.buyTargetMin = buyTargetMin;
    this.sellStopMin = sellStopMin;
    this.sellTargetMax = sellTargetMax;
  }

  /**
   * A slot's exposure in micros of the quote currency for the reference quote and band, rounded
   * up: at least its |profit| at any quote within the band of the reference; 0 without a reference.
   */
  private exposureOf(slot: number, bid: number, ask: number, band: number): number {
    const lots = this.signedLots[slot];
    const close = lots > 0 ? bid : ask;
    const micros = Math.ceil(
      (Math.abs(close - this.openPrice[slot]) + band) * Math.abs(lots) * this.instrument.contractSize * 1e6,
    );
    return micros === micros ? micros : 0;
  }

  /** Whether the current quote is inside the exposure's band (false without a reference). */
  exposureHolds(): boolean {
    const band = this.exposureBand;
    return Math.abs(this.bid - this.exposureBid) <= band && Math.abs(this.ask - this.exposureAsk) <= band;
  }

  /** Takes every position's exposure again around the current quote (it left the band). */
  moveExposure(table: AccountTable): void {
    const exposure = table.exposure;
    const accountIndex = this.accountIndex;
    const { bid, ask, exposureBid, exposureAsk, exposureBand } = this;
    const band = ((bid + ask) / 2) * EXPOSURE_BAND_SHARE;
    let ceiling = table.exposureCeiling;
    for (let slot = 0; slot < this.open.length; slot++) {
      const account = accountIndex[slot];
      const moved =
        exposure[account] +
        this.exposureOf(slot, bid, ask, band) -
        this.exposureOf(slot, exposureBid, exposureAsk, exposureBand);
      exposure[account] = moved;
      if (moved > ceiling) ceiling = moved;
    }
    table.exposureCeiling = ceiling;
    this.exposureBid = bid;
    this.exposureAsk = ask;
    this.exposureBand = band;
  }

  /** Adds (+1) or removes (−1) a slot's exposure and count from its account's. */
  private countExposure(slot: number, direction: 1 | -1): void {
    const table = this.converted;
    if (table === null) return;
    const account = this.accountIndex[slot];
    const exposure = this.exposureOf(slot, this.exposureBid, this.exposureAsk, this.exposureBand);
    table.exposure[account] += direction * exposure;
    table.convertedCount[account] += direction;
    table.exposureCeiling = Math.max(table.exposureCeiling, table.exposure[account]);
    table.convertedCeiling = Math.max(table.convertedCeiling, table.convertedCount[account]);
  }

  /** Writes a slot's lots (a partial close), keeping its account's exposure. */
  setSignedLots(slot: number, signedLots: number): void {
    this.countExposure(slot, -1);
    this.signedLots[slot] = signedLots;
    this.countExposure(slot, 1);
  }

  /** Gives the position a slot, filled from its detached numbers (Position.attach). */
  addOpen(position: Position, profitMicros: number): void {
    const slot = this.open.length;
    if (slot === this.openPrice.length) this.resize(Math.ceil(slot * GROWTH));
    this.open.push(position);
    this.openPrice[slot] = position.openPrice;
    this.signedLots[slot] = position.sign * position.lots;
    this.stopLoss[slot] = position.stopLoss;
    this.takeProfit[slot] = position.takeProfit;
    this.profitMicros[slot] = profitMicros;
    this.accountIndex[slot] = position.account.index;
    this.marginCents[slot] = position.marginCents;
    this.swapCents[slot] = position.swapCents;
    this.createdAtMs[slot] = position.createdAtMs;
    this.openedAtMs[slot] = position.openedAtMs;
    this.widenTriggers(position.sign, position.stopLoss, position.takeProfit);
    this.countExposure(slot, 1);
    position.attach(slot);
  }

  /** Swap-remove in O(1); order inside a book carries no meaning. The position keeps its numbers. */
  removeOpen(position: Position): void {
    const slot = position.bookSlot;
    if (this.open[slot] !== position || position.status !== 'open')
      throw new Error(`engine invariant broken: ${position.id} not in its book slot`);
    this.countExposure(slot, -1);
    position.detach();
    const lastSlot = this.open.length - 1;
    const last = this.open[lastSlot];
    this.open.pop();
    if (last !== position) {
      this.open[slot] = last;
      last.bookSlot = slot;
      this.moveSlot(lastSlot, slot);
      if (last.extra !== null) this.trailing.moved(last, slot);
    }
    // Give memory back once a book has shrunk well below its arrays (a mass close, a stop-out wave).
    if (this.open.length > INITIAL_CAPACITY && this.open.length * 2 * GROWTH < this.openPrice.length)
      this.resize(Math.ceil(this.open.length * GROWTH));
  }

  private moveSlot(from: number, to: number): void {
    this.openPrice[to] = this.openPrice[from];
    this.signedLots[to] = this.signedLots[from];
    this.stopLoss[to] = this.stopLoss[from];
    this.takeProfit[to] = this.takeProfit[from];
    this.profitMicros[to] = this.profitMicros[from];
    this.accountIndex[to] = this.accountIndex[from];
    this.marginCents[to] = this.marginCents[from];
    this.swapCents[to] = this.swapCents[from];
    this.createdAtMs[to] = this.createdAtMs[from];
    this.openedAtMs[to] = this.openedAtMs[from];
  }

  private resize(size: number): void {
    const make = (length: number) => new Float64Array(length);
    this.openPrice = grown(this.openPrice, size, make);
    this.signedLots = grown(this.signedLots, size, make);
    this.stopLoss = grown(this.stopLoss, size, make);
    this.takeProfit = grown(this.takeProfit, size, make);
    this.profitMicros = grown(this.profitMicros, size, make);
    this.accountIndex = grown(this.accountIndex, size, (length) => new Int32Array(length));
    this.marginCents = grown(this.marginCents, size, make);
    this.swapCents = grown(this.swapCents, size, make);
    this.createdAtMs = grown(this.createdAtMs, size, make);
    this.openedAtMs = grown(this.openedAtMs, size, make);
  }
}

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
