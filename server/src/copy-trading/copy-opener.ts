// The opener: a trader's fill opens each active copy's position at once, all followers in one
// engine run (so they fill on the trader's quote) and one transaction that also writes a copy link
// per copy and trader order (the primary key refuses a second one, so a replayed event or a restart
// never mirrors twice). Each copy is sized in proportion to its size and the trader's equity,
// under its controls (copy-controls.ts); a copy that gets no position is recorded as skipped with
// the reason and told so. Trader opens the mirror never saw (the server was down) are recorded as
// skipped ('MISSED'), not opened late at a price the trader never had. The profile's product
// switches (compliance/product-switches.ts) skip the copy too: with copy trading off no new trader
// open is copied ('COPY_TRADING_OFF'; closes still follow), with crypto off no crypto one
// ('CRYPTO_OFF').
import type { ProductSwitches } from '../../../contract/compliance';
import type { Clock } from '../clock';
import { isCryptoSymbol } from '../compliance/product-switches';
import type { Database, Queryable } from '../db/database';
import { findInstrument } from '../engine/catalogue';
import type { Instrument, PositionState } from '../engine/engine-types';
import type { DomainEventBody } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import type { BatchOpen, BatchOpenOrder, BatchOutcome } from '../trading/trading-service';
import type { CopyTradingPort } from './copy-trading-port';
import { atOpenTradesCap, controlledLots, MAX_OPEN_TRADES_REASON } from './copy-controls';
import type { LiveCopy, LiveCopyIndex } from './copy-index';
import { writeCopyLinks, type CopyLinkDecision } from './copy-links-repository';
import type { TraderRow } from './trader-repository';
import { copyLots, type CopyLotsDecision } from './copy-sizing';

export interface CopyOpenerDeps {
  db: Database;
  clock: Clock;
  trading: CopyTradingPort;
  events: DomainEventBus;
  index: LiveCopyIndex;
  /** The profile's switches; absent: every product is offered. */
  products?: ProductSwitches;
}

/** Why the profile leaves a trader's open on `symbol` uncopied, or null when it is offered. */
export function productSkipReason(products: ProductSwitches | undefined, symbol: string): string | null {
  if (!products) return null;
  if (!products.copyTrading) return 'COPY_TRADING_OFF';
  if (!products.crypto && isCryptoSymbol(symbol)) return 'CRYPTO_OFF';
  return null;
}

/**
 * What only the trader's shard knows, sent along when the trader is in another shard
 * (copy-batch.ts); without it the opener asks its own engine.
 */
export interface TraderFacts {
  equityUsd: number;
  traderOpen: boolean;
}

interface SizedCopies {
  skipped: CopyLinkDecision[];
  placing: LiveCopy[];
  orders: BatchOpenOrder[];
}

export class CopyOpener {
  constructor(private readonly deps: CopyOpenerDeps) {}

  /** The trader's new position, into each of the trader's copies not yet decided for it. */
  async open(
    trader: TraderRow,
    position: PositionState,
    copyIds: ReadonlySet<string> | undefined,
    facts?: TraderFacts,
  ): Promise<void> {
    if (position.status !== 'open') return;
    const instrument = findInstrument(position.symbol);
    if (!copyIds || copyIds.size === 0 || !instrument) return;
    const equityUsd = facts?.equityUsd ?? (await this.deps.trading.figures(trader.accountId)).assets;
    // The trader closed before its open reached the copies (or the event is a replay): copying it
    // now would only open and close at once, paying the spread; it is recorded, not copied.
    const traderOpen = facts?.traderOpen ?? this.deps.trading.engine.position(position.id) !== null;
    const { skipped, placing, orders } = this.sizeCopies(copyIds, position, instrument, {
      equityUsd,
      traderOpen,
    });
    if (skipped.length + placing.length === 0) return;
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
    await this.deps.trading.openBatch(batch, write);
    this.afterOpen(trader, position, decisions, lotsByOrder, atMs);
  }

  /** Records trader opens the mirror never saw, for each active copy counted from before them. */
  async recordMissed(
    traderOpen: readonly { id: string; accountId: string; openedAt: Date }[],
  ): Promise<void> {
    const { index } = this.deps;
    const missed: CopyLinkDecision[] = [];
    for (const order of traderOpen) {
      const trader = index.traderOfAccount(order.accountId);
      for (const copyId of index.copyIdsOf(trader?.userId ?? '') ?? []) {
        const copy = index.copies.get(copyId);
        if (!copy || copy.row.status !== 'active' || order.openedAt < copy.row.countedFrom) continue;
        if (index.isDecided(copyId, order.id)) continue;
        missed.push({ copyId, traderOrderId: order.id, followerOrderId: null, skipReason: 'MISSED' });
      }
    }
    if (missed.length === 0) return;
    const at = new Date(this.deps.clock.nowMs());
    await this.deps.db.transaction(async (tx) => {
      for (const decision of missed) {
        const copy = index.copies.get(decision.copyId);
        const trader = copy ? index.traderOf(copy.row.traderId) : null;
        if (trader)
          await writeCopyLinks(tx, [decision], { traderId: trader.userId, name: trader.displayName }, at);
      }
    });
    for (const decision of missed) index.markDecided(decision.copyId, decision.traderOrderId);
  }

  /**
   * Each active copy not yet decided for this trader order, with its lots for the trader's fill or
   * why it is skipped (too small, the trader closed). Copies of one size share one sizing.
   */
  private sizeCopies(
    copyIds: Iterable<string>,
    position: PositionState,
    instrument: Instrument,
    { equityUsd, traderOpen: stillOpen }: TraderFacts,
  ): SizedCopies {
    const sized: SizedCopies = { skipped: [], placing: [], orders: [] };
    const decided = this.deps.index.decidedFor(position.id);
    const sizing = new Map<number, CopyLotsDecision>();
    const productSkip = productSkipReason(this.deps.products, position.symbol);
    for (const copyId of copyIds) {
      const copy = this.deps.index.copies.get(copyId);
      if (copy?.row.status !== 'active' || decided?.has(copyId)) continue;
      const lots =
        productSkip !== null
          ? { ok: false as const, reason: productSkip }
          : stillOpen
            ? this.controlledSizing(copy, position, instrument, equityUsd, sizing)
            : { ok: false as const, reason: 'TRADER_CLOSED' };
      if (!lots.ok) {
        sized.skipped.push({
          copyId,
          traderOrderId: position.id,
          followerOrderId: null,
          skipReason: lots.reason,
        });
        continue;
      }
      sized.placing.push(copy);
      sized.orders.push({ accountId: copy.row.accountId, lots: lots.lots });
    }
    return sized;
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

  /** Marks each copy decided, holds the opened positions and tells the followers. */
  private afterOpen(
    trader: TraderRow,
    position: PositionState,
    decisions: CopyLinkDecision[],
    lotsByOrder: ReadonlyMap<string, number>,
    atMs: number,
  ): void {
    const published: DomainEventBody[] = [];
    for (const decision of decisions) {
      this.deps.index.markDecided(decision.copyId, decision.traderOrderId);
      const copy = this.deps.index.copies.get(decision.copyId);
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
      this.deps.index.holdPosition(
        copy,
        decision.followerOrderId,
        copy.row.accountId,
        position.symbol,
        position.id,
      );
      published.push({
        ...subject,
        ...about,
        type: 'copy.traded',
        action: 'opened',
        orderId: decision.followerOrderId,
        symbol: position.symbol,
        side: position.side,
        lots: lotsByOrder.get(decision.followerOrderId) ?? 0,
      });
    }
    this.deps.events.publish(published);
  }
}
