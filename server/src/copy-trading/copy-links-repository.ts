// The copy links (migration 010): for each copy and trader order, the follower order it opened or
// why it was skipped. Links are written inside the transaction that records the follower's order
// (trading's openBatch `write`), so "this trader order was mirrored into this copy" and the order
// itself commit together or not at all. The orders are trading's table, read and tagged through
// its repository.
import type { Queryable } from '../db/database';
import { openCopyOrders, tagCopiedOrders } from '../trading/copied-orders-repository';

/** What the mirror decided for one copy and one trader order. */
export interface CopyLinkDecision {
  copyId: string;
  traderOrderId: string;
  followerOrderId: string | null;
  skipReason: string | null;
}

export interface OpenCopiedOrder {
  id: string;
  copyId: string;
  accountId: string;
  symbol: string;
  lots: number;
  traderOrderId: string | null;
}

/** The copied positions still open, with the trader order each copies (for a restart). */
export async function loadOpenCopiedOrders(db: Queryable): Promise<OpenCopiedOrder[]> {
  const open = await openCopyOrders(db);
  if (open.length === 0) return [];
  const links = await db.query<{ copy_id: string; follower_order_id: string; trader_order_id: string }>(
    `SELECT copy_id, follower_order_id::text AS follower_order_id, trader_order_id::text AS trader_order_id
     FROM copy_links WHERE follower_order_id = ANY($1::bigint[])`,
    [open.map((order) => order.id)],
  );
  const traderOrderOf = new Map(
    links.map((link) => [`${link.copy_id}:${link.follower_order_id}`, link.trader_order_id]),
  );
  return open.map((order) => ({
    ...order,
    traderOrderId: traderOrderOf.get(`${order.copyId}:${order.id}`) ?? null,
  }));
}

/** The copies already decided (opened or skipped) for these trader orders. */
export async function decidedLinks(
  db: Queryable,
  traderOrderIds: readonly string[],
): Promise<{ copyId: string; traderOrderId: string }[]> {
  if (traderOrderIds.length === 0) return [];
  const rows = await db.query<{ copy_id: string; trader_order_id: string }>(
    `SELECT copy_id, trader_order_id::text AS trader_order_id FROM copy_links
     WHERE trader_order_id = ANY($1::bigint[])`,
    [traderOrderIds],
  );
  return rows.map((row) => ({ copyId: row.copy_id, traderOrderId: row.trader_order_id }));
}

/**
 * Records the mirror's decisions and tags the copied orders, in the caller's transaction (the
 * one that inserts those orders). The primary key (copy, trader order) refuses a second decision.
 */
export async function writeCopyLinks(
  tx: Queryable,
  decisions: readonly CopyLinkDecision[],
  trader: { traderId: string; name: string },
  at: Date,
): Promise<void> {
  if (decisions.length === 0) return;
  // With an order among them a second decision must roll the order back; skips alone (a replayed
  // event) may simply find theirs already there.
  const onlySkips = decisions.every((decision) => decision.followerOrderId === null);
  await tx.query(
    `INSERT INTO copy_links (copy_id, trader_order_id, follower_order_id, skip_reason, created_at)
     SELECT copy_id, trader_order_id, follower_order_id, skip_reason, $5
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[])
       AS link(copy_id, trader_order_id, follower_order_id, skip_reason)
     ${onlySkips ? 'ON CONFLICT DO NOTHING' : ''}`,
    [
      decisions.map((decision) => decision.copyId),
      decisions.map((decision) => decision.traderOrderId),
      decisions.map((decision) => decision.followerOrderId),
      decisions.map((decision) => decision.skipReason),
      at,
    ],
  );
  const opened = decisions.filter((decision) => decision.followerOrderId !== null);
  if (opened.length === 0) return;
  const tags = opened.map((decision) => ({
    orderId: decision.followerOrderId ?? '',
    copyId: decision.copyId,
  }));
  await tagCopiedOrders(tx, tags, trader);
}
