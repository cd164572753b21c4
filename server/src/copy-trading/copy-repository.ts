// The copy-trading tables (migration 010): trader profiles, copies, copy links and comments. The
// orders and the people are other domains' tables: they are read and tagged through trading's and
// users' repositories, never named here.
// Links are written inside the transaction that records the follower's order (trading's
// openBatch `write`), so "this trader order was mirrored into this copy" and the order itself
// commit together or not at all.
import type { CopyStatus } from '../../../contract/traders';
import type { Queryable } from '../db/database';
import { openCopyOrders, tagCopiedOrders } from '../trading/copied-orders-repository';
import { findUserNames } from '../users/users-repository';
import type { CopyControls } from './copy-controls';

export type StoredCopyStatus = CopyStatus | 'ended';

export interface TraderRow {
  userId: string;
  accountId: string;
  displayName: string;
  bio: string;
  imageUrl: string;
  allowCopiers: boolean;
  seeded: boolean;
  /** Hidden by the broker (migration 012): gone from customers' views, its copies still mirror. */
  hidden: boolean;
}

export interface CopyRow {
  id: string;
  userId: string;
  accountId: string;
  traderId: string;
  sizeCents: number;
  copyStopLossPct: number;
  status: StoredCopyStatus;
  /** Realized profit counts toward the copy stop-loss from here (the follow or the last resume). */
  countedFrom: Date;
  /** The risk controls (migration 018). */
  controls: CopyControls;
}

/** What the mirror decided for one copy and one trader order. */
export interface CopyLinkDecision {
  copyId: string;
  traderOrderId: string;
  followerOrderId: string | null;
  skipReason: string | null;
}

interface TraderDbRow {
  user_id: string;
  account_id: string;
  display_name: string;
  bio: string;
  image_url: string;
  allow_copiers: boolean;
  seeded: boolean;
  hidden: boolean;
}

const TRADER_COLUMNS = 'user_id, account_id, display_name, bio, image_url, allow_copiers, seeded, hidden';

const toTrader = (row: TraderDbRow): TraderRow => ({
  userId: row.user_id,
  accountId: row.account_id,
  displayName: row.display_name,
  bio: row.bio,
  imageUrl: row.image_url,
  allowCopiers: row.allow_copiers,
  seeded: row.seeded,
  hidden: row.hidden,
});

export async function listTraders(db: Queryable, search: string | null): Promise<TraderRow[]> {
  const rows = await db.query<TraderDbRow>(
    `SELECT ${TRADER_COLUMNS} FROM trader_profiles
     WHERE allow_copiers AND NOT hidden AND ($1::text IS NULL OR strpos(lower(display_name), lower($1)) > 0)
     ORDER BY seeded DESC, display_name, user_id`,
    [search],
  );
  return rows.map(toTrader);
}

/**
 * The traders a customer still copies (any status but ended), hidden or opted out included: a
 * follower keeps seeing whom their money follows, so they can pause or leave.
 */
export async function listCopiedTraders(
  db: Queryable,
  userId: string,
  search: string | null,
): Promise<TraderRow[]> {
  const rows = await db.query<TraderDbRow>(
    `SELECT ${TRADER_COLUMNS} FROM trader_profiles
     WHERE user_id IN (SELECT trader_id FROM copies WHERE user_id = $1 AND status <> 'ended')
       AND ($2::text IS NULL OR strpos(lower(display_name), lower($2)) > 0)
     ORDER BY display_name, user_id`,
    [userId, search],
  );
  return rows.map(toTrader);
}

/** Every profile, opted in or not (the mirror still closes copies of a trader who opted out). */
export async function loadAllTraders(db: Queryable): Promise<TraderRow[]> {
  const rows = await db.query<TraderDbRow>(`SELECT ${TRADER_COLUMNS} FROM trader_profiles`);
  return rows.map(toTrader);
}

export async function findTrader(db: Queryable, userId: string): Promise<TraderRow | null> {
  const rows = await db.query<TraderDbRow>(
    `SELECT ${TRADER_COLUMNS} FROM trader_profiles WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ? toTrader(rows[0]) : null;
}

export async function upsertTrader(db: Queryable, trader: TraderRow, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO trader_profiles (user_id, account_id, display_name, bio, image_url, allow_copiers, seeded,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, bio = EXCLUDED.bio,
       image_url = EXCLUDED.image_url, allow_copiers = EXCLUDED.allow_copiers, updated_at = EXCLUDED.updated_at`,
    [
      trader.userId,
      trader.accountId,
      trader.displayName,
      trader.bio,
      trader.imageUrl,
      trader.allowCopiers,
      trader.seeded,
      at,
    ],
  );
}

interface CopyDbRow {
  id: string;
  user_id: string;
  account_id: string;
  trader_id: string;
  size_cents: number;
  copy_stop_loss_pct: number;
  status: StoredCopyStatus;
  counted_from: Date;
  mode: CopyControls['mode'];
  fixed_lot_hundredths: number | null;
  max_lot_hundredths: number | null;
  max_open_trades: number | null;
}

const COPY_COLUMNS =
  'id, user_id, account_id, trader_id, size_cents, copy_stop_loss_pct, status, counted_from, mode, ' +
  'fixed_lot_hundredths, max_lot_hundredths, max_open_trades';

const LOT_HUNDREDTHS_PER_LOT = 100;
const toLots = (hundredths: number | null): number | null =>
  hundredths === null ? null : Number(hundredths) / LOT_HUNDREDTHS_PER_LOT;
const toHundredths = (lots: number | null): number | null =>
  lots === null ? null : Math.round(lots * LOT_HUNDREDTHS_PER_LOT);
/** The controls' columns in order: mode, fixed lots, lots cap, open-trades cap. */
const controlValues = (controls: CopyControls): (string | number | null)[] => [
  controls.mode,
  toHundredths(controls.fixedLots),
  toHundredths(controls.maxLotsPerTrade),
  controls.maxOpenTrades,
];

const toCopy = (row: CopyDbRow): CopyRow => ({
  id: row.id,
  userId: row.user_id,
  accountId: row.account_id,
  traderId: row.trader_id,
  sizeCents: Number(row.size_cents),
  copyStopLossPct: row.copy_stop_loss_pct,
  status: row.status,
  countedFrom: new Date(row.counted_from),
  controls: {
    mode: row.mode,
    fixedLots: toLots(row.fixed_lot_hundredths),
    maxLotsPerTrade: toLots(row.max_lot_hundredths),
    maxOpenTrades: row.max_open_trades === null ? null : Number(row.max_open_trades),
  },
});

/** Every copy not ended: the mirror's working set on start. */
export async function loadLiveCopies(db: Queryable): Promise<CopyRow[]> {
  const rows = await db.query<CopyDbRow>(`SELECT ${COPY_COLUMNS} FROM copies WHERE status <> 'ended'`);
  return rows.map(toCopy);
}

export async function insertCopy(
  db: Queryable,
  copy: Omit<CopyRow, 'id' | 'countedFrom'>,
  at: Date,
): Promise<CopyRow | null> {
  const rows = await db.query<CopyDbRow>(
    `INSERT INTO copies (user_id, account_id, trader_id, size_cents, copy_stop_loss_pct, status, created_at,
       counted_from, mode, fixed_lot_hundredths, max_lot_hundredths, max_open_trades)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11)
     ON CONFLICT (account_id, trader_id) WHERE status <> 'ended' DO NOTHING
     RETURNING ${COPY_COLUMNS}`,
    [
      copy.userId,
      copy.accountId,
      copy.traderId,
      copy.sizeCents,
      copy.copyStopLossPct,
      copy.status,
      at,
      ...controlValues(copy.controls),
    ],
  );
  return rows[0] ? toCopy(rows[0]) : null;
}

/** Following again: the new size, copy stop-loss and risk controls, in one write. */
export async function updateCopySize(
  db: Queryable,
  id: string,
  sizeCents: number,
  pct: number,
  controls: CopyControls,
): Promise<void> {
  await db.query(
    `UPDATE copies SET size_cents = $2, copy_stop_loss_pct = $3, mode = $4, fixed_lot_hundredths = $5,
       max_lot_hundredths = $6, max_open_trades = $7 WHERE id = $1`,
    [id, sizeCents, pct, ...controlValues(controls)],
  );
}

/**
 * A new status. Resuming (and following) restarts the stop-loss count (`counted_from`), so a
 * stopped copy that resumes is not stopped again at once by the losses that stopped it.
 */
export async function updateCopyStatus(
  db: Queryable,
  id: string,
  status: StoredCopyStatus,
  at: Date,
  restartCount: boolean,
): Promise<void> {
  await db.query(
    `UPDATE copies SET status = $2, counted_from = CASE WHEN $4 THEN $3 ELSE counted_from END WHERE id = $1`,
    [id, status, at, restartCount],
  );
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

export interface CommentRow {
  id: string;
  userName: string;
  star: number;
  comment: string;
  createdAt: Date;
}

export async function pageComments(
  db: Queryable,
  traderId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CommentRow[]; total: number }> {
  const totals = await db.query<{ total: number }>(
    'SELECT COUNT(*)::bigint AS total FROM trader_comments WHERE trader_id = $1 AND NOT removed',
    [traderId],
  );
  const rows = await db.query<{
    id: string;
    user_id: string;
    star: number;
    comment: string;
    created_at: Date;
  }>(
    `SELECT id, user_id, star, comment, created_at FROM trader_comments
     WHERE trader_id = $1 AND NOT removed ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [traderId, pageSize, (page - 1) * pageSize],
  );
  const names = await findUserNames(
    db,
    rows.map((row) => row.user_id),
  );
  return {
    total: Number(totals[0]?.total ?? 0),
    rows: rows.flatMap((row) => {
      const author = names.get(row.user_id);
      if (!author) return [];
      return [
        {
          id: row.id,
          // The first name and the surname's initial: a comment shows who wrote it without the full name.
          userName: `${author.name} ${author.surname.slice(0, 1)}.`.trim(),
          star: row.star,
          comment: row.comment,
          createdAt: new Date(row.created_at),
        },
      ];
    }),
  };
}

/**
 * One comment per customer and trader: a second replaces the first, unless the broker removed the
 * first (it stays as it was for the audit trail); then nothing is written and null comes back.
 */
export async function upsertComment(
  db: Queryable,
  traderId: string,
  userId: string,
  star: number,
  comment: string,
  at: Date,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO trader_comments (trader_id, user_id, star, comment, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (trader_id, user_id) DO UPDATE SET star = EXCLUDED.star, comment = EXCLUDED.comment,
       created_at = EXCLUDED.created_at
     WHERE NOT trader_comments.removed
     RETURNING id`,
    [traderId, userId, star, comment, at],
  );
  return rows[0]?.id ?? null;
}
