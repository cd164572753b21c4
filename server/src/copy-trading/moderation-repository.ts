// The SQL of the broker's moderation (migration 012): traders as the back office lists them, with
// their copy counts, every comment of a trader including removed ones, and the row locks a
// decision reads under. The decisions' writes are single UPDATEs of the locked row.
import type { Queryable } from '../db/database';
import { findUserNames } from '../users/users-repository';

export interface ModeratedTrader {
  id: string;
  name: string;
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
  /** Copies that are not ended (active, paused, stopped): what customers see as followCount. */
  followCount: number;
  /** Copies mirroring now (active). */
  copiers: number;
  allowCopiers: boolean;
  seeded: boolean;
  /** Comments customers see (removed ones not counted). */
  comments: number;
}

/** A moderated trader as read: under ModeratedTrader's names, the hiding time still the driver's. */
type TraderDbRow = Omit<ModeratedTrader, 'hiddenAt'> & { hiddenAt: Date | string | null };

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

// The counts are BIGINT, which both drivers read as numbers (db/column-types.ts).
const TRADER_SELECT = `SELECT p.user_id AS id, p.display_name AS name, p.hidden, p.hidden_reason AS "hiddenReason",
    p.hidden_at AS "hiddenAt",
    (SELECT COUNT(*) FROM copies c WHERE c.trader_id = p.user_id AND c.status <> 'ended')::bigint AS "followCount",
    (SELECT COUNT(*) FROM copies c WHERE c.trader_id = p.user_id AND c.status = 'active')::bigint AS copiers,
    p.allow_copiers AS "allowCopiers", p.seeded,
    (SELECT COUNT(*) FROM trader_comments t WHERE t.trader_id = p.user_id AND NOT t.removed)::bigint AS comments
  FROM trader_profiles p`;

const toTrader = (row: TraderDbRow): ModeratedTrader => ({ ...row, hiddenAt: isoOf(row.hiddenAt) });

/** Every trader profile, hidden or not, by name; `search` is a case-insensitive part of the name. */
export async function pageModeratedTraders(
  db: Queryable,
  search: string | null,
  page: number,
  pageSize: number,
): Promise<{ rows: ModeratedTrader[]; total: number }> {
  const where = '($1::text IS NULL OR strpos(lower(p.display_name), lower($1)) > 0)';
  const [rows, counted] = await Promise.all([
    db.query<TraderDbRow>(
      `${TRADER_SELECT} WHERE ${where} ORDER BY p.display_name, p.user_id LIMIT $2 OFFSET $3`,
      [search, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT COUNT(*)::bigint AS total FROM trader_profiles p WHERE ${where}`, [
      search,
    ]),
  ]);
  return { rows: rows.map(toTrader), total: Number(counted[0]?.total ?? 0) };
}

export async function findModeratedTrader(db: Queryable, traderId: string): Promise<ModeratedTrader | null> {
  const rows = await db.query<TraderDbRow>(`${TRADER_SELECT} WHERE p.user_id = $1`, [traderId]);
  return rows[0] ? toTrader(rows[0]) : null;
}

/** The trader's row, locked until the caller's transaction ends; null when there is none. */
export async function lockTrader(
  tx: Queryable,
  traderId: string,
): Promise<{ name: string; hidden: boolean; hiddenReason: string | null } | null> {
  const rows = await tx.query<{ display_name: string; hidden: boolean; hidden_reason: string | null }>(
    'SELECT display_name, hidden, hidden_reason FROM trader_profiles WHERE user_id = $1 FOR UPDATE',
    [traderId],
  );
  const row = rows[0];
  return row ? { name: row.display_name, hidden: row.hidden, hiddenReason: row.hidden_reason } : null;
}

/** Hides (with the reason, who and when) or shows (clearing them) a trader. */
export async function setTraderHidden(
  tx: Queryable,
  traderId: string,
  hide: { reason: string; by: string; at: Date } | null,
): Promise<void> {
  await tx.query(
    `UPDATE trader_profiles SET hidden = $2, hidden_reason = $3, hidden_by = $4, hidden_at = $5
     WHERE user_id = $1`,
    [traderId, hide !== null, hide?.reason ?? null, hide?.by ?? null, hide?.at ?? null],
  );
}

export interface ModeratedComment {
  id: string;
  traderId: string;
  userId: string;
  /** The writer's full name and e-mail: the broker knows who wrote what. */
  userName: string;
  email: string;
  star: number;
  comment: string;
  createdAt: string;
  removed: boolean;
  removedReason: string | null;
  removedAt: string | null;
}

interface CommentDbRow {
  id: string;
  trader_id: string;
  user_id: string;
  star: number;
  comment: string;
  created_at: Date | string;
  removed: boolean;
  removed_reason: string | null;
  removed_at: Date | string | null;
}

const COMMENT_SELECT = `SELECT t.id, t.trader_id, t.user_id, t.star, t.comment,
    t.created_at, t.removed, t.removed_reason, t.removed_at
  FROM trader_comments t`;

interface CommentAuthor {
  name: string;
  surname: string;
  email: string;
}

function toComment(row: CommentDbRow, author: CommentAuthor): ModeratedComment {
  return {
    id: row.id,
    traderId: row.trader_id,
    userId: row.user_id,
    userName: `${author.name} ${author.surname}`,
    email: author.email,
    star: row.star,
    comment: row.comment,
    createdAt: new Date(row.created_at).toISOString(),
    removed: row.removed,
    removedReason: row.removed_reason,
    removedAt: isoOf(row.removed_at),
  };
}

/** The comments with their authors (read through the users' repository), in the rows' order. */
async function withAuthors(db: Queryable, rows: readonly CommentDbRow[]): Promise<ModeratedComment[]> {
  const authors = await findUserNames(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.flatMap((row) => {
    const author = authors.get(row.user_id);
    return author ? [toComment(row, author)] : [];
  });
}

/** Every comment of a trader, removed ones too, newest first. */
export async function pageModeratedComments(
  db: Queryable,
  traderId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: ModeratedComment[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.query<CommentDbRow>(
      `${COMMENT_SELECT} WHERE t.trader_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
      [traderId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      'SELECT COUNT(*)::bigint AS total FROM trader_comments WHERE trader_id = $1',
      [traderId],
    ),
  ]);
  return { rows: await withAuthors(db, rows), total: Number(counted[0]?.total ?? 0) };
}

export async function findModeratedComment(
  db: Queryable,
  commentId: string,
): Promise<ModeratedComment | null> {
  const rows = await db.query<CommentDbRow>(`${COMMENT_SELECT} WHERE t.id = $1`, [commentId]);
  return (await withAuthors(db, rows))[0] ?? null;
}

/** The comment's row, locked until the caller's transaction ends; null when there is none. */
export async function lockComment(
  tx: Queryable,
  commentId: string,
): Promise<{ traderId: string; star: number; comment: string; removed: boolean } | null> {
  const rows = await tx.query<{ trader_id: string; star: number; comment: string; removed: boolean }>(
    'SELECT trader_id, star, comment, removed FROM trader_comments WHERE id = $1 FOR UPDATE',
    [commentId],
  );
  const row = rows[0];
  return row ? { traderId: row.trader_id, star: row.star, comment: row.comment, removed: row.removed } : null;
}

export async function markCommentRemoved(
  tx: Queryable,
  commentId: string,
  removal: { reason: string; by: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE trader_comments SET removed = TRUE, removed_reason = $2, removed_by = $3, removed_at = $4
     WHERE id = $1`,
    [commentId, removal.reason, removal.by, removal.at],
  );
}
