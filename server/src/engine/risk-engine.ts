// The risk engine: a plain class fed commands and ticks (the shape of exchange-core's RiskEngine).
// Commands validate, then change the book through RiskOperations; refusals are named codes and a
// broken invariant throws. Ticks return durable effects; live figures come from drainUpdates().
import type { OrderPayload, OrderSide, StopTakeUpdate } from '../../../contract/entities';
import { conversionSymbolOf } from './catalogue';
import type {
  AccountFigures,
  AccountState,
  Clock,
  EngineEffect,
  EngineResult,
  EngineResultCode,
  Instrument,
  PositionState,
  PositionView,
  Tick,
} from './engine-types';
import { assertInvariant, centsFromMicros, isOnLotStep, snapLots } from './money';
import { type Account, Position, SymbolBook, addTo, removeFrom } from './risk-book';
import { evaluateBook } from './risk-evaluation';
import { RiskOperations } from './risk-operations';
import {
  accountFigures,
  checkLots,
  checkMarketLimit,
  checkStops,
  freeMarginMicros,
  requiredMarginCents,
} from './risk-rules';
import { drainUpdates } from './risk-updates';

export interface RiskEngineOptions {
  instruments: readonly Instrument[];
  clock: Clock;
  /** Market hours (market-hours.ts `isOpen`, or a stub in tests). */
  isMarketOpen: (symbol: string, nowMs: number) => boolean;
  /** New order ids, for new orders and for the closed piece of a partial close. */
  newOrderId: () => string;
  /** The last rollover already charged; swap starts after it. Defaults to the clock's now. */
  rolloverChargedUntilMs?: number;
  /**
   * true (default): drainUpdates reports every account. false: only accounts passed to
   * watch(), e.g. those with a live socket, so idle accounts cost nothing to publish.
   */
  watchAllAccounts?: boolean;
}

const refuse = (code: EngineResultCode): { ok: false; code: EngineResultCode } => ({ ok: false, code });
const isSide = (side: unknown): side is OrderSide => side === 'Buy' || side === 'Sell';
const orNaN = (value: number | null): number => (value === null ? Number.NaN : value);

export class RiskEngine {
  private readonly ops: RiskOperations;

  constructor(private readonly options: RiskEngineOptions) {
    const rolloverFromMs = options.rolloverChargedUntilMs ?? options.clock.nowMs();
    this.ops = new RiskOperations(options.newOrderId, rolloverFromMs, options.watchAllAccounts ?? true);
    const books = this.ops.books;
    for (const instrument of options.instruments) books.set(instrument.symbol, new SymbolBook(instrument));
    for (const book of books.values()) {
      const conversionSymbol = conversionSymbolOf(book.instrument);
      if (conversionSymbol === null) continue;
      const conversion = books.get(conversionSymbol);
      assertInvariant(
        conversion !== undefined,
        `${book.instrument.symbol} needs ${conversionSymbol} in the catalogue`,
      );
      book.conversion = conversion;
      if (conversion !== book) conversion.dependents.push(book);
    }
  }

  /** Positions re-valued since construction (for the benchmark). */
  get reevaluationCount(): number {
    return this.ops.scratch.reevaluations;
  }

  loadAccount(state: AccountState): void {
    assertInvariant(!this.ops.accounts.has(state.userId), `account ${state.userId} loaded twice`);
    assertInvariant(
      Number.isSafeInteger(state.balanceCents) && Number.isSafeInteger(state.creditCents),
      'cents must be integers',
    );
    this.ops.accounts.set(
      state.userId,
      this.ops.table.add(state.userId, state.balanceCents, state.creditCents),
    );
  }

  /** Rebuilds an open position or a waiting order from storage. */
  loadPosition(state: PositionState): void {
    const account = this.ops.accounts.get(state.userId);
    const book = this.ops.books.get(state.symbol);
    assertInvariant(account !== undefined, `position ${state.id} of unknown account ${state.userId}`);
    assertInvariant(book !== undefined, `position ${state.id} of unknown symbol ${state.symbol}`);
    assertInvariant(!this.ops.positions.has(state.id), `position ${state.id} loaded twice`);
    const position = new Position(
      state.id,
      account,
      book,
      state.side,
      state.lots,
      state.status,
      state.createdAtMs,
    );
    position.stopLoss = orNaN(state.stopLoss);
    position.takeProfit = orNaN(state.takeProfit);
    position.marketLimit = orNaN(state.marketLimit);
    position.swapCents = state.swapCents;
    if (state.status === 'open') {
      assertInvariant(
        state.openPrice !== null && state.openPrice > 0,
        `open position ${state.id} without a price`,
      );
      position.openPrice = state.openPrice;
      position.openedAtMs = state.openedAtMs ?? state.createdAtMs;
      position.marginCents = state.marginCents;
      account.marginCents += state.marginCents;
      book.addOpen(position, 0);
      addTo(account.open, position, 'accountSlot');
      if (book.hasQuote) this.ops.revalue(position);
    } else {
      assertInvariant(position.marketLimit > 0, `waiting order ${state.id} without a limit`);
      if (book.hasQuote) position.limitDirection = position.fillPrice() > position.marketLimit ? -1 : 1;
      addTo(book.waiting, position, 'bookSlot');
      addTo(account.waiting, position, 'accountSlot');
    }
    this.ops.positions.set(state.id, position);
    this.ops.scratch.markAccountDirty(account);
  }

  openAccount(userId: string): EngineResult<AccountFigures> {
    if (this.ops.accounts.has(userId)) return refuse('ACCOUNT_EXISTS');
    this.loadAccount({ userId, balanceCents: 0, creditCents: 0 });
    return { ok: true, value: this.figures(userId), effects: [] };
  }

  deposit(userId: string, amountCents: number): EngineResult<AccountFigures> {
    return this.moveBalance(userId, 'deposit', amountCents);
  }

  /** Refused beyond the balance or the free margin. */
  withdraw(userId: string, amountCents: number): EngineResult<AccountFigures> {
    return this.moveBalance(userId, 'withdrawal', amountCents);
  }

  private moveBalance(
    userId: string,
    kind: 'deposit' | 'withdrawal',
    amountCents: number,
  ): EngineResult<AccountFigures> {
    const account = this.ops.accounts.get(userId);
    if (!account) return refuse('ACCOUNT_NOT_FOUND');
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return refuse('AMOUNT_INVALID');
    if (kind === 'withdrawal') {
      const short = amountCents > account.balanceCents || freeMarginMicros(account) < amountCents * 10_000;
      if (short) return refuse('INSUFFICIENT_FUNDS');
    }
    const signedCents = kind === 'deposit' ? amountCents : -amountCents;
    account.balanceCents += signedCents;
    this.ops.scratch.markAccountDirty(account);
    const effect = this.ops.balanceEffect(account, kind, signedCents, null, this.options.clock.nowMs());
    return { ok: true, value: this.figures(userId), effects: [effect] };
  }

  /** Stores a quote (e.g. the feed's starting prices) and re-values without firing any trigger. */
  primeQuote(tick: Tick): void {
    const book = this.acceptTick(tick);
    if (!book) return;
    this.evaluateWithDependents(book);
    const scratch = this.ops.scratch;
    scratch.fired.length = 0;
    const accounts = this.ops.table.accounts;
    for (let i = 0; i < scratch.touchedCount; i++) scratch.markAccountDirty(accounts[scratch.touched[i]]);
    scratch.clearTouched();
  }

  applyTick(tick: Tick): EngineEffect[] {
    const book = this.acceptTick(tick);
    const effects: EngineEffect[] = [];
    if (!book) return effects;
    const ops = this.ops;
    if (book.waiting.length > 0) this.triggerWaiting(book, tick.time, effects);
    this.evaluateWithDependents(book);
    const fired = ops.scratch.fired;
    for (let i = 0; i < fired.length; i++) {
      const position = fired[i];
      if (!position.live) continue;
      const bid = position.book.bid;
      const ask = position.book.ask;
      const stopped = position.sign > 0 ? bid <= position.stopLoss : ask >= position.stopLoss;
      ops.closePiece(position, position.lots, stopped ? 'stopLoss' : 'takeProfit', tick.time, effects);
    }
    fired.length = 0;
    if (tick.time >= ops.nextRollover.atMs) ops.chargeSwaps(tick.time, effects);
    ops.settleTouched(tick.time, effects);
    return effects;
  }

  /** Charges swap for rollovers passed by `nowMs` (applyTick does this too, from tick times). */
  rollover(nowMs: number): EngineEffect[] {
    const effects: EngineEffect[] = [];
    this.ops.scratch.seq += 1;
    this.ops.chargeSwaps(nowMs, effects);
    this.ops.settleTouched(nowMs, effects);
    return effects;
  }

  private acceptTick(tick: Tick): SymbolBook | undefined {
    const book = this.ops.books.get(tick.symbol);
    if (!book) return undefined;
    const sane =
      Number.isFinite(tick.ask) && Number.isFinite(tick.bid) && tick.bid > 0 && tick.ask >= tick.bid;
    // Not assertInvariant: its message would be built on every tick.
    if (!sane)
      throw new Error(`engine invariant broken: tick ${tick.symbol} ${tick.bid}/${tick.ask} is not a quote`);
    book.ask = tick.ask;
    book.bid = tick.bid;
    book.time = tick.time;
    this.ops.scratch.seq += 1;
    return book;
  }

  private evaluateWithDependents(book: SymbolBook): void {
    const scratch = this.ops.scratch;
    evaluateBook(book, scratch);
    const dependents = book.dependents;
    for (let i = 0; i < dependents.length; i++) evaluateBook(dependents[i], scratch);
  }

  private triggerWaiting(book: SymbolBook, atMs: number, effects: EngineEffect[]): void {
    const waiting = book.waiting;
    // Backwards, because filling swap-removes from this list.
    for (let i = waiting.length - 1; i >= 0; i--) {
      const position = waiting[i];
      const price = position.fillPrice();
      if (position.limitDirection === 0) {
        position.limitDirection = price > position.marketLimit ? -1 : 1;
        continue;
      }
      const reached =
        position.limitDirection < 0 ? price <= position.marketLimit : price >= position.marketLimit;
      if (reached) this.ops.fillWaiting(position, atMs, effects);
    }
  }

  /** Market order when `marketLimit` is null, otherwise a waiting order. */
  placeOrder(userId: string, payload: OrderPayload): EngineResult<PositionState> {
    return payload.marketLimit === null
      ? this.openMarket(userId, payload)
      : this.placePending(userId, payload);
  }

  openMarket(userId: string, payload: OrderPayload): EngineResult<PositionState> {
    const checked = this.checkNewOrder(userId, payload);
    if (!checked.ok) return checked;
    const { account, book, nowMs, marginCents } = checked;
    const stops = checkStops(payload.type, payload.stopLoss, payload.takeProfit, book.bid, book.ask);
    if (stops) return refuse(stops);
    if (freeMarginMicros(account) < marginCents * 10_000) return refuse('INSUFFICIENT_MARGIN');
    const position = this.newPosition(account, book, payload, 'open', nowMs);
    position.openPrice = position.fillPrice();
    position.openedAtMs = nowMs;
    position.marginCents = marginCents;
    account.marginCents += marginCents;
    book.addOpen(position, 0);
    addTo(account.open, position, 'accountSlot');
    this.ops.revalue(position);
    this.ops.scratch.markAccountDirty(account);
    const state = position.toState();
    return { ok: true, value: state, effects: [{ type: 'positionOpened', position: state }] };
  }

  /** Waits for the price to reach marketLimit; margin is checked now and again when it fills. */
  placePending(userId: string, payload: OrderPayload): EngineResult<PositionState> {
    const checked = this.checkNewOrder(userId, payload);
    if (!checked.ok) return checked;
    const { account, book, nowMs, marginCents } = checked;
    const limitCode = checkMarketLimit(payload.marketLimit);
    if (limitCode || payload.marketLimit === null) return refuse('MARKET_LIMIT_INVALID');
    const limit = payload.marketLimit;
    const stops = checkStops(payload.type, payload.stopLoss, payload.takeProfit, limit, limit);
    if (stops) return refuse(stops);
    if (freeMarginMicros(account) < marginCents * 10_000) return refuse('INSUFFICIENT_MARGIN');
    const position = this.newPosition(account, book, payload, 'waiting', nowMs);
    position.marketLimit = limit;
    position.limitDirection = position.fillPrice() > limit ? -1 : 1;
    addTo(book.waiting, position, 'bookSlot');
    addTo(account.waiting, position, 'accountSlot');
    const state = position.toState();
    return { ok: true, value: state, effects: [{ type: 'pendingPlaced', position: state }] };
  }

  private checkNewOrder(userId: string, payload: OrderPayload) {
    const account = this.ops.accounts.get(userId);
    if (!account) return refuse('ACCOUNT_NOT_FOUND');
    const book = this.ops.books.get(payload.symbol);
    if (!book) return refuse('UNKNOWN_SYMBOL');
    assertInvariant(isSide(payload.type), `order side ${String(payload.type)} passed validation`);
    const nowMs = this.options.clock.nowMs();
    if (!this.options.isMarketOpen(payload.symbol, nowMs)) return refuse('MARKET_CLOSED');
    if (!book.hasQuote) return refuse('NO_PRICE');
    const lotsCode = checkLots(book.instrument, payload.amount);
    if (lotsCode) return refuse(lotsCode);
    const marginCents = requiredMarginCents(book, snapLots(payload.amount), this.ops.quoteOf);
    if (marginCents === null) return refuse('NO_PRICE');
    return { ok: true as const, account, book, nowMs, marginCents };
  }

  private newPosition(
    account: Account,
    book: SymbolBook,
    payload: OrderPayload,
    status: 'open' | 'waiting',
    nowMs: number,
  ) {
    const position = new Position(
      this.options.newOrderId(),
      account,
      book,
      payload.type,
      snapLots(payload.amount),
      status,
      nowMs,
    );
    assertInvariant(!this.ops.positions.has(position.id), `order id ${position.id} issued twice`);
    position.stopLoss = orNaN(payload.stopLoss);
    position.takeProfit = orNaN(payload.takeProfit);
    this.ops.positions.set(position.id, position);
    return position;
  }

  cancelPending(userId: string, id: string): EngineResult<null> {
    const position = this.ops.positions.get(id);
    if (!position || position.account.userId !== userId || position.status !== 'waiting')
      return refuse('ORDER_NOT_FOUND');
    removeFrom(position.book.waiting, position, 'bookSlot');
    removeFrom(position.account.waiting, position, 'accountSlot');
    this.ops.positions.delete(id);
    position.live = false;
    return { ok: true, value: null, effects: [{ type: 'pendingCancelled', id, userId, reason: 'manual' }] };
  }

  /** Closes all of a position, or `lots` of it (a partial close leaves the rest open). */
  close(userId: string, id: string, lots?: number): EngineResult<null> {
    const position = this.ops.positions.get(id);
    if (!position || position.account.userId !== userId || position.status !== 'open')
      return refuse('POSITION_NOT_FOUND');
    const nowMs = this.options.clock.nowMs();
    if (!this.options.isMarketOpen(position.book.instrument.symbol, nowMs)) return refuse('MARKET_CLOSED');
    if (!position.book.hasQuote || !Number.isFinite(position.book.usdPerUnit())) return refuse('NO_PRICE');
    if (lots !== undefined) {
      if (typeof lots !== 'number' || !Number.isFinite(lots) || lots <= 0) return refuse('LOTS_OUT_OF_RANGE');
      if (!isOnLotStep(lots)) return refuse('LOTS_STEP');
      if (snapLots(lots) > position.lots) return refuse('AMOUNT_EXCEEDS_POSITION');
    }
    const effects: EngineEffect[] = [];
    this.ops.closePiece(
      position,
      lots === undefined ? position.lots : snapLots(lots),
      'manual',
      nowMs,
      effects,
    );
    return { ok: true, value: null, effects };
  }

  /** New stop loss and take profit (null removes one), checked like a new order's. */
  modify(userId: string, id: string, update: StopTakeUpdate): EngineResult<null> {
    const position = this.ops.positions.get(id);
    if (!position || position.account.userId !== userId) return refuse('POSITION_NOT_FOUND');
    const waiting = position.status === 'waiting';
    if (!waiting && !position.book.hasQuote) return refuse('NO_PRICE');
    const bid = waiting ? position.marketLimit : position.book.bid;
    const ask = waiting ? position.marketLimit : position.book.ask;
    const stops = checkStops(position.side, update.stopLoss, update.takeProfit, bid, ask);
    if (stops) return refuse(stops);
    position.stopLoss = orNaN(update.stopLoss);
    position.takeProfit = orNaN(update.takeProfit);
    const { stopLoss, takeProfit } = update;
    return {
      ok: true,
      value: null,
      effects: [{ type: 'positionModified', id, userId, stopLoss, takeProfit }],
    };
  }

  /**
   * Starts or stops reporting an account in drainUpdates. Starting forgets what was published, so
   * the next drain carries all its figures and positions (a snapshot for a new listener).
   */
  watch(userId: string, watched: boolean): void {
    const account = this.ops.accounts.get(userId);
    if (!account) return;
    account.watched = watched;
    if (!watched) return;
    for (const code of Object.keys(account.published) as (keyof AccountFigures)[])
      account.published[code] = Number.NaN;
    for (const position of account.open) {
      position.publishedProfitCents = Number.NaN;
      position.publishedLastPrice = Number.NaN;
      position.book.changedSinceDrain = true;
    }
    this.ops.scratch.markAccountDirty(account);
  }

  /** positionUpdated and accountChanged for what changed since the last drain (watched accounts). */
  drainUpdates(): EngineEffect[] {
    return drainUpdates(this.ops.scratch, this.ops.books.values());
  }

  account(userId: string): AccountFigures | null {
    return this.ops.accounts.has(userId) ? this.figures(userId) : null;
  }

  private figures(userId: string): AccountFigures {
    const account = this.ops.accounts.get(userId);
    assertInvariant(account !== undefined, `no account ${userId}`);
    return accountFigures(account);
  }

  position(id: string): PositionView | null {
    const position = this.ops.positions.get(id);
    return position ? viewOf(position) : null;
  }

  /** Open positions and waiting orders of one account. */
  positionsOf(userId: string): PositionView[] {
    const account = this.ops.accounts.get(userId);
    return account ? [...account.open, ...account.waiting].map(viewOf) : [];
  }

  quote(symbol: string): Tick | null {
    const book = this.ops.books.get(symbol);
    return book && book.hasQuote ? { symbol, ask: book.ask, bid: book.bid, time: book.time } : null;
  }
}

function viewOf(position: Position): PositionView {
  const open = position.status === 'open';
  const price = open ? position.closePrice() : position.fillPrice();
  return {
    ...position.toState(),
    profit: open ? centsFromMicros(position.profitMicros) / 100 : 0,
    lastPrice: price === price ? price : null,
  };
}
