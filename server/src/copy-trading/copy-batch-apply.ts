// The follower's side of copy trading across shards: a batch from the trader's shard leader
// (copy-batch.ts) applied to this shard's copies, in the mirror's queue like any event. Exactly
// once per (copy, trader order) across re-sends and a failover of this shard's leader: before
// opening, the copy links already committed for the trader order are read from PostgreSQL (the
// record a dead leader left), so a decided copy is not decided again; the links' primary key
// (copy, trader order), written in the fenced transaction of the copied orders, refuses a second
// one should anything slip past. A full close and a stop/take edit repeat harmlessly (a copied
// position already closed is no error, the same levels twice are the same levels); a partial close
// would close the same share again, so the trader's closes applied are remembered by the closed
// piece's id (in memory: a new leader of this shard does not know them, the one case not covered).
import type { Queryable } from '../db/database';
import type { CopyBatch, CopyBatchOpen } from './copy-batch';
import type { CopyCloser } from './copy-closer';
import type { LiveCopyIndex } from './copy-index';
import { decidedLinks } from './copy-links-repository';
import type { CopyOpener } from './copy-opener';

export interface CopyBatchApplyDeps {
  db: Queryable;
  index: LiveCopyIndex;
  opener: CopyOpener;
  closer: CopyCloser;
  /** The ids of the trader's closed pieces already applied here (the mirror keeps it). */
  closesApplied: Set<string>;
}

/** Closed pieces remembered; the oldest are forgotten first. */
const CLOSES_REMEMBERED = 10_000;

/** False when this closed piece of the trader was applied before; else remembers it. */
function firstTime(closesApplied: Set<string>, closeId: string): boolean {
  if (closesApplied.has(closeId)) return false;
  closesApplied.add(closeId);
  if (closesApplied.size > CLOSES_REMEMBERED)
    closesApplied.delete(closesApplied.values().next().value as string);
  return true;
}

export async function applyCopyBatch(deps: CopyBatchApplyDeps, batch: CopyBatch): Promise<void> {
  const { fill } = batch;
  switch (fill.kind) {
    case 'open':
      return applyOpen(deps, batch.copyIds, fill);
    case 'close':
      if (!firstTime(deps.closesApplied, fill.close.id)) return;
      return deps.closer.traderClosed(fill.close);
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
