// The mirror: every live copy in memory, driven by the domain events after commit. A trader's
// fill opens each active copy's position at once, all followers in one engine run (so they fill on
// the trader's quote) and one transaction that also writes a copy link per copy and trader order
// (the primary key refuses a second one, so a replayed event or a restart never mirrors twice).
// Closes, partial closes and stop/take edits follow in proportion. Every change to the copies
// (events, follow, unfollow, pause, resume, the copy stop-loss) runs through one queue, so a
// trader closing while a copy is being opened, or a follower unfollowing while the trader trades,
// are simply one after the other. On start the mirror reconciles with the database: copied
// positions whose trader position closed while the server was down are closed; trader opens it
// never saw are recorded as skipped ('MISSED'), not opened late at a price the trader never had.
import type { AccountSummary, StopTakeUpdate } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { isDomainError } from '../domain/domain-error';
import { findInstrument } from '../engine/catalogue';
import type {
  Instrument,
  PositionClosedEffect,
  PositionState,
  PositionView,
  Tick,
} from '../engine/engine-types';
import type { DomainEvent, DomainEventBody } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import type { BatchOpen, BatchOpenOrder, BatchOutcome } from '../trading/trading-service';
import {
  decidedLinks,
  loadAllTraders,
  loadLiveCopies,
  loadOpenCopiedOrders,
  openOrdersOf,
  realizedSinceCents,
  updateCopyStatus,
  writeCopyLinks,
  type CopyLinkDecision,
  type CopyRow,
  type TraderRow,
} from './copy-repository';
import { threadCpuMs } from './thread-cpu';
import { atOpenTradesCap, controlledLots, MAX_OPEN_TRADES_REASON } from './copy-controls';
import { copyLots, copyStopLevelCents, proportionalCloseLots, type CopyLotsDecision } from './copy-sizing';

/** What the mirror needs of trading: the commands a route has, in batch for the opens. */
export interface CopyTradingPort {
  openBatch(
    batch: BatchOpen,
    write: (tx: Queryable, outcomes: readonly BatchOutcome[]) => Promise<void>,
    decided?: () => void,
  ): Promise<BatchOutcome[]>;
  close(accountId: string, id: string, lots?: number): Promise<void>;
  modify(accountId: string, id: string, update: StopTakeUpdate): Promise<void>;
  figures(accountId: string): Promise<AccountSummary>;
  engine: { position(id: string): PositionView | null; positionsOf(accountId: string): PositionView[] };
}

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
}

/** How long the last mirrored open took: deciding every copy, and writing them all. */
export interface MirrorTiming {
  copies: number;
  decideMs: number;
  /** This thread's CPU time over the same span (thread-cpu.ts): wall time on a busy machine includes waiting. */
  decideCpuMs: number;
  persistMs: number;
}

interface CopiedPosition {
  accountId: string;
  symbol: string;
  traderOrderId: string | null;
}

export interface LiveCopy {
  row: CopyRow;
  realizedCents: number;
  positions: Map<string, CopiedPosition>;
}

export class CopyMirror {
  private readonly tradersByAccount = new Map<string, TraderRow>();
  private readonly tradersById = new Map<string, TraderRow>();
  readonly copies = new Map<string, LiveCopy>();
  private readonly copiesByTrader = new Map<string, Set<string>>();
  /** Trader order → copy → the follower's order, for the positions still open. */
  private readonly followersOf = new Map<string, Map<string, string>>();
  private readonly copyOfFollowerOrder = new Map<string, string>();
  /** Trader order → the copies decided for it (opened or skipped), for trader orders still open. */
  private readonly decided = new Map<string, Set<string>>();
  /** Copies holding a position in each symbol: the copy stop-loss looks only at those on a tick. */
  private readonly copiesBySymbol = new Map<string, Map<string, number>>();
  private readonly stopping = new Set<string>();
  private chain: Promise<unknown> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  lastTiming: MirrorTiming | null = null;

  constructor(private readonly deps: CopyMirrorDeps) {}

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
    return this.tradersById.get(userId) ?? null;
  }

  /** A new or changed trader profile (the settings switch, the seed). */
  putTrader(trader: TraderRow): void {
    this.tradersByAccount.set(trader.accountId, trader);
    this.tradersById.set(trader.userId, trader);
  }

  addCopy(row: CopyRow, realizedCents = 0): LiveCopy {
    const copy: LiveCopy = { row, realizedCents, positions: new Map() };
    this.copies.set(row.id, copy);
    let ofTrader = this.copiesByTrader.get(row.traderId);
    if (!ofTrader) this.copiesByTrader.set(row.traderId, (ofTrader = new Set()));
    ofTrader.add(row.id);
    return copy;
  }

  private isDecided(copyId: string, traderOrderId: string): boolean {
    return this.decided.get(traderOrderId)?.has(copyId) ?? false;
  }

  private markDecided(copyId: string, traderOrderId: string): void {
    let copies = this.decided.get(traderOrderId);
    if (!copies) this.decided.set(traderOrderId, (copies = new Set()));
    copies.add(copyId);
  }

  /** The copy's equity: size plus its realized profit since the count started and its floating profit. */
  equityCents(copy: LiveCopy): number {
    let floating = 0;
    for (const id of copy.positions.keys()) {
      const view = this.deps.trading.engine.position(id);
      if (view) floating += Math.round(view.profit * 100);
    }
    return copy.row.sizeCents + copy.realizedCents + floating;
  }

  private async load(): Promise<void> {
    for (const trader of await loadAllTraders(this.deps.db)) this.putTrader(trader);
    for (const row of await loadLiveCopies(this.deps.db))
      this.addCopy(row, await realizedSinceCents(this.deps.db, row.id, row.countedFrom));
    for (const order of await loadOpenCopiedOrders(this.deps.db)) {
      const copy = this.copies.get(order.copyId);
      if (copy) this.holdPosition(copy, order.id, order.accountId, order.symbol, order.traderOrderId);
    }
  }

  /** Closes what a crash left behind and records trader opens the mirror never saw. */
  private async reconcile(): Promise<void> {
    const traderAccounts = [...this.tradersByAccount.keys()];
    const traderOpen = await openOrdersOf(this.deps.db, traderAccounts);
    const openIds = new Set(traderOpen.map((order) => order.id));
    for (const link of await decidedLinks(this.deps.db, [...openIds]))
      this.markDecided(link.copyId, link.traderOrderId);
    for (const copy of [...this.copies.values()]) {
      for (const [orderId, position] of [...copy.positions]) {
        if (position.traderOrderId !== null && !openIds.has(position.traderOrderId))
          await this.closeFollower(copy, orderId);
      }
    }
    const missed: CopyLinkDecision[] = [];
    for (const order of traderOpen) {
      const trader = this.tradersByAccount.get(order.accountId);
      for (const copyId of this.copiesByTrader.get(trader?.userId ?? '') ?? []) {
        const copy = this.copies.get(copyId);
        if (!copy || copy.row.status !== 'active' || order.openedAt < copy.row.countedFrom) continue;
        if (this.isDecided(copyId, order.id)) continue;
        missed.push({ copyId, traderOrderId: order.id, followerOrderId: null, skipReason: 'MISSED' });
      }
    }
    if (missed.length === 0) return;
    const at = new Date(this.deps.clock.nowMs());
    await this.deps.db.transaction(async (tx) => {
      for (const decision of missed) {
        const copy = this.copies.get(decision.copyId);
        const trader = copy ? this.tradersById.get(copy.row.traderId) : undefined;
        if (trader)
          await writeCopyLinks(tx, [decision], { traderId: trader.userId, name: trader.displayName }, at);
      }
    });
    for (const decision of missed) this.markDecided(decision.copyId, decision.traderOrderId);
  }

  private async onEvent(event: DomainEvent): Promise<void> {
    try {
      switch (event.type) {
        case 'order.opened':
        case 'order.triggered':
          if (event.accountId) await this.mirrorOpen(event.accountId, event.position);
          return;
        case 'order.closed':
        case 'order.partiallyClosed':
          await this.onClosed(event.accountId, event.close);
          return;
        case 'order.modified':
          // A trailing stop's own move is not mirrored: every copy's stop trails on its own ticks.
          if (event.trailing) return;
          await this.mirrorModify(event.orderId, {
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

  private async mirrorOpen(accountId: string, position: PositionState): Promise<void> {
    const trader = this.tradersByAccount.get(accountId);
    if (!trader?.allowCopiers) return;
    await this.mirrorInto(trader, position, this.copiesByTrader.get(trader.userId));
  }

  /**
   * The follow's "copy the trader's open trades now": each open position of the trader not yet
   * decided for this copy is copied at today's price, oldest first, sized as a new trade would be
   * (so the open-trades cap counts them one by one). Runs in the mirror's queue, like an event.
   */
  async copyOpenTradesInto(copy: LiveCopy): Promise<void> {
    const trader = this.tradersById.get(copy.row.traderId);
    if (!trader?.allowCopiers) return;
    const open = this.deps.trading.engine
      .positionsOf(trader.accountId)
      .filter((position) => position.status === 'open')
      .sort((a, b) => (a.openedAtMs ?? 0) - (b.openedAtMs ?? 0));
    const only = new Set([copy.row.id]);
    for (const position of open) await this.mirrorInto(trader, position, only);
  }

  private async mirrorInto(
    trader: TraderRow,
    position: PositionState,
    copyIds: ReadonlySet<string> | undefined,
  ): Promise<void> {
    if (position.status !== 'open') return;
    const startedMs = performance.now();
    const startedCpuMs = threadCpuMs();
    const instrument = findInstrument(position.symbol);
    if (!copyIds || copyIds.size === 0 || !instrument) return;
    const equityUsd = (await this.deps.trading.figures(trader.accountId)).assets;
    const { skipped, placing, orders } = this.sizeCopies(copyIds, position, instrument, equityUsd);
    if (skipped.length + placing.length === 0) return;
    let decidedMs = 0;
    let decideCpuMs = 0;
    let decisions: CopyLinkDecision[] = skipped;
    const lotsByOrder = new Map<string, number>();
    const atMs = this.deps.clock.nowMs();
    const write = async (tx: Queryable, outcomes: readonly BatchOutcome[]): Promise<void> => {
      decisions = [
        ...skipped,
        ...outcomes.map((outcome, index) => {
          if (outcome.ok) lotsByOrder.set(outcome.id, orders[index].lots);
          return {
            copyId: placing[index].row.id,
            traderOrderId: position.id,
            followerOrderId: outcome.ok ? outcome.id : null,
            skipReason: outcome.ok ? null : outcome.code,
          };
        }),
      ];
      await writeCopyLinks(
        tx,
        decisions,
        { traderId: trader.userId, name: trader.displayName },
        new Date(atMs),
      );
    };
    const batch: BatchOpen = {
      symbol: position.symbol,
      side: position.side,
      stopLoss: position.stopLoss,
      takeProfit: position.takeProfit,
      // Each copy trails on its own from its own fill, as the trader's position does.
      trailingDistance: position.trailingDistance ?? null,
      orders,
    };
    await this.deps.trading.openBatch(batch, write, () => {
      decidedMs = performance.now();
      decideCpuMs = threadCpuMs() - startedCpuMs;
    });
    this.lastTiming = {
      copies: skipped.length + placing.length,
      decideMs: decidedMs - startedMs,
      decideCpuMs,
      persistMs: performance.now() - decidedMs,
    };
    this.afterOpen(trader, position, decisions, lotsByOrder, atMs);
  }

  /**
   * Each active copy not yet decided for this trader order, with its lots for the trader's fill or
   * why it is skipped (too small, the trader closed). Copies of one size share one sizing.
   */
  private sizeCopies(
    copyIds: Iterable<string>,
    position: PositionState,
    instrument: Instrument,
    equityUsd: number,
  ): { skipped: CopyLinkDecision[]; placing: LiveCopy[]; orders: BatchOpenOrder[] } {
    const skipped: CopyLinkDecision[] = [];
    const placing: LiveCopy[] = [];
    const orders: BatchOpenOrder[] = [];
    // The trader closed before its open reached the copies (or the event is a replay): copying it
    // now would only open and close at once, paying the spread; it is recorded, not copied.
    const stillOpen = this.deps.trading.engine.position(position.id) !== null;
    const decided = this.decided.get(position.id);
    const sizing = new Map<number, CopyLotsDecision>();
    for (const copyId of copyIds) {
      const copy = this.copies.get(copyId);
      if (copy?.row.status !== 'active' || decided?.has(copyId)) continue;
      const sized = stillOpen
        ? this.controlledSizing(copy, position, instrument, equityUsd, sizing)
        : { ok: false as const, reason: 'TRADER_CLOSED' };
      if (!sized.ok) {
        skipped.push({ copyId, traderOrderId: position.id, followerOrderId: null, skipReason: sized.reason });
        continue;
      }
      placing.push(copy);
      orders.push({ accountId: copy.row.accountId, lots: sized.lots });
    }
    return { skipped, placing, orders };
  }

  /**
   * One copy's lots under its controls. The proportional sizing is shared by copies of one size.
   * The queue runs one open at a time and holds each copied position before the next, so two
   * trader opens at once see each other's copies here and the open-trades cap holds.
   */
  private controlledSizing(
    copy: LiveCopy,
    position: PositionState,
    instrument: Instrument,
    equityUsd: number,
    sizing: Map<number, CopyLotsDecision>,
  ): CopyLotsDecision | { ok: false; reason: typeof MAX_OPEN_TRADES_REASON } {
    const { controls, sizeCents } = copy.row;
    if (atOpenTradesCap(controls, copy.positions.size)) return { ok: false, reason: MAX_OPEN_TRADES_REASON };
    let proportional = sizing.get(sizeCents);
    if (!proportional) {
      proportional = copyLots(position.lots, sizeCents / 100, equityUsd, instrument.min);
      sizing.set(sizeCents, proportional);
    }
    return controlledLots(controls, proportional, instrument.min, instrument.max);
  }

  private afterOpen(
    trader: TraderRow,
    position: PositionState,
    decisions: CopyLinkDecision[],
    lotsByOrder: ReadonlyMap<string, number>,
    atMs: number,
  ): void {
    const published: DomainEventBody[] = [];
    for (const decision of decisions) {
      this.markDecided(decision.copyId, decision.traderOrderId);
      const copy = this.copies.get(decision.copyId);
      if (!copy) continue;
      const subject = { userId: copy.row.userId, accountId: copy.row.accountId, atMs };
      const about = { copyId: copy.row.id, traderId: trader.userId, traderName: trader.displayName };
      if (decision.followerOrderId === null) {
        const reason = decision.skipReason ?? 'UNKNOWN';
        if (reason === 'TRADER_CLOSED') continue;
        published.push({
          ...subject,
          ...about,
          type: 'copy.skipped',
          traderOrderId: position.id,
          symbol: position.symbol,
          reason,
        });
        continue;
      }
      this.holdPosition(copy, decision.followerOrderId, copy.row.accountId, position.symbol, position.id);
      const lots = lotsByOrder.get(decision.followerOrderId) ?? 0;
      published.push({
        ...subject,
        ...about,
        type: 'copy.traded',
        action: 'opened',
        orderId: decision.followerOrderId,
        symbol: position.symbol,
        side: position.side,
        lots,
      });
    }
    this.deps.events.publish(published);
  }

  private holdPosition(
    copy: LiveCopy,
    orderId: string,
    accountId: string,
    symbol: string,
    traderOrderId: string | null,
  ): void {
    copy.positions.set(orderId, { accountId, symbol, traderOrderId });
    this.copyOfFollowerOrder.set(orderId, copy.row.id);
    if (traderOrderId !== null) {
      let followers = this.followersOf.get(traderOrderId);
      if (!followers) this.followersOf.set(traderOrderId, (followers = new Map()));
      followers.set(copy.row.id, orderId);
    }
    let bySymbol = this.copiesBySymbol.get(symbol);
    if (!bySymbol) this.copiesBySymbol.set(symbol, (bySymbol = new Map()));
    bySymbol.set(copy.row.id, (bySymbol.get(copy.row.id) ?? 0) + 1);
  }

  private releasePosition(copy: LiveCopy, orderId: string): void {
    const position = copy.positions.get(orderId);
    if (!position) return;
    copy.positions.delete(orderId);
    this.copyOfFollowerOrder.delete(orderId);
    if (position.traderOrderId !== null) this.followersOf.get(position.traderOrderId)?.delete(copy.row.id);
    const bySymbol = this.copiesBySymbol.get(position.symbol);
    const count = (bySymbol?.get(copy.row.id) ?? 1) - 1;
    if (count > 0) bySymbol?.set(copy.row.id, count);
    else bySymbol?.delete(copy.row.id);
  }

  private async onClosed(accountId: string | null, close: PositionClosedEffect): Promise<void> {
    const followerCopyId = this.copyOfFollowerOrder.get(close.sourceId);
    if (followerCopyId !== undefined) this.followerClosed(followerCopyId, close);
    if (accountId === null || !this.tradersByAccount.has(accountId)) return;
    const full = close.id === close.sourceId;
    // A trader order that closed is decided for good: its record stays in copy_links.
    if (full) this.decided.delete(close.sourceId);
    const followers = this.followersOf.get(close.sourceId);
    if (!followers) return;
    for (const [copyId, orderId] of [...followers]) {
      const copy = this.copies.get(copyId);
      if (!copy) continue;
      if (full) {
        await this.closeFollower(copy, orderId);
        continue;
      }
      const lots = this.deps.trading.engine.position(orderId)?.lots;
      const instrument = findInstrument(close.symbol);
      if (lots === undefined || !instrument) continue;
      const closing = proportionalCloseLots(lots, close.lots, close.remainingLots, instrument.min);
      if (closing !== null) await this.closeFollower(copy, orderId, closing < lots ? closing : undefined);
    }
    if (full) this.followersOf.delete(close.sourceId);
  }

  /** A copied position (or a piece of it) closed, for whatever reason: count it, maybe stop the copy. */
  private followerClosed(copyId: string, close: PositionClosedEffect): void {
    const copy = this.copies.get(copyId);
    if (!copy) return;
    copy.realizedCents += close.realizedCents;
    const trader = this.tradersById.get(copy.row.traderId);
    if (close.id === close.sourceId) {
      this.releasePosition(copy, close.sourceId);
      this.deps.events.publish([
        {
          type: 'copy.traded',
          userId: copy.row.userId,
          accountId: copy.row.accountId,
          atMs: close.closedAtMs,
          copyId,
          traderId: copy.row.traderId,
          traderName: trader?.displayName ?? '',
          action: 'closed',
          orderId: close.sourceId,
          symbol: close.symbol,
          side: close.side,
          lots: close.lots,
        },
      ]);
    }
    this.checkStopLoss(copy);
  }

  /** Closes a copied position; one already gone (its own stop, the follower) is no error. */
  private async closeFollower(copy: LiveCopy, orderId: string, lots?: number): Promise<boolean> {
    try {
      await this.deps.trading.close(copy.row.accountId, orderId, lots);
      return true;
    } catch (error) {
      if (isDomainError(error, 'POSITION_NOT_FOUND') || isDomainError(error, 'ALREADY_CLOSED')) {
        this.releasePosition(copy, orderId);
        return true;
      }
      this.deps.logger.warn({ err: error, orderId }, 'a copied position could not be closed');
      return false;
    }
  }

  private async mirrorModify(traderOrderId: string, update: StopTakeUpdate): Promise<void> {
    for (const [copyId, orderId] of this.followersOf.get(traderOrderId) ?? []) {
      const copy = this.copies.get(copyId);
      if (!copy) continue;
      try {
        await this.deps.trading.modify(copy.row.accountId, orderId, update);
      } catch (error) {
        // A level the follower's price has already passed is refused there; the copy keeps its own.
        this.deps.logger.warn({ err: error, orderId }, 'a copied position kept its stops');
      }
    }
  }

  /** On every tick: the copies holding that symbol check their copy stop-loss. */
  onTick(tick: Tick): void {
    for (const copyId of this.copiesBySymbol.get(tick.symbol)?.keys() ?? []) {
      const copy = this.copies.get(copyId);
      if (copy) this.checkStopLoss(copy);
    }
  }

  private checkStopLoss(copy: LiveCopy): void {
    if (copy.row.status !== 'active' && copy.row.status !== 'paused') return;
    if (this.stopping.has(copy.row.id)) return;
    const equity = this.equityCents(copy);
    if (equity > copyStopLevelCents(copy.row.sizeCents, copy.row.copyStopLossPct)) return;
    this.stopping.add(copy.row.id);
    void this.run(() => this.stopCopy(copy, equity)).finally(() => this.stopping.delete(copy.row.id));
  }

  private async stopCopy(copy: LiveCopy, equityCents: number): Promise<void> {
    if (copy.row.status !== 'active' && copy.row.status !== 'paused') return;
    const atMs = this.deps.clock.nowMs();
    await updateCopyStatus(this.deps.db, copy.row.id, 'stopped', new Date(atMs), false);
    copy.row = { ...copy.row, status: 'stopped' };
    await this.closeAll(copy);
    const trader = this.tradersById.get(copy.row.traderId);
    this.deps.events.publish([
      {
        type: 'copy.stopped',
        userId: copy.row.userId,
        accountId: copy.row.accountId,
        atMs,
        copyId: copy.row.id,
        traderId: copy.row.traderId,
        traderName: trader?.displayName ?? '',
        equityUsd: equityCents / 100,
      },
    ]);
  }

  /** Closes every copied position of the copy; false when one could not be closed (a closed market). */
  async closeAll(copy: LiveCopy): Promise<boolean> {
    let all = true;
    for (const orderId of [...copy.positions.keys()]) {
      if (!(await this.closeFollower(copy, orderId))) all = false;
    }
    return all;
  }

  /** The copy leaves the mirror (unfollowed): no event reaches it any more. */
  dropCopy(copy: LiveCopy): void {
    for (const orderId of [...copy.positions.keys()]) this.releasePosition(copy, orderId);
    this.copies.delete(copy.row.id);
    this.copiesByTrader.get(copy.row.traderId)?.delete(copy.row.id);
  }

  liveCopyOf(accountId: string, traderId: string): LiveCopy | null {
    for (const copyId of this.copiesByTrader.get(traderId) ?? []) {
      const copy = this.copies.get(copyId);
      if (copy?.row.accountId === accountId) return copy;
    }
    return null;
  }

  copiesOfUser(userId: string, traderId: string): LiveCopy[] {
    const copies: LiveCopy[] = [];
    for (const copyId of this.copiesByTrader.get(traderId) ?? []) {
      const copy = this.copies.get(copyId);
      if (copy?.row.userId === userId) copies.push(copy);
    }
    return copies;
  }
}
