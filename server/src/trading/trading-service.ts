// Orders: the engine decides at once (synchronously, so twenty simultaneous closes of one position
// close it once), then the persist queue records its effects, in the order they were decided, the
// decisions of one short window sharing one transaction (group commit, persist-queue.ts); only
// after that commit does it answer each caller and publish its domain events (the live socket,
// notifications, copy trading and robots subscribe). A placement's answer is built from what the
// engine decided, not read back. A failed write rebuilds the engine from the database, so a
// decision that was not recorded leaves no trace in the engine.
import type { AccountSummary, Order, OrderPayload, StopTakeUpdate } from '../../../contract/entities';
import { loadAccount } from '../accounts/accounts-repository';
import type { Queryable } from '../db/database';
import type {
  EngineEffect,
  EngineResult,
  PositionClosedEffect,
  PositionView,
  Tick,
} from '../engine/engine-types';
import type { RiskEngine } from '../engine/risk-engine';
import type { CloseAllFilter, CloseAllOutcome, ReverseOutcome } from '../engine/risk-bulk-commands';
import type { WaitingOrderMove } from '../engine/risk-limit-move';
import { accountChannel } from '../live/live-ports';
import type { MoneyCommands, RowsWriter } from '../accounts/money-commands';
import { isSameOrderRequest, requestedOrder } from './client-order-match';
import { NO_CLOSED_FILTER, type ClosedRowsFilter } from './closed-filter';
import { isDurable } from './effects-recorder';
import { loadEngine } from './engine-loader';
import { type DecisionWrite, writeDecisions } from './decision-writes';
import { closeOf, orderOfClose, orderOfDecision, toOrder, type RobotNameOf } from './order-view';
import { findClientOrder, findOrder, listOrders } from './orders-repository';
import type { OrderMarks, OrderTags } from './orders-writes';
import { PersistQueue } from './persist-queue';
import { domainEventsOf } from './trading-events';
import { DomainError, isDomainError } from '../domain/domain-error';
import type { TradingRefusalCode } from './trading-refusals';
import { findInstrument } from '../engine/catalogue';
import type {
  AccountTerms,
  BatchOpen,
  BatchOutcome,
  OrderList,
  OrderOrigin,
  OrderPageResult,
  TermsFigures,
  TradingServiceDeps,
} from './trading-types';
import { summaryOf } from './trading-types';

/** The server's TRY rate, for the minimum deposit the jurisdiction sets in lira. */
const USDTRY = 'USDTRY';

/** Orders per page of the three lists. */
export const ORDERS_PAGE_SIZE = 20;

export type {
  BatchOpen,
  BatchOpenOrder,
  BatchOutcome,
  OrderList,
  OrderOrigin,
  OrderPageResult,
  TradingLogger,
  TradingServiceDeps,
} from './trading-types';

/** What a decision's write carries beside its effects, known only to the command's caller. */
type WriteExtras = Partial<Pick<DecisionWrite, 'tagsById' | 'write' | 'closedMarks'>>;

/** Trading commands refuse with named codes; only the HTTP layer knows statuses and texts. */
function refused(code: TradingRefusalCode): DomainError<TradingRefusalCode> {
  return new DomainError(code);
}

export { summaryOf };

export class TradingService implements MoneyCommands {
  private readonly queue: PersistQueue<DecisionWrite>;
  private readonly accountsLoading = new Map<string, Promise<void>>();
  /** Names the robot of a robot's order; the robots part sets it once built (it comes after trading). */
  private robotNameOf: RobotNameOf = () => null;
  /** Placements under a client's id still running, so a parallel retry waits for the first. */
  private readonly placingByClientId = new Map<string, { payload: OrderPayload; placing: Promise<Order> }>();

  private constructor(
    private readonly deps: TradingServiceDeps,
    public engine: RiskEngine,
    /** Each account's owner, for the events (accounts opened later are added as they load). */
    private owners: Map<string, string>,
  ) {
    this.queue = new PersistQueue<DecisionWrite>({
      transaction: (fn) => deps.db.transaction(fn),
      write: writeDecisions,
      // Only a committed decision becomes an event; a failed write rebuilds instead (see rebuild).
      committed: (decision) =>
        deps.events.publish(
          domainEventsOf(decision.effects, decision.decidedAtMs, (accountId) => this.ownerOf(accountId)),
        ),
      onFailure: (error) => this.rebuild(error),
    });
  }

  static async create(deps: TradingServiceDeps): Promise<TradingService> {
    const { engine, owners } = await loadEngine(
      deps.db,
      deps.engineOptions,
      deps.latestQuotes(),
      (accountId) => deps.live.isWatched(accountChannel(accountId)),
    );
    return new TradingService(deps, engine, owners);
  }

  /** Accounts opened after start (a new registration) join the engine on first use. */
  async ensureAccount(accountId: string): Promise<void> {
    if (this.engine.account(accountId)) return;
    let loading = this.accountsLoading.get(accountId);
    if (!loading) {
      loading = this.loadAccountIntoEngine(accountId).finally(() => this.accountsLoading.delete(accountId));
      this.accountsLoading.set(accountId, loading);
    }
    await loading;
  }

  private async loadAccountIntoEngine(accountId: string): Promise<void> {
    const account = await loadAccount(this.deps.db, accountId);
    if (!account) throw refused('ACCOUNT_NOT_FOUND');
    if (this.engine.account(accountId)) return;
    this.engine.loadAccount({
      accountId,
      balanceCents: account.balanceCents,
      creditCents: account.creditCents,
      heldCents: account.heldCents,
    });
    this.owners.set(accountId, account.userId);
    this.engine.watch(accountId, this.deps.live.isWatched(accountChannel(accountId)));
  }

  async figures(accountId: string): Promise<AccountSummary> {
    await this.ensureAccount(accountId);
    const figures = this.engine.account(accountId);
    if (!figures) throw refused('ACCOUNT_NOT_FOUND');
    return summaryOf(figures);
  }

  /** The robots part names its robots on their orders (`Order.robotName`), as copies name their trader. */
  nameRobots(robotNameOf: RobotNameOf): void {
    this.robotNameOf = robotNameOf;
  }

  /**
   * Places an order. With the client's own id, a retry (its first answer lost, or sent twice at
   * once) returns the order that id already placed on this account instead of placing another:
   * the id is written in the same transaction as the order, so it holds across a restart. The
   * same id with a different order is refused (client-order-match.ts).
   */
  async place(
    accountId: string,
    payload: OrderPayload,
    clientOrderId?: string,
    origin?: OrderOrigin,
  ): Promise<Order> {
    if (this.deps.orderGate) await this.deps.orderGate(accountId, payload.symbol);
    const terms = await this.termsOf(accountId);
    if (clientOrderId === undefined) return this.placeNow(accountId, payload, null, terms, origin);
    const key = `${accountId}\n${clientOrderId}`;
    const inFlight = this.placingByClientId.get(key);
    if (inFlight && !isSameOrderRequest(payload, requestedOrder(inFlight.payload)))
      throw refused('CLIENT_ORDER_ID_REUSED');
    let placing = inFlight?.placing;
    if (!placing) {
      placing = this.placeOnce(accountId, payload, clientOrderId, terms, origin).finally(() =>
        this.placingByClientId.delete(key),
      );
      this.placingByClientId.set(key, { payload, placing });
    }
    return placing;
  }

  private async placeOnce(
    accountId: string,
    payload: OrderPayload,
    clientOrderId: string,
    terms: AccountTerms | null,
    origin?: OrderOrigin,
  ): Promise<Order> {
    const existing = await findClientOrder(this.deps.db, accountId, clientOrderId);
    if (existing !== null) {
      if (!isSameOrderRequest(payload, existing)) throw refused('CLIENT_ORDER_ID_REUSED');
      return this.detail(accountId, existing.id);
    }
    return this.placeNow(accountId, payload, clientOrderId, terms, origin);
  }

  /**
   * Places an order whose row is written once, whole: the engine's decision with the placer's
   * marks (client id, robot), beside the robot's own rows, in one transaction. The answer is that
   * decision with the engine's live figures, not a read of the row. The jurisdiction's terms (read
   * before) are applied in the same synchronous step as the decision: the minimum deposit against
   * the figures of that instant, the leverage cap to the margin.
   */
  private async placeNow(
    accountId: string,
    payload: OrderPayload,
    clientOrderId: string | null,
    terms: AccountTerms | null,
    origin?: OrderOrigin,
  ): Promise<Order> {
    const robotId = origin?.robotId ?? null;
    const tags: OrderTags = {
      ...(clientOrderId === null ? {} : { clientOrderId }),
      ...(robotId === null ? {} : { robotId }),
    };
    let placedId = '';
    const writeOrigin = origin?.write;
    const state = await this.command(
      accountId,
      (engine) => {
        if (!terms) return engine.placeOrder(accountId, payload);
        const refusal = terms.refusal(this.termsFigures(accountId));
        if (refusal) throw refusal;
        const instrument = findInstrument(payload.symbol);
        return engine.placeOrder(accountId, payload, instrument && terms.leverageOf(instrument));
      },
      writeOrigin && ((tx) => writeOrigin(tx, placedId)),
      (placed) => {
        placedId = placed.id;
        return { tagsById: new Map([[placed.id, tags]]) };
      },
    );
    const live = this.engine.position(state.id);
    return orderOfDecision(state, robotId, live?.accountId === accountId ? live : null, this.robotNameOf);
  }

  /**
   * Decides every order of the batch in one synchronous engine run (openMarketBatch), so each
   * fills on the same quote (no tick can come between them), then records them all, with the
   * caller's rows (`write` sees each outcome, refusals too), in one transaction. Refusals are
   * answers here, not errors.
   */
  async openBatch(
    batch: BatchOpen,
    write: (tx: Queryable, outcomes: readonly BatchOutcome[]) => Promise<void>,
    /** Told when every order is decided, before anything is written (the copy benchmark). */
    decided?: () => void,
  ): Promise<BatchOutcome[]> {
    if (this.queue.isFull()) throw refused('BUSY');
    const terms = this.deps.accountTerms
      ? await this.deps.accountTerms([...new Set(batch.orders.map((order) => order.accountId))])
      : null;
    // Awaiting only the accounts not yet loaded: ten thousand awaits would cost more than the decisions.
    for (const accountId of this.engine.unknownAccounts(batch.orders)) await this.ensureAccount(accountId);
    const { outcomes, effects } = terms
      ? this.openBatchUnder(batch, terms)
      : this.engine.openMarketBatch(batch);
    decided?.();
    await this.persist(effects, { write: (tx) => write(tx, outcomes) });
    return outcomes;
  }

  /**
   * The batch under the jurisdiction's terms, in one synchronous step: an order its account's terms
   * refuse now is answered with that refusal, the others open at their accounts' capped leverage.
   */
  private openBatchUnder(
    batch: BatchOpen,
    terms: ReadonlyMap<string, AccountTerms>,
  ): { outcomes: BatchOutcome[]; effects: EngineEffect[] } {
    const instrument = findInstrument(batch.symbol);
    const outcomes = new Array<BatchOutcome | null>(batch.orders.length).fill(null);
    const passing: number[] = [];
    for (let index = 0; index < batch.orders.length; index += 1) {
      const order = batch.orders[index];
      const accountTerms = terms.get(order.accountId);
      const refusal =
        accountTerms && this.engine.account(order.accountId)
          ? accountTerms.refusal(this.termsFigures(order.accountId))
          : null;
      if (refusal) outcomes[index] = { ok: false, code: refusal.code };
      else passing.push(index);
    }
    const orders = passing.map((index) => {
      const order = batch.orders[index];
      const accountTerms = terms.get(order.accountId);
      return accountTerms && instrument ? { ...order, lvg: accountTerms.leverageOf(instrument) } : order;
    });
    const decided = this.engine.openMarketBatch({ ...batch, orders });
    passing.forEach((index, at) => (outcomes[index] = decided.outcomes[at]));
    return { outcomes: outcomes as BatchOutcome[], effects: decided.effects };
  }

  /** Closes a position, all of it or `lots` (robots, copy trading). */
  async close(accountId: string, id: string, lots?: number): Promise<void> {
    await this.closeAnswering(accountId, id, lots);
  }

  /**
   * Closes a position, all of it or `lots`; answers the closed order (a full close) or the position
   * left open (a partial one) from the engine's decision and the marks its write returned.
   */
  async closeAnswering(accountId: string, id: string, lots?: number): Promise<Order> {
    const seen: { before: PositionView | null; closed: PositionClosedEffect | null } = {
      before: null,
      closed: null,
    };
    const closedMarks = new Map<string, OrderMarks>();
    try {
      await this.command(
        accountId,
        (engine) => {
          seen.before = engine.position(id);
          const result = engine.close(accountId, id, lots);
          if (result.ok) seen.closed = closeOf(result.effects, id);
          return result;
        },
        undefined,
        () => ({ closedMarks }),
      );
    } catch (error) {
      throw await this.explainMissing(accountId, id, error);
    }
    const { before, closed } = seen;
    if (!before || !closed) throw new Error(`engine invariant broken: closing order ${id} closed nothing`);
    const live = this.engine.position(id);
    const marks = closedMarks.get(closed.id) ?? null;
    return orderOfClose(closed, before, marks, live?.accountId === accountId ? live : null, this.robotNameOf);
  }

  /**
   * Closes the account's matching open positions in one engine run (risk-bulk-commands.ts): each
   * close has its own rows and events, a refusal for one is reported beside the others' closes.
   */
  async closeAll(accountId: string, filter: CloseAllFilter): Promise<CloseAllOutcome> {
    return this.command(accountId, (engine) => engine.closeAll(accountId, filter));
  }

  /** Closes a position and opens its opposite in one decision; answers the new position. */
  async reverse(accountId: string, id: string): Promise<{ closed: string; opened: Order }> {
    if (this.deps.orderGate) await this.deps.orderGate(accountId);
    let outcome: ReverseOutcome;
    try {
      outcome = await this.command(accountId, (engine) => engine.reverse(accountId, id));
    } catch (error) {
      throw await this.explainMissing(accountId, id, error);
    }
    const live = this.engine.position(outcome.opened.id);
    const opened = orderOfDecision(outcome.opened, null, live?.accountId === accountId ? live : null);
    return { closed: outcome.closedId, opened };
  }

  /** A waiting order's new price with its stop loss and take profit (a drag on the chart). */
  async moveWaiting(accountId: string, id: string, move: WaitingOrderMove): Promise<void> {
    const held = this.engine.position(id);
    if (held?.accountId === accountId && held.status === 'open') throw refused('LIMIT_MOVE_NOT_WAITING');
    await this.command(accountId, (engine) => engine.moveWaiting(accountId, id, move));
  }

  async cancel(accountId: string, id: string): Promise<void> {
    await this.command(accountId, (engine) => engine.cancelPending(accountId, id));
  }

  async modify(accountId: string, id: string, update: StopTakeUpdate): Promise<void> {
    await this.command(accountId, (engine) => engine.modify(accountId, id, update));
  }

  /** Credits an account through the engine and the ledger (an approved deposit, tests). */
  async deposit(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.deposit(accountId, amountCents), write);
  }

  async hold(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.hold(accountId, amountCents), write);
  }

  async release(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.release(accountId, amountCents), write);
  }

  async withdrawHeld(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.withdrawHeld(accountId, amountCents), write);
  }

  /** Closes, cancels and restores the practice balance (the caller checks the account's kind). */
  async resetBalance(accountId: string, balanceCents: number): Promise<void> {
    await this.command(accountId, (engine) => engine.resetBalance(accountId, balanceCents));
  }

  /** Money held by pending withdrawals (the accounts list shows it). */
  async heldCents(accountId: string): Promise<number> {
    await this.ensureAccount(accountId);
    return this.engine.heldCents(accountId) ?? 0;
  }

  /** A page of one list; the closed list may be narrowed by a checked filter (closed-filter.ts). */
  async list(
    accountId: string,
    list: OrderList,
    page: number,
    filter: ClosedRowsFilter = NO_CLOSED_FILTER,
  ): Promise<OrderPageResult> {
    const { records, total } = await listOrders(
      this.deps.db,
      accountId,
      list,
      page,
      ORDERS_PAGE_SIZE,
      filter,
    );
    const data = records.map((record) =>
      toOrder(record, list === 'closed' ? null : this.engine.position(record.id), this.robotNameOf),
    );
    return { data, currentPage: page, totalPages: Math.ceil(total / ORDERS_PAGE_SIZE) };
  }

  async detail(accountId: string, id: string): Promise<Order> {
    const record = await findOrder(this.deps.db, accountId, id);
    if (!record) throw refused('ORDER_NOT_FOUND');
    const live =
      record.status === 'open' || record.status === 'waiting' ? this.engine.position(record.id) : null;
    return toOrder(record, live?.accountId === accountId ? live : null, this.robotNameOf);
  }

  /** Applies one tick; its durable effects are queued behind every earlier decision. */
  applyTick(tick: Tick): void {
    const effects = this.engine.applyTick(tick);
    if (effects.length > 0) void this.persist(effects).catch(() => undefined);
  }

  /**
   * Charges swap for every rollover passed by `nowMs`, even when no tick has come since (a quiet
   * market at midnight); the swap-rollover job calls it. Settles once the charges are written;
   * `write` (the job's run record) commits in the same transaction as the charges.
   */
  async rollover(nowMs: number, write?: RowsWriter): Promise<void> {
    const effects = this.engine.rollover(nowMs);
    await this.persist(effects, write ? { write } : {});
  }

  /** One account's terms for new positions, or null when no jurisdiction sets any. */
  async termsOf(accountId: string): Promise<AccountTerms | null> {
    if (!this.deps.accountTerms) return null;
    return (await this.deps.accountTerms([accountId])).get(accountId) ?? null;
  }

  /** What the terms' refusal reads, from the engine at this instant (the account is loaded). */
  termsFigures(accountId: string): TermsFigures {
    const figures = this.engine.account(accountId);
    const quote = this.engine.quote(USDTRY);
    return {
      assetsCents: figures ? Math.round(figures.ass * 100) : 0,
      heldCents: this.engine.heldCents(accountId) ?? 0,
      usdTryMid: quote ? (quote.ask + quote.bid) / 2 : null,
    };
  }

  /** Cancels the waiting orders whose expiry has passed by `nowMs` (the order-expiry job). */
  async expireOrders(nowMs: number): Promise<void> {
    const effects = this.engine.expireOrders(nowMs);
    await this.persist(effects);
  }

  /** Settles when every decision so far is in the database (shutdown, tests). */
  whenPersisted(): Promise<void> {
    return this.queue.whenIdle();
  }

  /** `extrasOf` adds to the decision's write what only its caller knows (tags, a marks sink). */
  private async command<T>(
    accountId: string,
    decide: (engine: RiskEngine) => EngineResult<T>,
    write?: RowsWriter,
    extrasOf?: (value: T) => WriteExtras,
  ): Promise<T> {
    if (this.queue.isFull()) throw refused('BUSY');
    await this.ensureAccount(accountId);
    const result = decide(this.engine);
    if (!result.ok) throw refused(result.code);
    await this.persist(result.effects, { write, ...extrasOf?.(result.value) });
    return result.value;
  }

  /**
   * Settles once the decision is committed; `write` (another domain's rows) commits in the same
   * transaction as the engine's rows.
   */
  private persist(effects: readonly EngineEffect[], extras: WriteExtras = {}): Promise<void> {
    const durable = effects.filter(isDurable);
    if (durable.length === 0 && !extras.write) return Promise.resolve();
    return this.queue.push({
      effects: durable,
      decidedAtMs: this.deps.clock.nowMs(),
      tagsById: extras.tagsById ?? null,
      write: extras.write,
      closedMarks: extras.closedMarks,
    });
  }

  private ownerOf(accountId: string): string {
    const owner = this.owners.get(accountId);
    if (owner === undefined) throw new Error(`engine invariant broken: account ${accountId} has no owner`);
    return owner;
  }

  /** A close refused as not found may be a position that an earlier request has just closed. */
  private async explainMissing(accountId: string, id: string, error: unknown): Promise<unknown> {
    if (!isDomainError(error, 'POSITION_NOT_FOUND')) return error;
    await this.queue.whenIdle();
    const record = await findOrder(this.deps.db, accountId, id);
    return record?.status === 'closed' ? refused('ALREADY_CLOSED') : error;
  }

  private async rebuild(error: unknown): Promise<void> {
    this.deps.logger.error({ err: error }, 'order write failed; rebuilding the engine from the database');
    try {
      const loaded = await loadEngine(
        this.deps.db,
        this.deps.engineOptions,
        this.deps.latestQuotes(),
        (accountId) => this.deps.live.isWatched(accountChannel(accountId)),
      );
      this.engine = loaded.engine;
      this.owners = loaded.owners;
    } catch (rebuildError) {
      // The old engine stays; it may hold a decision the database lacks until the next restart.
      this.deps.logger.error({ err: rebuildError }, 'engine rebuild failed; keeping the current engine');
    }
  }
}
