// The risk engine: a plain class fed commands and ticks (the shape of exchange-core's RiskEngine).
// Commands validate, then change the book through RiskOperations; refusals are named codes and a
// broken invariant throws. Ticks return durable effects; live figures come from drainUpdates().
// Every command's outcome and every tick's effects pass the invariants in engine-invariants.ts.
// This class is the public face only: each kind of work lives in its own file beside it.
import type { OrderPayload, StopTakeUpdate } from '../../../contract/entities';
import type {
  AccountFigures,
  AccountState,
  Clock,
  EngineEffect,
  EngineResult,
  Instrument,
  PositionState,
  PositionView,
  Tick,
} from './engine-types';
import { figuresOf, moveBalance, viewOf, watchAccount } from './risk-accounts';
import { createBooks, loadAccount, loadPosition } from './risk-loading';
import { RiskOperations } from './risk-operations';
import { openMarketBatch, type BatchOpenRequest, type BatchOpenResult } from './risk-batch-open';
import { openMarket, placePending } from './risk-orders';
import {
  closeAll,
  reversePosition,
  type CloseAllFilter,
  type CloseAllOutcome,
  type ReverseOutcome,
} from './risk-bulk-commands';
import { moveWaiting, type WaitingOrderMove } from './risk-limit-move';
import { cancelPending, closePosition, modifyStops } from './risk-position-commands';
import { refuse } from './risk-results';
import { applyTick, expireOrders, primeQuote, rollover } from './risk-ticks';
import { drainUpdates } from './risk-updates';
import { hold, release, resetBalance, withdrawHeld } from './risk-money';
import { assertAccountSound, assertCommand, assertEffects, assertFreeMarginKept } from './engine-invariants';

/** A command's result after its invariants held (a refusal changed nothing, so it has none). */
function checked<T>(ops: RiskOperations, accountId: string, result: EngineResult<T>): EngineResult<T> {
  if (result.ok) assertCommand(ops, accountId, result.effects);
  return result;
}

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

export class RiskEngine {
  private readonly ops: RiskOperations;

  constructor(private readonly options: RiskEngineOptions) {
    const rolloverFromMs = options.rolloverChargedUntilMs ?? options.clock.nowMs();
    this.ops = new RiskOperations(options.newOrderId, rolloverFromMs, options.watchAllAccounts ?? true);
    createBooks(this.ops, options.instruments);
  }

  /** Positions re-valued since construction (for the benchmark). */
  get reevaluationCount(): number {
    return this.ops.scratch.reevaluations;
  }

  /** Conversion ticks that left their dependent books stale, and those valued eagerly (the bench). */
  get conversionCounts(): { leftStale: number; valuedEagerly: number } {
    return { leftStale: this.ops.stale.leftStale, valuedEagerly: this.ops.stale.valuedEagerly };
  }

  loadAccount(state: AccountState): void {
    loadAccount(this.ops, state);
    const account = this.ops.accounts.get(state.accountId);
    if (account) assertAccountSound(account);
  }

  /** Rebuilds an open position or a waiting order from storage. */
  loadPosition(state: PositionState): void {
    loadPosition(this.ops, state);
  }

  openAccount(accountId: string): EngineResult<AccountFigures> {
    if (this.ops.accounts.has(accountId)) return refuse('ACCOUNT_EXISTS');
    loadAccount(this.ops, { accountId, balanceCents: 0, creditCents: 0 });
    return checked(this.ops, accountId, { ok: true, value: figuresOf(this.ops, accountId), effects: [] });
  }

  deposit(accountId: string, amountCents: number): EngineResult<AccountFigures> {
    this.valueAccount(accountId);
    return checked(
      this.ops,
      accountId,
      moveBalance(this.ops, this.options.clock, accountId, 'deposit', amountCents),
    );
  }

  /** Refused beyond the balance or the free margin. */
  withdraw(accountId: string, amountCents: number): EngineResult<AccountFigures> {
    this.valueAccount(accountId);
    return this.spending(
      accountId,
      moveBalance(this.ops, this.options.clock, accountId, 'withdrawal', amountCents),
    );
  }

  /** Reserves free margin for a pending withdrawal (refused beyond free margin). */
  hold(accountId: string, amountCents: number): EngineResult<AccountFigures> {
    this.valueAccount(accountId);
    return this.spending(accountId, hold(this.ops, this.options.clock, accountId, amountCents));
  }

  /** Gives back a hold (a cancelled or rejected withdrawal). */
  release(accountId: string, amountCents: number): EngineResult<AccountFigures> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, release(this.ops, this.options.clock, accountId, amountCents));
  }

  /** Pays a held withdrawal out of the balance. */
  withdrawHeld(accountId: string, amountCents: number): EngineResult<AccountFigures> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, withdrawHeld(this.ops, this.options.clock, accountId, amountCents));
  }

  /** Closes everything of an account and sets its balance (the practice account's reset). */
  resetBalance(accountId: string, balanceCents: number): EngineResult<AccountFigures> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, resetBalance(this.ops, this.options.clock, accountId, balanceCents));
  }

  /** A command that spends free margin (a withdrawal, a hold): none is left below zero. */
  private spending(accountId: string, result: EngineResult<AccountFigures>): EngineResult<AccountFigures> {
    const account = this.ops.accounts.get(accountId);
    if (result.ok && account) assertFreeMarginKept(account);
    return checked(this.ops, accountId, result);
  }

  /** Money reserved by pending withdrawals, in cents (null for an unknown account). */
  heldCents(accountId: string): number | null {
    return this.ops.accounts.get(accountId)?.heldCents ?? null;
  }

  /** Stores a quote (e.g. the feed's starting prices) and re-values without firing any trigger. */
  primeQuote(tick: Tick): void {
    primeQuote(this.ops, tick);
  }

  applyTick(tick: Tick): EngineEffect[] {
    const effects = applyTick(this.ops, tick);
    if (effects.length > 0) assertEffects(this.ops, effects);
    return effects;
  }

  /** Charges swap for rollovers passed by `nowMs` (applyTick does this too, from tick times). */
  rollover(nowMs: number): EngineEffect[] {
    const effects = rollover(this.ops, nowMs);
    if (effects.length > 0) assertEffects(this.ops, effects);
    return effects;
  }

  /** Cancels the waiting orders whose expiry passed by `nowMs` (the expiry job, between ticks). */
  expireOrders(nowMs: number): EngineEffect[] {
    return expireOrders(this.ops, nowMs);
  }

  /**
   * Market order when `marketLimit` is null, otherwise a waiting order; `lvg` is the account's
   * capped leverage for the symbol (absent: the symbol's own).
   */
  placeOrder(accountId: string, payload: OrderPayload, lvg?: number): EngineResult<PositionState> {
    return payload.marketLimit === null
      ? this.openMarket(accountId, payload, lvg)
      : this.placePending(accountId, payload, lvg);
  }

  openMarket(accountId: string, payload: OrderPayload, lvg?: number): EngineResult<PositionState> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, openMarket(this.ops, this.options, accountId, payload, lvg));
  }

  /**
   * Market orders of one symbol, side and stop/take for many accounts at one instant (copy
   * trading): the same outcome and effects as openMarket for each in turn, shared work done once.
   */
  openMarketBatch(request: BatchOpenRequest): BatchOpenResult {
    for (const order of request.orders) this.valueAccount(order.accountId);
    const result = openMarketBatch(this.ops, this.options, request);
    assertCommand(this.ops, null, result.effects);
    return result;
  }

  /** Waits for the price to reach marketLimit; margin is checked now and again when it fills. */
  placePending(accountId: string, payload: OrderPayload, lvg?: number): EngineResult<PositionState> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, placePending(this.ops, this.options, accountId, payload, lvg));
  }

  cancelPending(accountId: string, id: string): EngineResult<null> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, cancelPending(this.ops, accountId, id));
  }

  /** Closes all of a position, or `lots` of it (a partial close leaves the rest open). */
  close(accountId: string, id: string, lots?: number): EngineResult<null> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, closePosition(this.ops, this.options, accountId, id, lots));
  }

  /** Closes every matching open position of the account in one run; one refusal stops no other. */
  closeAll(accountId: string, filter: CloseAllFilter): EngineResult<CloseAllOutcome> {
    this.valueAccount(accountId);
    return closeAll(this.ops, this.options, accountId, filter);
  }

  /** Closes a position and opens the opposite side with the same lots, as one decision. */
  reverse(accountId: string, id: string): EngineResult<ReverseOutcome> {
    this.valueAccount(accountId);
    return reversePosition(this.ops, this.options, accountId, id);
  }

  /** A waiting order's new price with its stop loss and take profit, checked together. */
  moveWaiting(accountId: string, id: string, move: WaitingOrderMove): EngineResult<null> {
    this.valueAccount(accountId);
    return moveWaiting(this.ops, accountId, id, move);
  }

  /** New stop loss and take profit (null removes one), checked like a new order's. */
  modify(accountId: string, id: string, update: StopTakeUpdate): EngineResult<null> {
    this.valueAccount(accountId);
    return checked(this.ops, accountId, modifyStops(this.ops, accountId, id, update));
  }

  /**
   * Starts or stops reporting an account in drainUpdates. Starting forgets what was published, so
   * the next drain carries all its figures and positions (a snapshot for a new listener).
   */
  watch(accountId: string, watched: boolean): void {
    watchAccount(this.ops, accountId, watched);
  }

  /** positionUpdated and accountChanged for what changed since the last drain (watched accounts). */
  drainUpdates(): EngineEffect[] {
    return drainUpdates(this.ops.scratch, this.ops.books.values(), this.ops);
  }

  /**
   * Values the account's positions a conversion tick left stale (risk-conversion.ts): every
   * command and query reads its figures exactly, as if every tick had re-valued every book.
   */
  private valueAccount(accountId: string): void {
    if (this.ops.stale.books.length === 0) return;
    const account = this.ops.accounts.get(accountId);
    if (account) this.ops.valueAccount(account);
  }

  /** The accounts of a batch not loaded yet, each once (one pass, for ten thousand orders). */
  unknownAccounts(orders: readonly { accountId: string }[]): string[] {
    const unknown = new Set<string>();
    for (const order of orders) if (!this.ops.accounts.has(order.accountId)) unknown.add(order.accountId);
    return [...unknown];
  }

  /** The ids of every account loaded (a shard's leader shows that it holds only its shard's). */
  accountIds(): string[] {
    return [...this.ops.accounts.keys()];
  }

  account(accountId: string): AccountFigures | null {
    this.valueAccount(accountId);
    return this.ops.accounts.has(accountId) ? figuresOf(this.ops, accountId) : null;
  }

  position(id: string): PositionView | null {
    const position = this.ops.positions.get(id);
    if (position) this.ops.valueAccount(position.account);
    return position ? viewOf(position) : null;
  }

  /** Open positions and waiting orders of one account. */
  positionsOf(accountId: string): PositionView[] {
    this.valueAccount(accountId);
    const account = this.ops.accounts.get(accountId);
    return account ? [...account.open, ...account.waiting].map(viewOf) : [];
  }

  /** Whether the catalogue holds the symbol (a quote may not have come yet). */
  hasSymbol(symbol: string): boolean {
    return this.ops.books.has(symbol);
  }

  quote(symbol: string): Tick | null {
    const book = this.ops.books.get(symbol);
    return book && book.hasQuote ? { symbol, ask: book.ask, bid: book.bid, time: book.time } : null;
  }
}
