// The follower's side of copy trading across shards: a batch from the trader's shard leader
// (copy-batch.ts) applied to this shard's copies, in the mirror's queue like any event. Exactly
// once per (copy, trader order) across re-sends and a failover of this shard's leader: before
// opening, the copy links already committed for the trader order are read from PostgreSQL (the
// record a dead leader left), so a decided copy is not decided again; the links' primary key
// (copy, trader order), written in the fenced transaction of the copied orders, refuses a second
// one should anything slip past. A full close and a stop/take edit repeat harmlessly (a copied
// position already closed is no error, the same levels twice are the same levels); a partial close
// would close the same share again, so each copy's application of the trader's closed piece is
// recorded with the follower's close, and copies that took it already are skipped
// (copy-close-pieces.ts): in PostgreSQL, so a new leader of this shard knows them too.
import type { Queryable } from '../db/database';
import type { PositionClosedEffect } from '../engine/engine-types';
import type { CopyBatch, CopyBatchOpen } from './copy-batch';
import { copiesThatTookPiece, recordClosePiece } from './copy-close-pieces';
import type { CopyCloser } from './copy-closer';
import type { LiveCopyIndex } from './copy-index';
import { decidedLinks } from './copy-links-repository';
import type { CopyOpener } from './copy-opener';

export interface CopyBatchApplyDeps {
  db: Queryable;
  index: LiveCopyIndex;
  opener: CopyOpener;
  closer: CopyCloser;
}

export async function applyCopyBatch(deps: CopyBatchApplyDeps, batch: CopyBatch): Promise<void> {
  const { fill } = batch;
  switch (fill.kind) {
    case 'open':
      return applyOpen(deps, batch.copyIds, fill);
    case 'close':
      return applyClose(deps, fill.close);
    case 'modify':
      return deps.closer.modifyFollowers(fill.traderOrderId, fill.update);
  }
}

async function applyOpen(deps: CopyBatchApplyDeps, copyIds: readonly string[], fill: CopyBatchOpen) {
  const { index } = deps;
  const { trader, position } = fill;
  // The trader's profile as its shard read it now (a new trader, a new name).
  index.putTrader(trader);
  const openedAtMs = position.openedAtMs ?? Number.POSITIVE_INFINITY;
  // Copies of this shard only, and not one counted from after the trader's open (a follow made
  // while the event was on its way gets the trader's next trades, as in one process).
  const mine = copyIds.filter((copyId) => {
    const copy = index.copies.get(copyId);
    return copy?.row.traderId === trader.userId && copy.row.countedFrom.getTime() <= openedAtMs;
  });
  if (mine.length === 0) return;
  for (const link of await decidedLinks(deps.db, [position.id]))
    index.markDecided(link.copyId, link.traderOrderId);
  await deps.opener.open(trader, position, new Set(mine), {
    equityUsd: fill.equityUsd,
    traderOpen: fill.traderOpen,
  });
}

/** A full close as in one process; a partial one skips the copies that took the piece already. */
async function applyClose(deps: CopyBatchApplyDeps, close: PositionClosedEffect): Promise<void> {
  if (close.id === close.sourceId) return deps.closer.traderClosed(close);
  const took = await copiesThatTookPiece(deps.db, close.id);
  await deps.closer.traderClosed(close, {
    took,
    record: (copyId, followerOrderId) => (tx) =>
      recordClosePiece(tx, {
        copyId,
        traderPieceId: close.id,
        traderOrderId: close.sourceId,
        followerOrderId,
      }),
  });
}
