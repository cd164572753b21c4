// The mirror: the live copies follow their traders, driven by the domain events after commit. It
// joins pieces with one job each: the index of live copies (copy-index.ts), the opener
// (copy-opener.ts: a trader's fill opens every copy at once), the closer (copy-closer.ts: closes,
// partial closes and stop/take edits follow in proportion) and the copy stop-loss
// (copy-stop-loss.ts); the mirror routes the events to them. Every change to the copies (events,
// follow, unfollow, pause, resume, the copy stop-loss) runs through one queue, so a trader closing
// while a copy is being opened, or a follower unfollowing while the trader trades, are simply one
// after the other. On start the mirror loads the copies and reconciles with the database: copied
// positions whose trader position closed while the server was down are closed; trader opens it
// never saw are recorded as skipped ('MISSED').
import type { ProductSwitches } from '../../../contract/compliance';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PositionClosedEffect, Tick } from '../engine/engine-types';
import type { DomainEvent } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import { CopyCloser } from './copy-closer';
import { LiveCopyIndex, type LiveCopy } from './copy-index';
import { CopyOpener } from './copy-opener';
import type { CopyTradingPort } from './copy-trading-port';
import { decidedLinks, loadOpenCopiedOrders } from './copy-links-repository';
import { loadLiveCopies, type CopyRow } from './copy-repository';
import { loadAllTraders, type TraderRow } from './trader-repository';
import { closedCopyProfitCents, openOrdersOf } from '../trading/copied-orders-repository';
import { CopyStopLoss } from './copy-stop-loss';
import type { CopyBatch } from './copy-batch';
import { applyCopyBatch } from './copy-batch-apply';
import { copyForeignOpenTrades, type TraderEquityUsd } from './copy-open-trades';

export type { LiveCopy } from './copy-index';
export type { CopyTradingPort } from './copy-trading-port';

export interface CopyMirrorLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface CopyMirrorDeps {
  db: Database;
  clock: Clock;
  trading: CopyTradingPort;
  events: DomainEventBus;
  logger: CopyMirrorLogger;
  /** The profile's switches (copy-opener.ts); absent: every product is offered. */
  products?: ProductSwitches;
  /**
   * The accounts of this node's engine (trading/account-scope.ts); every account by default. With
   * several shards a leader holds the copies of its own followers: those of its own traders follow
   * its in-process events, those of another shard's traders follow the batches that shard's
   * leader sends (applyBatch, copy-batch.ts).
   */
  owns?: (accountId: string) => boolean;
}

export class CopyMirror {
  private readonly index = new LiveCopyIndex();
  private readonly opener: CopyOpener;
  private readonly stopLoss: CopyStopLoss;
  private readonly closer: CopyCloser;
  private chain: Promise<unknown> = Promise.resolve();
  /** Another shard's trader's equity, asked of its leader; null in one process (acrossShards). */
  private traderEquityUsd: TraderEquityUsd | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: CopyMirrorDeps) {
    const { db, clock, trading, events, products } = deps;
    this.opener = new CopyOpener({ db, clock, trading, events, index: this.index, products });
    this.closer = new CopyCloser({
      trading,
      events,
      index: this.index,
      logger: deps.logger,
      closed: (copy) => this.stopLoss.check(copy),
    });
    this.stopLoss = new CopyStopLoss({
      db,
      clock,
      engine: trading.engine,
      events,
      index: this.index,
      run: (work) => this.run(work),
      closeAll: (copy) => this.closeAll(copy),
    });
  }

  get copies(): ReadonlyMap<string, LiveCopy> {
    return this.index.copies;
  }

  /** Runs `work` after every earlier change to the copies has finished. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  whenIdle(): Promise<void> {
    return this.run(() => Promise.resolve());
  }

  async start(): Promise<void> {
    await this.load();
    this.unsubscribe = this.deps.events.subscribe('copy-trading', (event) =>
      this.run(() => this.onEvent(event)),
    );
    await this.run(() => this.reconcile());
  }

  stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    return this.whenIdle();
  }

  traderOf(userId: string): TraderRow | null {
    return this.index.traderOf(userId);
  }

  /** A new or changed trader profile (the settings switch, the seed). */
  putTrader(trader: TraderRow): void {
    this.index.putTrader(trader);
  }

  addCopy(row: CopyRow, realizedCents = 0): LiveCopy {
    return this.index.addCopy(row, realizedCents);
  }

  /** The copy leaves the mirror (unfollowed): no event reaches it any more. */
  dropCopy(copy: LiveCopy): void {
    this.index.dropCopy(copy);
  }

  liveCopyOf(accountId: string, traderId: string): LiveCopy | null {
    return this.index.liveCopyOf(accountId, traderId);
  }

  copiesOfUser(userId: string, traderId: string): LiveCopy[] {
    return this.index.copiesOfUser(userId, traderId);
  }

  /** The copy's equity: size plus its realized profit since the count started and its floating profit. */
  equityCents(copy: LiveCopy): number {
    return this.stopLoss.equityCents(copy);
  }

  /** On every tick: the copies holding that symbol check their copy stop-loss. */
  onTick(tick: Tick): void {
    this.stopLoss.onTick(tick);
  }

  /**
   * The follow's "copy the trader's open trades now": each open position of the trader not yet
   * decided for this copy is copied at today's price, oldest first, sized as a new trade would be
   * (so the open-trades cap counts them one by one). Runs in the mirror's queue, like an event.
   */
  async copyOpenTradesInto(copy: LiveCopy): Promise<void> {
    const owns = this.deps.owns ?? (() => true);
    const known = this.index.traderOf(copy.row.traderId);
    // A trader of another shard, or one this shard's index has not met yet: read from PostgreSQL.
    if (this.traderEquityUsd && (!known || !owns(known.accountId))) {
      const deps = { db: this.deps.db, index: this.index, opener: this.opener };
      await copyForeignOpenTrades(
        { ...deps, traderEquityUsd: this.traderEquityUsd },
        copy.row.traderId,
        copy.row.id,
      );
      return;
    }
    const trader = known;
    if (!trader?.allowCopiers) return;
    const open = this.deps.trading.engine
      .positionsOf(trader.accountId)
      .filter((position) => position.status === 'open')
      .sort((a, b) => (a.openedAtMs ?? 0) - (b.openedAtMs ?? 0));
    const only = new Set([copy.row.id]);
    for (const position of open) await this.opener.open(trader, position, only);
  }

  /**
   * With several engine shards (shard-server.ts): how to ask another shard's leader for its
   * trader's equity, so a follow's copyOpenTrades can size the copies of that trader's positions.
   */
  acrossShards(traderEquityUsd: TraderEquityUsd): void {
    this.traderEquityUsd = traderEquityUsd;
  }

  /** Closes every copied position of the copy; false when one could not be closed (a closed market). */
  closeAll(copy: LiveCopy): Promise<boolean> {
    return this.closer.closeAll(copy);
  }

  /** A fill of a trader in another shard, for this shard's copies (copy-batch-apply.ts). */
  applyBatch(batch: CopyBatch): Promise<void> {
    const { db } = this.deps;
    return this.run(() =>
      applyCopyBatch(
        {
          db,
          index: this.index,
          opener: this.opener,
          closer: this.closer,
        },
        batch,
      ),
    );
  }

  private async load(): Promise<void> {
    const { db } = this.deps;
    const owns = this.deps.owns ?? (() => true);
    for (const trader of await loadAllTraders(db)) this.index.putTrader(trader);
    // The copies of this engine's followers, whichever shard their trader is in.
    const mirrored = (row: CopyRow) => owns(row.accountId);
    for (const row of (await loadLiveCopies(db)).filter(mirrored))
      this.index.addCopy(row, await closedCopyProfitCents(db, row.id, row.countedFrom));
    for (const order of await loadOpenCopiedOrders(db)) {
      const copy = this.index.copies.get(order.copyId);
      if (copy) this.index.holdPosition(copy, order.id, order.accountId, order.symbol, order.traderOrderId);
    }
  }

  /** Closes what a crash left behind and records trader opens the mirror never saw. */
  private async reconcile(): Promise<void> {
    const traderOpen = await openOrdersOf(this.deps.db, this.index.traderAccounts());
    const openIds = new Set(traderOpen.map((order) => order.id));
    for (const link of await decidedLinks(this.deps.db, [...openIds]))
      this.index.markDecided(link.copyId, link.traderOrderId);
    for (const copy of [...this.index.copies.values()]) {
      for (const [orderId, position] of [...copy.positions]) {
        if (position.traderOrderId !== null && !openIds.has(position.traderOrderId))
          await this.closer.closeFollower(copy, orderId);
      }
    }
    // Another shard's trader opens are not missed: they are events its leader sends on (durably).
    const owns = this.deps.owns ?? (() => true);
    await this.opener.recordMissed(traderOpen.filter((order) => owns(order.accountId)));
  }

  private async onEvent(event: DomainEvent): Promise<void> {
    try {
      switch (event.type) {
        case 'order.opened':
        case 'order.triggered':
          if (event.accountId) await this.mirrorOpen(event.accountId, event);
          return;
        case 'order.closed':
        case 'order.partiallyClosed':
          await this.onClosed(event.accountId, event.close);
          return;
        case 'order.modified':
          // A trailing stop's own move is not mirrored: every copy's stop trails on its own ticks.
          if (event.trailing) return;
          await this.closer.modifyFollowers(event.orderId, {
            stopLoss: event.stopLoss,
            takeProfit: event.takeProfit,
            ...(event.trailingDistance === undefined ? {} : { trailingDistance: event.trailingDistance }),
          });
          return;
        default:
          return;
      }
    } catch (error) {
      this.deps.logger.error({ err: error, seq: event.seq }, 'copy trading could not mirror an event');
    }
  }

  private async mirrorOpen(
    accountId: string,
    event: Extract<DomainEvent, { type: 'order.opened' | 'order.triggered' }>,
  ): Promise<void> {
    const trader = this.index.traderOfAccount(accountId);
    if (!trader?.allowCopiers) return;
    await this.opener.open(trader, event.position, this.index.copyIdsOf(trader.userId));
  }

  private async onClosed(accountId: string | null, close: PositionClosedEffect): Promise<void> {
    const followerCopyId = this.index.copyOfOrder(close.sourceId);
    if (followerCopyId !== undefined) this.closer.followerClosed(followerCopyId, close);
    if (accountId === null || !this.index.traderOfAccount(accountId)) return;
    await this.closer.traderClosed(close);
  }
}
