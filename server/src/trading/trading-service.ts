// Orders: the engine decides at once (synchronously, so twenty simultaneous closes of one position
// close it once), then the persist queue records its effects in one transaction each, in the order
// they were decided, and only then announces them on the live socket. A failed write rebuilds the
// engine from the database, so a decision that was not recorded leaves no trace in the engine.
import type { AccountSummary, Order, OrderPayload, StopTakeUpdate } from '../../../contract/entities';
import { ACCOUNT_CODES, type AccountCode } from '../../../contract/live';
import { loadAccount } from '../accounts/accounts-repository';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { AccountFigures, EngineEffect, EngineResult, Tick } from '../engine/engine-types';
import type { RiskEngine, RiskEngineOptions } from '../engine/risk-engine';
import type { LiveHub } from '../ws/live-hub';
import { isDurable, orderEventsOf, recordEffects } from './effects-recorder';
import { loadEngine } from './engine-loader';
import { toOrder } from './order-view';
import { findOrder, listOrders } from './orders-repository';
import { PersistQueue } from './persist-queue';
import { alreadyClosedError, busyError, orderNotFoundError, refusalError } from './trading-messages';

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
  hub: LiveHub;
  engineOptions: RiskEngineOptions;
  /** Latest quotes to prime a freshly built engine with. */
  latestQuotes: () => Tick[];
  logger: TradingLogger;
}

export function summaryOf(figures: AccountFigures): AccountSummary {
  const summary = {} as AccountSummary;
  for (const code of Object.keys(ACCOUNT_CODES) as AccountCode[])
    summary[ACCOUNT_CODES[code]] = figures[code];
  return summary;
}

export class TradingService {
  private readonly queue: PersistQueue;
  private readonly accountsLoading = new Map<string, Promise<void>>();

  private constructor(
    private readonly deps: TradingServiceDeps,
    public engine: RiskEngine,
  ) {
    this.queue = new PersistQueue((error) => this.rebuild(error));
  }

  static async create(deps: TradingServiceDeps): Promise<TradingService> {
    const engine = await loadEngine(deps.db, deps.engineOptions, deps.latestQuotes(), (userId) =>
      deps.hub.isWatched(userId),
    );
    return new TradingService(deps, engine);
  }

  /** Accounts opened after start (a new registration) join the engine on first use. */
  async ensureAccount(userId: string): Promise<void> {
    if (this.engine.account(userId)) return;
    let loading = this.accountsLoading.get(userId);
    if (!loading) {
      loading = this.loadAccountIntoEngine(userId).finally(() => this.accountsLoading.delete(userId));
      this.accountsLoading.set(userId, loading);
    }
    await loading;
  }

  private async loadAccountIntoEngine(userId: string): Promise<void> {
    const account = await loadAccount(this.deps.db, userId);
    if (!account) throw refusalError('ACCOUNT_NOT_FOUND');
    if (this.engine.account(userId)) return;
    this.engine.loadAccount({ userId, balanceCents: account.balanceCents, creditCents: account.creditCents });
    this.engine.watch(userId, this.deps.hub.isWatched(userId));
  }

  async figures(userId: string): Promise<AccountSummary> {
    await this.ensureAccount(userId);
    const figures = this.engine.account(userId);
    if (!figures) throw refusalError('ACCOUNT_NOT_FOUND');
    return summaryOf(figures);
  }

  async place(userId: string, payload: OrderPayload): Promise<Order> {
    const state = await this.command(userId, (engine) => engine.placeOrder(userId, payload));
    return this.detail(userId, state.id);
  }

  async close(userId: string, id: string, lots?: number): Promise<void> {
    try {
      await this.command(userId, (engine) => engine.close(userId, id, lots));
    } catch (error) {
      throw await this.explainMissing(userId, id, error);
    }
  }

  async cancel(userId: string, id: string): Promise<void> {
    await this.command(userId, (engine) => engine.cancelPending(userId, id));
  }

  async modify(userId: string, id: string, update: StopTakeUpdate): Promise<void> {
    await this.command(userId, (engine) => engine.modify(userId, id, update));
  }

  /** Credits an account through the engine and the ledger (the demo seed and tests use it). */
  async deposit(userId: string, amountCents: number): Promise<void> {
    await this.command(userId, (engine) => engine.deposit(userId, amountCents));
  }

  async list(userId: string, list: OrderList, page: number): Promise<OrderPageResult> {
    const { records, total } = await listOrders(this.deps.db, userId, list, page, ORDERS_PAGE_SIZE);
    const data = records.map((record) =>
      toOrder(record, list === 'closed' ? null : this.engine.position(record.id)),
    );
    return { data, currentPage: page, totalPages: Math.ceil(total / ORDERS_PAGE_SIZE) };
  }

  async detail(userId: string, id: string): Promise<Order> {
    const record = await findOrder(this.deps.db, userId, id);
    if (!record) throw orderNotFoundError();
    const live =
      record.status === 'open' || record.status === 'waiting' ? this.engine.position(record.id) : null;
    return toOrder(record, live?.userId === userId ? live : null);
  }

  /** Applies one tick; its durable effects are queued behind every earlier decision. */
  applyTick(tick: Tick): void {
    const effects = this.engine.applyTick(tick);
    if (effects.length > 0) void this.persist(effects).catch(() => undefined);
  }

  /** Settles when every decision so far is in the database (shutdown, tests). */
  whenPersisted(): Promise<void> {
    return this.queue.whenIdle();
  }

  private async command<T>(userId: string, decide: (engine: RiskEngine) => EngineResult<T>): Promise<T> {
    if (this.queue.isFull()) throw busyError();
    await this.ensureAccount(userId);
    const result = decide(this.engine);
    if (!result.ok) throw refusalError(result.code);
    await this.persist(result.effects);
    return result.value;
  }

  private persist(effects: readonly EngineEffect[]): Promise<void> {
    const durable = effects.filter(isDurable);
    if (durable.length === 0) return Promise.resolve();
    return this.queue.push(async () => {
      await this.deps.db.transaction((tx) => recordEffects(tx, durable, this.deps.clock.now()));
      for (const event of orderEventsOf(durable)) this.deps.hub.publishEvent(event.userId, event.message);
    });
  }

  /** A close refused as not found may be a position that an earlier request has just closed. */
  private async explainMissing(userId: string, id: string, error: unknown): Promise<unknown> {
    if (!(error instanceof Error) || !('code' in error) || error.code !== 'POSITION_NOT_FOUND') return error;
    await this.queue.whenIdle();
    const record = await findOrder(this.deps.db, userId, id);
    return record?.status === 'closed' ? alreadyClosedError() : error;
  }

  private async rebuild(error: unknown): Promise<void> {
    this.deps.logger.error({ err: error }, 'order write failed; rebuilding the engine from the database');
    try {
      this.engine = await loadEngine(
        this.deps.db,
        this.deps.engineOptions,
        this.deps.latestQuotes(),
        (userId) => this.deps.hub.isWatched(userId),
      );
    } catch (rebuildError) {
      // The old engine stays; it may hold a decision the database lacks until the next restart.
      this.deps.logger.error({ err: rebuildError }, 'engine rebuild failed; keeping the current engine');
    }
  }
}
