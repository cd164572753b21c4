// The closing side of the mirror: a trader's close closes every copy of that position (a partial
// close closes the same share of each copy, on the symbol's lot step), a trader's stop/take edit
// is passed on to the copies, and a copied position that closed for any reason (the trader's
// close, its own stop, the follower) counts towards the copy's realized profit and tells the
// follower. A copied position already gone when the mirror closes it is no error.
import type { StopTakeUpdate } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import { isDomainError } from '../domain/domain-error';
import { findInstrument } from '../engine/catalogue';
import type { PositionClosedEffect } from '../engine/engine-types';
import type { DomainEventBus } from '../events/event-bus';
import type { LiveCopy, LiveCopyIndex } from './copy-index';
import type { CopyTradingPort } from './copy-trading-port';
import { proportionalCloseLots } from './copy-sizing';

export interface CopyCloserLogger {
  warn(details: object, message: string): void;
}

export interface CopyCloserDeps {
  trading: Pick<CopyTradingPort, 'close' | 'modify' | 'engine'>;
  events: DomainEventBus;
  index: LiveCopyIndex;
  logger: CopyCloserLogger;
  /** After a copied position closed: the copy stop-loss looks at the copy again. */
  closed(copy: LiveCopy): void;
}

/**
 * For a partial close sent by the trader's shard (copy-close-pieces.ts): the copies that took this
 * piece already, skipped, and the record each new application writes with its close.
 */
export interface PieceLedger {
  took: ReadonlySet<string>;
  record(copyId: string, followerOrderId: string): (tx: Queryable) => Promise<void>;
}

export class CopyCloser {
  constructor(private readonly deps: CopyCloserDeps) {}

  /** A trader's position closed (or partly): its copies follow in proportion. */
  async traderClosed(close: PositionClosedEffect, pieces?: PieceLedger): Promise<void> {
    const { index } = this.deps;
    const full = close.id === close.sourceId;
    if (full) index.forgetDecided(close.sourceId);
    const followers = index.followersOf(close.sourceId);
    if (!followers) return;
    for (const [copyId, orderId] of [...followers]) {
      const copy = index.copies.get(copyId);
      if (!copy) continue;
      if (full) {
        await this.closeFollower(copy, orderId);
        continue;
      }
      if (pieces?.took.has(copyId)) continue;
      const lots = this.deps.trading.engine.position(orderId)?.lots;
      const instrument = findInstrument(close.symbol);
      if (lots === undefined || !instrument) continue;
      const closing = proportionalCloseLots(lots, close.lots, close.remainingLots, instrument.min);
      if (closing === null) continue;
      await this.closeFollower(
        copy,
        orderId,
        closing < lots ? closing : undefined,
        pieces?.record(copyId, orderId),
      );
    }
    if (full) index.forgetFollowers(close.sourceId);
  }

  /** A copied position (or a piece of it) closed, for whatever reason: count it, maybe stop the copy. */
  followerClosed(copyId: string, close: PositionClosedEffect): void {
    const copy = this.deps.index.copies.get(copyId);
    if (!copy) return;
    copy.realizedCents += close.realizedCents;
    const trader = this.deps.index.traderOf(copy.row.traderId);
    if (close.id === close.sourceId) {
      this.deps.index.releasePosition(copy, close.sourceId);
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
    this.deps.closed(copy);
  }

  /**
   * Closes a copied position; one already gone (its own stop, the follower) is no error. `write`
   * commits with the close (the record of a partial close applied for another shard's trader).
   */
  async closeFollower(
    copy: LiveCopy,
    orderId: string,
    lots?: number,
    write?: (tx: Queryable) => Promise<void>,
  ): Promise<boolean> {
    try {
      await this.deps.trading.close(copy.row.accountId, orderId, lots, write);
      return true;
    } catch (error) {
      if (isDomainError(error, 'POSITION_NOT_FOUND') || isDomainError(error, 'ALREADY_CLOSED')) {
        this.deps.index.releasePosition(copy, orderId);
        return true;
      }
      this.deps.logger.warn({ err: error, orderId }, 'a copied position could not be closed');
      return false;
    }
  }

  /** Closes every copied position of the copy; false when one could not be closed (a closed market). */
  async closeAll(copy: LiveCopy): Promise<boolean> {
    let all = true;
    for (const orderId of [...copy.positions.keys()]) {
      if (!(await this.closeFollower(copy, orderId))) all = false;
    }
    return all;
  }

  /** The trader's new stop/take, onto each copy of that position. */
  async modifyFollowers(traderOrderId: string, update: StopTakeUpdate): Promise<void> {
    for (const [copyId, orderId] of this.deps.index.followersOf(traderOrderId) ?? []) {
      const copy = this.deps.index.copies.get(copyId);
      if (!copy) continue;
      try {
        await this.deps.trading.modify(copy.row.accountId, orderId, update);
      } catch (error) {
        // A level the follower's price has already passed is refused there; the copy keeps its own.
        this.deps.logger.warn({ err: error, orderId }, 'a copied position kept its stops');
      }
    }
  }
}
