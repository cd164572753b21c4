// The risk engine: a plain class fed commands and ticks (the shape of exchange-core's RiskEngine).
// Commands validate, then change the book through RiskOperations; refusals are named codes and a
// broken invariant throws. Ticks return durable effects; live figures come from drainUpdates().
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
import { openMarket, placePending } from './risk-orders';
import { cancelPending, closePosition, modifyStops } from './risk-position-commands';
import { refuse } from './risk-results';
import { applyTick, primeQuote, rollover } from './risk-ticks';
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

  loadAccount(state: AccountState): void {
    loadAccount(this.ops, state);
  }

  /** Rebuilds an open position or a waiting order from storage. */
  loadPosition(state: PositionState): void {
    loadPosition(this.ops, state);
  }

  openAccount(userId: string): EngineResult<AccountFigures> {
    if (this.ops.accounts.has(userId)) return refuse('ACCOUNT_EXISTS');
    loadAccount(this.ops, { userId, balanceCents: 0, creditCents: 0 });
    return { ok: true, value: figuresOf(this.ops, userId), effects: [] };
  }

  deposit(userId: string, amountCents: number): EngineResult<AccountFigures> {
    return moveBalance(this.ops, this.options.clock, userId, 'deposit', amountCents);
  }

  /** Refused beyond the balance or the free margin. */
  withdraw(userId: string, amountCents: number): EngineResult<AccountFigures> {
    return moveBalance(this.ops, this.options.clock, userId, 'withdrawal', amountCents);
  }

  /** Stores a quote (e.g. the feed's starting prices) and re-values without firing any trigger. */
  primeQuote(tick: Tick): void {
    primeQuote(this.ops, tick);
  }

  applyTick(tick: Tick): EngineEffect[] {
    return applyTick(this.ops, tick);
  }

  /** Charges swap for rollovers passed by `nowMs` (applyTick does this too, from tick times). */
  rollover(nowMs: number): EngineEffect[] {
    return rollover(this.ops, nowMs);
  }

  /** Market order when `marketLimit` is null, otherwise a waiting order. */
  placeOrder(userId: string, payload: OrderPayload): EngineResult<PositionState> {
    return payload.marketLimit === null
      ? openMarket(this.ops, this.options, userId, payload)
      : placePending(this.ops, this.options, userId, payload);
  }

  openMarket(userId: string, payload: OrderPayload): EngineResult<PositionState> {
    return openMarket(this.ops, this.options, userId, payload);
  }

  /** Waits for the price to reach marketLimit; margin is checked now and again when it fills. */
  placePending(userId: string, payload: OrderPayload): EngineResult<PositionState> {
    return placePending(this.ops, this.options, userId, payload);
  }

  cancelPending(userId: string, id: string): EngineResult<null> {
    return cancelPending(this.ops, userId, id);
  }

  /** Closes all of a position, or `lots` of it (a partial close leaves the rest open). */
  close(userId: string, id: string, lots?: number): EngineResult<null> {
    return closePosition(this.ops, this.options, userId, id, lots);
  }

  /** New stop loss and take profit (null removes one), checked like a new order's. */
  modify(userId: string, id: string, update: StopTakeUpdate): EngineResult<null> {
    return modifyStops(this.ops, userId, id, update);
  }

  /**
   * Starts or stops reporting an account in drainUpdates. Starting forgets what was published, so
   * the next drain carries all its figures and positions (a snapshot for a new listener).
   */
  watch(userId: string, watched: boolean): void {
    watchAccount(this.ops, userId, watched);
  }

  /** positionUpdated and accountChanged for what changed since the last drain (watched accounts). */
  drainUpdates(): EngineEffect[] {
    return drainUpdates(this.ops.scratch, this.ops.books.values());
  }

  account(userId: string): AccountFigures | null {
    return this.ops.accounts.has(userId) ? figuresOf(this.ops, userId) : null;
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
