// What every trading command shares: the engine that decides at once (synchronously, so twenty
// simultaneous closes of one position close it once), the persist queue that records its effects
// in decision order, the decisions of one short window sharing one transaction (group commit,
// persist-queue.ts), and the accounts joining the engine on first use. Only after a decision's
// commit is its caller answered and are its domain events published (the live socket,
// notifications, copy trading and robots subscribe). A failed write rebuilds the engine from the
// database, so a decision that was not recorded leaves no trace in the engine.
//
// The commands themselves live beside it (trading-service.ts, order-placement.ts, batch-open.ts,
// order-closes.ts); they reach the engine and the queue only through `command` and `persist`.
import type { AccountSummary, Order } from '../../../contract/entities';
import { loadAccount } from '../accounts/accounts-repository';
import { EVERY_ACCOUNT, ForeignAccountError } from './account-scope';
import type { RowsWriter } from '../accounts/money-commands';
import { DomainError, isDomainError } from '../domain/domain-error';
import type { EngineEffect, EngineResult, Tick } from '../engine/engine-types';
import type { DomainEventBody } from '../events/domain-events';
import type { RiskEngine } from '../engine/risk-engine';
import { accountChannel } from '../live/live-ports';
import {
  type DecisionWrite,
  scopeOfDecision,
  writeDecisions,
  writeDecisionsInOneFlight,
} from './decision-writes';
import { isDurable } from './effects-recorder';
import { loadEngine } from './engine-loader';
import { toOrder, type RobotNameOf } from './order-view';
import { findOrder } from './orders-repository';
import { readInteger } from '../config';
import { PersistQueue } from './persist-queue';
import { domainEventsOf } from './trading-events';
import type { TradingRefusalCode } from './trading-refusals';
import type { AccountTerms, TermsFigures, TradingServiceDeps } from './trading-types';
import { summaryOf } from './trading-types';

/** The server's TRY rate, for the minimum deposit the jurisdiction sets in lira. */
const USDTRY = 'USDTRY';
/** Group-commit flights in the air by default; the paired runs that chose two are in docs/engine.md. */
const FLIGHTS_DEFAULT = 2;

/**
 * Group-commit flights unanswered at once where the database chains them (PostgreSQL): ORDER_FLIGHTS,
 * 1 to 4, else the default; any other value stops the start (ConfigError). With two, the next group
 * leaves while the previous COMMIT is on its way, so an order no longer waits for a whole flight to
 * land before its own leaves.
 */
export function flightsInTheAir(env: NodeJS.ProcessEnv = process.env): number {
  return readInteger(env, 'ORDER_FLIGHTS', FLIGHTS_DEFAULT, 1, 4);
}

/** What a decision's write carries beside its effects, known only to the command's caller. */
export type WriteExtras = Partial<Pick<DecisionWrite, 'tagsById' | 'write' | 'closedMarks'>>;

/** Trading commands refuse with named codes; only the HTTP layer knows statuses and texts. */
export function refused(code: TradingRefusalCode): DomainError<TradingRefusalCode> {
  return new DomainError(code);
}

export class TradingCore {
  private readonly queue: PersistQueue<DecisionWrite>;
  private readonly accountsLoading = new Map<string, Promise<void>>();
  private readonly eventsByDecision = new WeakMap<DecisionWrite, DomainEventBody[]>();
  /** Names the robot of a robot's order; the robots part sets it once built (it comes after trading). */
  robotNameOf: RobotNameOf = () => null;

  protected constructor(
    /** The service's collaborators; trading's own command modules read them too. */
    readonly deps: TradingServiceDeps,
    public engine: RiskEngine,
    /** Each account's owner, for the events (accounts opened later are added as they load). */
    private owners: Map<string, string>,
  ) {
    const recording = deps.events.recordsInTransaction;
    this.queue = new PersistQueue<DecisionWrite>({
      transaction: (fn) => deps.db.transaction(fn),
      // In cluster mode the decisions' events go into the outbox in the same transaction as their rows.
      write: recording
        ? async (tx, decisions) => {
            await writeDecisions(tx, decisions);
            await deps.events.record(
              tx,
              decisions.flatMap((decision) => this.eventsOf(decision)),
            );
          }
        : writeDecisions,
      // A plain group (new orders, closes, postings) goes in one flight; never with an outbox to fill.
      writeInOneFlight: recording ? undefined : (decisions) => writeDecisionsInOneFlight(deps.db, decisions),
      // With more than one, the next group leaves while the previous COMMIT is on its way.
      flightsMax: deps.db.chainsFlights ? flightsInTheAir() : 1,
      scopeOf: scopeOfDecision,
      // Only a committed decision becomes an event; a failed write rebuilds instead (see rebuild).
      committed: (decision) => deps.events.publish(this.eventsOf(decision), { recorded: recording }),
      onFailure: (error) => this.rebuild(error),
    });
  }

  /**
   * Whether the engine holds the account. heldCents answers null only for an unknown account, and
   * unlike engine.account it computes no figures (every command values its own account anyway).
   */
  private holds(accountId: string): boolean {
    return this.engine.heldCents(accountId) !== null;
  }

  /** Accounts opened after start (a new registration) join the engine on first use. */
  async ensureAccount(accountId: string): Promise<void> {
    if (this.holds(accountId)) return;
    let loading = this.accountsLoading.get(accountId);
    if (!loading) {
      loading = this.loadAccountIntoEngine(accountId).finally(() => this.accountsLoading.delete(accountId));
      this.accountsLoading.set(accountId, loading);
    }
    await loading;
  }

  private async loadAccountIntoEngine(accountId: string): Promise<void> {
    // Another shard's account would then live in two engines: refused before any read.
    const scope = this.deps.scope ?? EVERY_ACCOUNT;
    if (!scope.owns(accountId)) throw new ForeignAccountError(accountId, scope);
    const account = await loadAccount(this.deps.db, accountId);
    if (!account) throw refused('ACCOUNT_NOT_FOUND');
    if (this.holds(accountId)) return;
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

  /** Money held by pending withdrawals (the accounts list shows it). */
  async heldCents(accountId: string): Promise<number> {
    await this.ensureAccount(accountId);
    return this.engine.heldCents(accountId) ?? 0;
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
    await this.persist(this.engine.rollover(nowMs), write ? { write } : {});
  }

  /** Cancels the waiting orders whose expiry has passed by `nowMs` (the order-expiry job). */
  async expireOrders(nowMs: number): Promise<void> {
    await this.persist(this.engine.expireOrders(nowMs));
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

  /** Settles when every decision so far is in the database (shutdown, tests). */
  whenPersisted(): Promise<void> {
    return this.queue.whenIdle();
  }

  /** Refuses new commands while the database has stalled (the queue is full). */
  refuseWhenBusy(): void {
    if (this.queue.isFull()) throw refused('BUSY');
  }

  /**
   * Decides one command on the account and settles once its decision is committed. `extrasOf`
   * adds to the decision's write what only its caller knows (tags, a marks sink).
   */
  async command<T>(
    accountId: string,
    decide: (engine: RiskEngine) => EngineResult<T>,
    write?: RowsWriter,
    extrasOf?: (value: T) => WriteExtras,
  ): Promise<T> {
    this.refuseWhenBusy();
    // Awaited only when the account must be loaded: a loaded one is decided in this very turn.
    if (!this.holds(accountId)) await this.ensureAccount(accountId);
    const result = decide(this.engine);
    if (!result.ok) throw refused(result.code);
    await this.persist(result.effects, { write, ...extrasOf?.(result.value) });
    return result.value;
  }

  /**
   * Settles once the decision is committed; `write` (another domain's rows) commits in the same
   * transaction as the engine's rows.
   */
  persist(effects: readonly EngineEffect[], extras: WriteExtras = {}): Promise<void> {
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

  /** A close refused as not found may be a position that an earlier request has just closed. */
  async explainMissing(accountId: string, id: string, error: unknown): Promise<unknown> {
    if (!isDomainError(error, 'POSITION_NOT_FOUND')) return error;
    await this.queue.whenIdle();
    const record = await findOrder(this.deps.db, accountId, id);
    return record?.status === 'closed' ? refused('ALREADY_CLOSED') : error;
  }

  /** A decision's events; made once, so the outbox's copy and the published one are the same. */
  private eventsOf(decision: DecisionWrite): DomainEventBody[] {
    const made = () =>
      domainEventsOf(decision.effects, decision.decidedAtMs, (accountId) => this.ownerOf(accountId));
    // One process makes them once, at the commit; only cluster mode keeps them from the write.
    if (!this.deps.events.recordsInTransaction) return made();
    let bodies = this.eventsByDecision.get(decision);
    if (!bodies) {
      bodies = made();
      this.eventsByDecision.set(decision, bodies);
    }
    return bodies;
  }

  private ownerOf(accountId: string): string {
    const owner = this.owners.get(accountId);
    if (owner === undefined) throw new Error(`engine invariant broken: account ${accountId} has no owner`);
    return owner;
  }

  private async rebuild(error: unknown): Promise<void> {
    this.deps.logger.error({ err: error }, 'order write failed; rebuilding the engine from the database');
    try {
      const loaded = await loadEngine(
        this.deps.db,
        this.deps.engineOptions,
        this.deps.latestQuotes(),
        (accountId) => this.deps.live.isWatched(accountChannel(accountId)),
        this.deps.scope,
      );
      this.engine = loaded.engine;
      this.owners = loaded.owners;
    } catch (rebuildError) {
      // The old engine stays; it may hold a decision the database lacks until the next restart.
      this.deps.logger.error({ err: rebuildError }, 'engine rebuild failed; keeping the current engine');
    }
  }
}
