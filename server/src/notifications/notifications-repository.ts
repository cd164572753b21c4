// SQL for the bell. Rows are written in batches (one INSERT of up to NOTIFICATION_BATCH_ROWS_MAX
// rows from arrays), read a page at a time newest first, and marked read by the owner only.
import type { Notification } from '../../../contract/entities';
import type { Queryable } from '../db/database';

export interface NewNotification {
  id: string;
  userId: string;
  kind: string;
  title: string;
  text: string;
  createdAtMs: number;
}

interface NotificationRow {
  id: string;
  title: string;
  text: string;
  read: boolean;
  created_at: Date | string;
}

export function toNotification(row: {
  id: string;
  title: string;
  text: string;
  read: boolean;
  createdAtMs: number;
}): Notification {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    read: row.read,
    date: new Date(row.createdAtMs).toISOString(),
  };
}

/** One statement for the whole batch: arrays travel as parameters, so its size is not in the SQL. */
export async function insertNotifications(db: Queryable, batch: readonly NewNotification[]): Promise<void> {
  if (batch.length === 0) return;
  await db.query(
    `INSERT INTO notifications (id, user_id, kind, title, text, created_at)
     SELECT id, user_id, kind, title, text, created_at::timestamptz
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       AS batch (id, user_id, kind, title, text, created_at)`,
    [
      batch.map((row) => row.id),
      batch.map((row) => row.userId),
      batch.map((row) => row.kind),
      batch.map((row) => row.title),
      batch.map((row) => row.text),
      batch.map((row) => new Date(row.createdAtMs).toISOString()),
    ],
  );
}

/**
 * The same notification for every customer (operators get none), in one INSERT … SELECT inside
 * the caller's transaction; answers each stored row, for the live push after the commit.
 */
export async function insertForEveryCustomer(
  tx: Queryable,
  content: { kind: string; title: string; text: string },
  at: Date,
): Promise<NewNotification[]> {
  const rows = await tx.query<{ id: string; user_id: string }>(
    `INSERT INTO notifications (id, user_id, kind, title, text, created_at)
     SELECT gen_random_uuid()::text, id, $1, $2, $3, $4 FROM users WHERE role = 'customer'
     RETURNING id, user_id`,
    [content.kind, content.title, content.text, at],
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, ...content, createdAtMs: at.getTime() }));
}

export interface NotificationsPageRows {
  rows: Notification[];
  total: number;
  unread: number;
}

export async function listNotifications(
  db: Queryable,
  userId: string,
  page: number,
  pageSize: number,
): Promise<NotificationsPageRows> {
  const [rows, counts] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT id, title, text, read, created_at FROM notifications WHERE user_id = $1
       ORDER BY seq DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT COUNT(*)::bigint AS total, COUNT(*) FILTER (WHERE NOT read)::bigint AS unread
       FROM notifications WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return {
    rows: rows.map((row) => toNotification({ ...row, createdAtMs: new Date(row.created_at).getTime() })),
    total: counts[0]?.total ?? 0,
    unread: counts[0]?.unread ?? 0,
  };
}

/** Marks the owner's notifications read (some by id, or all) and answers how many stay unread. */
export async function markRead(
  db: Queryable,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<number> {
  if (ids === 'all') {
    await db.query('UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read', [userId]);
  } else if (ids.length > 0) {
    await db.query(
      'UPDATE notifications SET read = true WHERE user_id = $1 AND id = ANY($2::text[]) AND NOT read',
      [userId, ids],
    );
  }
  const rows = await db.query<{ unread: number }>(
    'SELECT COUNT(*)::bigint AS unread FROM notifications WHERE user_id = $1 AND NOT read',
    [userId],
  );
  return rows[0]?.unread ?? 0;
}
