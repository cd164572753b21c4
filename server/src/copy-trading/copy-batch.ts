// Copy trading across engine shards: what a trader's shard leader sends the leader of each shard
// that holds followers of that trader (one batch per shard and trader fill), and the pure rule
// that groups the trader's copies by their followers' shards. The trader's shard decides what only
// it knows (the trader's equity, whether the trader's position is still open); the follower's
// shard decides everything about its own accounts (copy-batch-apply.ts).
import type { StopTakeUpdate } from '../../../contract/entities';
import type { PositionClosedEffect, PositionState } from '../engine/engine-types';
import type { TraderRow } from './trader-repository';

/** A trader's open, with the facts the trader's shard alone has. */
export interface CopyBatchOpen {
  kind: 'open';
  trader: TraderRow;
  position: PositionState;
  /** The trader's equity (assets, USD) when the batch was made: the copies' sizing. */
  equityUsd: number;
  /** Whether the trader's position was still open then; when not, each copy is TRADER_CLOSED. */
  traderOpen: boolean;
}

export type CopyBatchFill =
  | CopyBatchOpen
  | { kind: 'close'; close: PositionClosedEffect }
  | { kind: 'modify'; traderOrderId: string; update: StopTakeUpdate };

export interface CopyBatch {
  /** The trader's domain event (its outbox id): the logs name it. */
  eventId: number;
  /** The trader's copies whose followers are in the receiving shard. */
  copyIds: string[];
  fill: CopyBatchFill;
}

/** A live copy of the trader, as the trader's shard reads it. */
export interface TraderCopyRef {
  copyId: string;
  followerAccountId: string;
}

/**
 * The trader's copies per follower shard, the trader's own shard left out (its leader mirrors
 * those through its in-process events, as one process does). Ids in the order given.
 */
export function groupCopiesByShard(
  copies: readonly TraderCopyRef[],
  shardOf: (accountId: string) => number,
  ownShard: number,
): Map<number, string[]> {
  const byShard = new Map<number, string[]>();
  for (const copy of copies) {
    const shard = shardOf(copy.followerAccountId);
    if (shard === ownShard) continue;
    const ids = byShard.get(shard);
    if (ids) ids.push(copy.copyId);
    else byShard.set(shard, [copy.copyId]);
  }
  return byShard;
}
