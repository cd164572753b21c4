// Every account's numbers in typed arrays indexed by Account.index: the tick's settle step
// (stop-out, margin warning, marking for publication) runs over thousands of accounts per tick at a
// million positions, and reading plain arrays keeps it off the scattered Account objects, whose
// cache misses were most of a tick's time. Account keeps its name, its position lists and what was
// last published, and reads and writes its numbers here through accessors, so commands stay simple.
import type { AccountFigures } from './engine-types';
import { addTo, removeFrom } from './risk-book';
import type { Position } from './risk-position';

const INITIAL_CAPACITY = 64;

/** Bits of AccountTable.flags. */
export const DIRTY = 1;
export const WATCHED = 2;
/** A margin warning was given and the level has not yet been back above 100% since. */
export const WARNED = 4;

function grownFloat(array: Float64Array, size: number) {
  const next = new Float64Array(size);
  next.set(array);
  return next;
}

export class AccountTable {
  capacity = INITIAL_CAPACITY;
  /**
   * Each account's floating profit held as its distance above the margin-call line, in micros:
   * floating − (margin × 10⁴ − (balance + credit) × 10⁴), so floating = headroom + that line.
   * A tick adds each position's change here as it would to floating, and the settle step then
   * decides from this one number, which the tick has just written (still in the cache): a margin
   * call is headroom ≤ 0, a stop-out headroom ≤ −margin × 5,000 (2 × assets ≤ margin), both only
   * with margin. Every term is an integer far below 2⁵³, so both tests are exact.
   */
  headroom = new Float64Array(INITIAL_CAPACITY);
  balanceCents = new Float64Array(INITIAL_CAPACITY);
  creditCents = new Float64Array(INITIAL_CAPACITY);
  marginCents = new Float64Array(INITIAL_CAPACITY);
  heldCents = new Float64Array(INITIAL_CAPACITY);
  /**
   * Per account, over its positions in books converted through another book: the sum of |profit|
   * in micros of the quote currency, and their count (risk-conversion.ts: the stale bound).
   */
  exposure = new Float64Array(INITIAL_CAPACITY);
  convertedCount = new Int32Array(INITIAL_CAPACITY);
  /** Upper bounds on any account's exposure and count (never lowered): settle's cheap first test. */
  exposureCeiling = 0;
  convertedCeiling = 0;
  flags = new Uint8Array(INITIAL_CAPACITY);
  /**
   * At or below every account's headroom (+Infinity with no account): each write takes the lower
   * of the two, the tick loops once per book (their lowest write), and a conversion tick's pass
   * over every account sets it to the exact lowest. While it is above the bound any stale figure
   * can be off by and no account is warned, that pass has nothing to find (anyUncertainAccount).
   */
  headroomFloor = Number.POSITIVE_INFINITY;
  /** Accounts with the WARNED bit. */
  warnedCount = 0;
  readonly accounts: Account[] = [];
  /** Accounts with the WATCHED bit, in the order they started being watched. */
  readonly watchedAccounts = new Set<Account>();

  /** Whether new accounts start watched (RiskEngineOptions.watchAllAccounts). */
  constructor(private readonly watchNew: boolean) {}

  add(accountId: string, balanceCents: number, creditCents: number): Account {
    const index = this.accounts.length;
    if (index === this.capacity) this.grow(this.capacity * 2);
    this.balanceCents[index] = balanceCents;
    this.creditCents[index] = creditCents;
    this.setFloatingMicros(index, 0);
    const account = new Account(accountId, index, this);
    account.watched = this.watchNew;
    this.accounts.push(account);
    return account;
  }

  /**
   * Few accounts are watched (the server's case: those with a socket): the drain walks their
   * positions and compares their figures rather than walking the changed books (drainUpdates).
   */
  fewWatched(): boolean {
    return this.watchedAccounts.size * 2 < this.accounts.length;
  }

  /** margin × 10⁴ − (balance + credit) × 10⁴: the floating profit at a 100% margin level. */
  private marginCallLine(index: number): number {
    return (this.marginCents[index] - this.balanceCents[index] - this.creditCents[index]) * 10_000;
  }

  floatingMicros(index: number): number {
    return this.headroom[index] + this.marginCallLine(index);
  }

  setFloatingMicros(index: number, micros: number): void {
    const headroom = micros - this.marginCallLine(index);
    this.headroom[index] = headroom;
    if (headroom < this.headroomFloor) this.headroomFloor = headroom;
  }

  /** Writes balance, credit or margin keeping floating as it was (the line moves, not the profit). */
  setMoney(index: number, column: Float64Array, cents: number): void {
    const floating = this.floatingMicros(index);
    column[index] = cents;
    this.setFloatingMicros(index, floating);
  }

  /** assets ≤ margin (margin level at or below 100%), in exact integer micros. */
  isMarginCall(index: number): boolean {
    return this.headroom[index] <= 0 && this.marginCents[index] > 0;
  }

  /** 2 × assets ≤ margin (margin level at or below 50%), in exact integer micros. */
  isStopOut(index: number): boolean {
    const marginCents = this.marginCents[index];
    return this.headroom[index] <= -marginCents * 5_000 && marginCents > 0;
  }

  assetsMicros(index: number): number {
    return (this.balanceCents[index] + this.creditCents[index]) * 10_000 + this.floatingMicros(index);
  }

  hasFlag(index: number, flag: number): boolean {
    return (this.flags[index] & flag) !== 0;
  }

  setFlag(index: number, flag: number, on: boolean): void {
    const before = this.flags[index];
    const after = on ? before | flag : before & ~flag;
    this.flags[index] = after;
    if (((before ^ after) & WARNED) !== 0) this.warnedCount += on ? 1 : -1;
  }

  private grow(size: number): void {
    this.headroom = grownFloat(this.headroom, size);
    this.balanceCents = grownFloat(this.balanceCents, size);
    this.creditCents = grownFloat(this.creditCents, size);
    this.marginCents = grownFloat(this.marginCents, size);
    this.heldCents = grownFloat(this.heldCents, size);
    this.exposure = grownFloat(this.exposure, size);
    const convertedCount = new Int32Array(size);
    convertedCount.set(this.convertedCount);
    this.convertedCount = convertedCount;
    const flags = new Uint8Array(size);
    flags.set(this.flags);
    this.flags = flags;
    this.capacity = size;
  }
}

export class Account {
  readonly open: Position[] = [];
  readonly waiting: Position[] = [];
  /** What drainUpdates last sent; null until the account is first drained while watched. */
  published: AccountFigures | null = null;
  /**
   * Each open position's last sent profit in cents and close price, at 2 × its accountSlot and the
   * next index (NaN: not sent yet), kept only while watched: at a million positions two numbers per
   * position nobody listens to would be sixteen bytes wasted each. Indexed by the slot in `open`
   * rather than keyed by the Position, so the drain reads it without a hash lookup; it follows the
   * slots when a close swap-removes (removeOpen).
   */
  publishedQuotes: Float64Array | null = null;

  constructor(
    readonly accountId: string,
    readonly index: number,
    private readonly table: AccountTable,
  ) {}

  /** Lists an open position (its slot in `open`: nothing published for it yet). */
  addOpen(position: Position): void {
    addTo(this.open, position, 'accountSlot');
    const quotes = this.publishedQuotes;
    const at = position.accountSlot * 2;
    if (quotes !== null && at < quotes.length) quotes[at] = quotes[at + 1] = Number.NaN;
  }

  /** Takes a closed position out of `open`; the last one's published quote moves with its slot. */
  removeOpen(position: Position): void {
    const hole = position.accountSlot * 2;
    const last = (this.open.length - 1) * 2;
    removeFrom(this.open, position, 'accountSlot');
    const quotes = this.publishedQuotes;
    if (quotes === null || hole >= quotes.length) return;
    quotes[hole] = last < quotes.length ? quotes[last] : Number.NaN;
    quotes[hole + 1] = last < quotes.length ? quotes[last + 1] : Number.NaN;
    if (last < quotes.length) quotes[last] = quotes[last + 1] = Number.NaN;
  }

  /** The published quotes with room for every open position's slot (new room: not sent yet). */
  quotesForOpen(): Float64Array {
    const quotes = this.publishedQuotes;
    const needed = this.open.length * 2;
    if (quotes !== null && quotes.length >= needed) return quotes;
    const grown = new Float64Array(needed + 8).fill(Number.NaN);
    if (quotes !== null) grown.set(quotes);
    this.publishedQuotes = grown;
    return grown;
  }

  get balanceCents(): number {
    return this.table.balanceCents[this.index];
  }

  set balanceCents(value: number) {
    this.table.setMoney(this.index, this.table.balanceCents, value);
  }

  get creditCents(): number {
    return this.table.creditCents[this.index];
  }

  set creditCents(value: number) {
    this.table.setMoney(this.index, this.table.creditCents, value);
  }

  get marginCents(): number {
    return this.table.marginCents[this.index];
  }

  set marginCents(value: number) {
    this.table.setMoney(this.index, this.table.marginCents, value);
  }

  /** Reserved by pending withdrawals; free margin excludes it. */
  get heldCents(): number {
    return this.table.heldCents[this.index];
  }

  set heldCents(value: number) {
    this.table.heldCents[this.index] = value;
  }

  /** Sum of the open positions' profits in integer micro-USD (exact). */
  get floatingMicros(): number {
    return this.table.floatingMicros(this.index);
  }

  set floatingMicros(value: number) {
    this.table.setFloatingMicros(this.index, value);
  }

  get dirty(): boolean {
    return this.table.hasFlag(this.index, DIRTY);
  }

  set dirty(value: boolean) {
    this.table.setFlag(this.index, DIRTY, value);
  }

  /** Whether drainUpdates reports this account and its positions (someone is listening). */
  get watched(): boolean {
    return this.table.hasFlag(this.index, WATCHED);
  }

  set watched(value: boolean) {
    this.table.setFlag(this.index, WATCHED, value);
    if (value) this.table.watchedAccounts.add(this);
    else this.table.watchedAccounts.delete(this);
  }

  /** A margin warning was given and the level has not yet been back above 100% since. */
  get marginWarned(): boolean {
    return this.table.hasFlag(this.index, WARNED);
  }

  set marginWarned(value: boolean) {
    this.table.setFlag(this.index, WARNED, value);
  }

  assetsMicros(): number {
    return this.table.assetsMicros(this.index);
  }

  /** Margin level at or below 100%: assets ≤ margin, in exact integer micros. */
  isMarginCall(): boolean {
    return this.table.isMarginCall(this.index);
  }

  /** Margin level at or below 50%: 2 × assets ≤ margin, in exact integer micros. */
  isStopOut(): boolean {
    return this.table.isStopOut(this.index);
  }
}
