// The trader's side of copy trading across shards: a domain event of one of this shard's accounts
// becomes one batch per other shard that holds followers of that account's trader (copy-batch.ts).
// The trader and its copies are read from PostgreSQL at each fill, not from the mirror's memory:
// follows are decided on the followers' shards, so only the database knows them all.
import type { Queryable } from '../db/database';
import type { PositionState } from '../engine/engine-types';
import type { DomainEvent } from '../events/domain-events';
import { groupCopiesByShard, type CopyBatch, type CopyBatchFill, type TraderCopyRef } from './copy-batch';
import type { CopyTradingPort } from './copy-trading-port';
import { toTrader, type TraderDbRow, type TraderRow } from './trader-repository';

export interface CopyFillsDeps {
  trading: Pick<CopyTradingPort, 'figures' | 'engine'>;
  /** This leader's shard and the shard rule. */
  ownShard: number;
  shardOf: (accountId: string) => number;
}

interface TraderCopies {
  trader: TraderRow;
  copies: TraderCopyRef[];
}

/** The trader whose account this is, with its copies not ended; null when it is no trader. */
async function traderCopies(db: Queryable, accountId: string): Promise<TraderCopies | null> {
  const rows = await db.query<TraderDbRow & { copy_id: string | null; follower_account_id: string | null }>(
    `SELECT t.user_id, t.account_id, t.display_name, t.bio, t.image_url, t.allow_copiers, t.seeded,
       t.hidden, c.id AS copy_id, c.account_id AS follower_account_id
     FROM trader_profiles t LEFT JOIN copies c ON c.trader_id = t.user_id AND c.status <> 'ended'
     WHERE t.account_id = $1 ORDER BY c.id`,
    [accountId],
  );
  if (rows.length === 0) return null;
  const trader = toTrader(rows[0]);
  const copies = rows.flatMap((row) =>
    row.copy_id !== null && row.follower_account_id !== null
      ? [{ copyId: row.copy_id, followerAccountId: row.follower_account_id }]
      : [],
  );
  return { trader, copies };
}

/** What the followers' shards must do for this event, or null when the event is not a trader fill. */
async function fillOf(
  deps: CopyFillsDeps,
  trader: TraderRow,
  event: DomainEvent,
): Promise<CopyBatchFill | null> {
  switch (event.type) {
    case 'order.opened':
    case 'order.triggered':
      return trader.allowCopiers ? openFill(deps, trader, event.position) : null;
    case 'order.closed':
    case 'order.partiallyClosed':
      return { kind: 'close', close: event.close };
    case 'order.modified':
      // A trailing stop's own move is not mirrored: every copy's stop trails on its own ticks.
      if (event.trailing) return null;
      return {
        kind: 'modify',
        traderOrderId: event.orderId,
        update: {
          stopLoss: event.stopLoss,
          takeProfit: event.takeProfit,
          ...(event.trailingDistance === undefined ? {} : { trailingDistance: event.trailingDistance }),
        },
      };
    default:
      return null;
  }
}

async function openFill(
  deps: CopyFillsDeps,
  trader: TraderRow,
  position: PositionState,
): Promise<CopyBatchFill | null> {
  if (position.status !== 'open') return null;
  const equityUsd = (await deps.trading.figures(trader.accountId)).assets;
  const traderOpen = deps.trading.engine.position(position.id) !== null;
  return { kind: 'open', trader, position, equityUsd, traderOpen };
}

const MIRRORED = new Set<DomainEvent['type']>([
  'order.opened',
  'order.triggered',
  'order.closed',
  'order.partiallyClosed',
  'order.modified',
]);

/** The batch for each follower shard of this event's trader; empty for any other event. */
export async function copyBatchesOf(
  deps: CopyFillsDeps,
  db: Queryable,
  event: DomainEvent,
): Promise<Map<number, CopyBatch>> {
  const batches = new Map<number, CopyBatch>();
  const { accountId } = event;
  if (!MIRRORED.has(event.type) || !accountId || deps.shardOf(accountId) !== deps.ownShard) return batches;
  const found = await traderCopies(db, accountId);
  if (!found) return batches;
  const byShard = groupCopiesByShard(found.copies, deps.shardOf, deps.ownShard);
  if (byShard.size === 0) return batches;
  const fill = await fillOf(deps, found.trader, event);
  if (!fill) return batches;
  for (const [shard, copyIds] of byShard) batches.set(shard, { eventId: event.seq, copyIds, fill });
  return batches;
}
