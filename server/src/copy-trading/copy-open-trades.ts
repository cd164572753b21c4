// The follow's "copy the trader's open trades now" when the trader is in another engine shard: this
// shard's engine holds neither the trader's account nor its positions. The positions are read from
// PostgreSQL, the trader's shard's record. That read runs in the mirror's queue, which also applies
// the trader's closes sent by the trader's shard; since a close is committed before its event
// leaves, a position read as open here is either still open or its close batch comes after this
// work, and closes the copy just opened. The trader's equity (the sizing) is asked of the trader's
// shard's leader, which alone has it live. Each position is then opened by the same opener, sized
// and capped as one process does, and decided once per copy (`copy_links`).
import type { Queryable } from '../db/database';
import { toPositionState } from '../trading/engine-loader';
import { loadOpenPositionsOf } from '../trading/orders-repository';
import type { LiveCopyIndex } from './copy-index';
import { decidedLinks } from './copy-links-repository';
import type { CopyOpener } from './copy-opener';
import { findTrader } from './trader-repository';

/** The trader's equity (assets, USD), answered by the leader of the trader's shard. */
export type TraderEquityUsd = (traderAccountId: string) => Promise<number>;

export interface ForeignOpenTradesDeps {
  db: Queryable;
  index: LiveCopyIndex;
  opener: CopyOpener;
  traderEquityUsd: TraderEquityUsd;
}

/** Copies each open position of another shard's trader into the copy, oldest first. */
export async function copyForeignOpenTrades(
  deps: ForeignOpenTradesDeps,
  traderId: string,
  copyId: string,
): Promise<void> {
  // The profile from the record: this shard's index may not have seen the trader's latest switch.
  const trader = await findTrader(deps.db, traderId);
  if (!trader?.allowCopiers) return;
  deps.index.putTrader(trader);
  const open = (await loadOpenPositionsOf(deps.db, trader.accountId)).map(toPositionState);
  if (open.length === 0) return;
  for (const link of await decidedLinks(
    deps.db,
    open.map((position) => position.id),
  ))
    deps.index.markDecided(link.copyId, link.traderOrderId);
  const equityUsd = await deps.traderEquityUsd(trader.accountId);
  const only = new Set([copyId]);
  for (const position of open)
    await deps.opener.open(trader, position, only, { equityUsd, traderOpen: true });
}
