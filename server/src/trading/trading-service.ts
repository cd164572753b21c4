// Orders: the engine decides at once (synchronously, so twenty simultaneous closes of one position
// close it once), then the persist queue records its effects in one transaction each, in the order
// they were decided, and only after each commit publishes them as domain events (the live socket,
// and later notifications, copy trading and robots, subscribe). A failed write rebuilds the
// engine from the database, so a decision that was not recorded leaves no trace in the engine.
import type { AccountSummary, Order, OrderPayload, StopTakeUpdate } from '../../../contract/entities';
import { ACCOUNT_CODES, type AccountCode } from '../../../contract/live';
import { loadAccount } from '../accounts/accounts-repository';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { AccountFigures, EngineEffect, EngineResult, Tick } from '../engine/engine-types';
import type { BatchOpenRequest } from '../engine/risk-batch-open';
import type { RiskEngine, RiskEngineOptions } from '../engine/risk-engine';
import type { DomainEventBus } from '../events/event-bus';
import { accountChannel, type LivePublisher } from '../live/live-ports';
import type { MoneyCommands, RowsWriter } from '../accounts/money-commands';
import { isDurable, recordEffects } from './effects-recorder';
import { loadEngine } from './engine-loader';
import { toOrder } from './order-view';
import { findOrder, findOrderIdByClientId, listOrders } from './orders-repository';
import { tagClientOrderId, tagRobotId } from './orders-writes';
import { PersistQueue } from './persist-queue';
import { domainEventsOf } from './trading-events';
import { DomainError, isDomainError } from '../domain/domain-error';
import type { TradingRefusalCode } from './trading-refusals';

/** Orders per page of the three lists. */
export const ORDERS_PAGE_SIZE = 20;

export type OrderList = 'open' | 'waiting' | 'closed';

export interface OrderPageResult {
  data: Order[];
  currentPage: number;
  totalPages: number;
}

export interface TradingLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TradingServiceDeps {
  db: Database;
  clock: Clock;
  /** Which account channels have a socket open: the engine reports live figures for those only. */
  live: Pick<LivePublisher, 'isWatched'>;
  events: DomainEventBus;
  engineOptions: RiskEngineOptions;
  /** Latest quotes to prime a freshly built engine with. */
  latestQuotes: () => Tick[];
  logger: TradingLogger;
  /**
   * Checked before an order is placed (the jurisdiction's onboarding, compliance/order-gate.ts);
   * throws the refusal when the account may not trade. Absent: every order passes.
   */
  orderGate?: (accountId: string) => Promise<void>;
}

/**
 * Who places an order when it is not the customer at the ticket: a robot tags the order with its
 * id and writes its own rows (the position it now holds) in the transaction that records the
 * order, so the order and the robot's state are never written one without the other.
 */
export interface OrderOrigin {
  /** Absent when the order is not a robot's (a copied order names its origin in its own rows). */
  robotId?: string;
  write?: (tx: Queryable, orderId: string) => Promise<void>;
}

/**
 * Market orders of one symbol, side and stop/take for many accounts, decided at one moment (copy
 * trading: every follower of a trader's fill), each with its own lots.
 */
export type BatchOpen = BatchOpenRequest;
export type { BatchOpenOrder } from '../engine/risk-batch-open';

/** What the engine decided for one order of a batch: its id, or the refusal's code. */
export type BatchOutcome = { ok: true; id: string } | { ok: false; code: TradingRefusalCode };

/** Trading commands refuse with named codes; only the HTTP layer knows statuses and texts. */
function refused(code: TradingRefusalCode): DomainError<TradingRefusalCode> {
  return new DomainError(code);
}

export function summaryOf(figures: AccountFigures): AccountSummary {
  const summary = {} as AccountSummary;
  for (const code of Object.keys(ACCOUNT_CODES) as AccountCode[])
    summary[ACCOUNT_CODES[code]] = figures[code];
  return summary;
}

export class TradingService implements MoneyCommands {
  private readonly queue: PersistQueue;
  private readonly accountsLoading = new Map<string, Promise<void>>();
  /** Placements under a client's id still running, so a parallel retry waits for the first. */
  private readonly placingByClientId = new Map<string, Promise<string>>();

  private constructor(
    private readonly deps: TradingServiceDeps,
    public engine: RiskEngine,
    /** Each account's owner, for the events (accounts opened later are added as they load). */
    private owners: Map<string, string>,
  ) {
    this.queue = new PersistQueue((error) => this.rebuild(error));
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

  /**
   * Places an order. With the client's own id, a retry (its first answer lost, or sent twice at
   * once) returns the order that id already placed on this account instead of placing another:
   * the id is written in the same transaction as the order, so it holds across a restart.
   */
  async place(
    accountId: string,
    payload: OrderPayload,
    clientOrderId?: string,
    origin?: OrderOrigin,
  ): Promise<Order> {
    if (this.deps.orderGate) await this.deps.orderGate(accountId);
    if (clientOrderId === undefined) return this.placeNow(accountId, payload, origin);
    const key = `${accountId}\n${clientOrderId}`;
    let placing = this.placingByClientId.get(key);
    if (!placing) {
      placing = this.placeOnce(accountId, payload, clientOrderId, origin).finally(() =>
        this.placingByClientId.delete(key),
      );
      this.placingByClientId.set(key, placing);
    }
    const id = await placing;
    return this.detail(accountId, id);
  }

  private async placeNow(accountId: string, payload: OrderPayload, origin?: OrderOrigin): Promise<Order> {
    if (origin) return this.detail(accountId, await this.placeTagged(accountId, payload, null, origin));
    const state = await this.command(accountId, (engine) => engine.placeOrder(accountId, payload));
    return this.detail(accountId, state.id);
  }

  private async placeOnce(
    accountId: string,
    payload: OrderPayload,
    clientOrderId: string,
    origin?: OrderOrigin,
  ): Promise<string> {
    const existing = await findOrderIdByClientId(this.deps.db, accountId, clientOrderId);
    if (existing !== null) return existing;
    return this.placeTagged(accountId, payload, clientOrderId, origin);
  }

  /** Places an order whose row is tagged (client id, robot) in the transaction that inserts it. */
  private async placeTagged(
    accountId: string,
    payload: OrderPayload,
    clientOrderId: string | null,
    origin?: OrderOrigin,
  ): Promise<string> {
    let placedId: string | null = null;
    const tag: RowsWriter = async (tx) => {
      if (placedId === null) return;
      if (clientOrderId !== null) await tagClientOrderId(tx, placedId, accountId, clientOrderId);
      if (origin) {
        if (origin.robotId !== undefined) await tagRobotId(tx, placedId, accountId, origin.robotId);
        if (origin.write) await origin.write(tx, placedId);
      }
    };
    const state = await this.command(
      accountId,
      (engine) => {
        const result = engine.placeOrder(accountId, payload);
        if (result.ok) placedId = result.value.id;
        return result;
      },
      tag,
    );
    return state.id;
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
    // Awaiting only the accounts not yet loaded: ten thousand awaits would cost more than the decisions.
    for (const accountId of this.engine.unknownAccounts(batch.orders)) await this.ensureAccount(accountId);
    const { outcomes, effects } = this.engine.openMarketBatch(batch);
    decided?.();
    await this.persist(effects, (tx) => write(tx, outcomes));
    return outcomes;
  }

  async close(accountId: string, id: string, lots?: number): Promise<void> {
    try {
      await this.command(accountId, (engine) => engine.close(accountId, id, lots));
    } catch (error) {
      throw await this.explainMissing(accountId, id, error);
    }
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

  async list(accountId: string, list: OrderList, page: number): Promise<OrderPageResult> {
    const { records, total } = await listOrders(this.deps.db, accountId, list, page, ORDERS_PAGE_SIZE);
    const data = records.map((record) =>
      toOrder(record, list === 'closed' ? null : this.engine.position(record.id)),
    );
    return { data, currentPage: page, totalPages: Math.ceil(total / ORDERS_PAGE_SIZE) };
  }

  async detail(accountId: string, id: string): Promise<Order> {
    const record = await findOrder(this.deps.db, accountId, id);
    if (!record) throw refused('ORDER_NOT_FOUND');
    const live =
      record.status === 'open' || record.status === 'waiting' ? this.engine.position(record.id) : null;
    return toOrder(record, live?.accountId === accountId ? live : null);
  }

  /** Applies one tick; its durable effects are queued behind every earlier decision. */
  applyTick(tick: Tick): void {
    const effects = this.engine.applyTick(tick);
    if (effects.length > 0) void this.persist(effects).catch(() => undefined);
  }

  /**
   * Charges swap for every rollover passed by `nowMs`, even when no tick has come since (a quiet
   * market at midnight); the swap-rollover job calls it. Settles once the charges are written.
   */
  async rollover(nowMs: number): Promise<void> {
    const effects = this.engine.rollover(nowMs);
    await this.persist(effects);
  }

  /** Settles when every decision so far is in the database (shutdown, tests). */
  whenPersisted(): Promise<void> {
    return this.queue.whenIdle();
  }

  private async command<T>(
    accountId: string,
    decide: (engine: RiskEngine) => EngineResult<T>,
    write?: RowsWriter,
  ): Promise<T> {
    if (this.queue.isFull()) throw refused('BUSY');
    await this.ensureAccount(accountId);
    const result = decide(this.engine);
    if (!result.ok) throw refused(result.code);
    await this.persist(result.effects, write);
    return result.value;
  }

  /** `write` (another domain's rows) commits in the same transaction as the engine's rows. */
  private persist(effects: readonly EngineEffect[], write?: RowsWriter): Promise<void> {
    const durable = effects.filter(isDurable);
    if (durable.length === 0 && !write) return Promise.resolve();
    return this.queue.push(async () => {
      const nowMs = this.deps.clock.nowMs();
      await this.deps.db.transaction(async (tx) => {
        await recordEffects(tx, durable, nowMs);
        if (write) await write(tx);
      });
      // Only a committed decision becomes an event; a failed write rebuilds instead (see rebuild).
      this.deps.events.publish(domainEventsOf(durable, nowMs, (accountId) => this.ownerOf(accountId)));
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
