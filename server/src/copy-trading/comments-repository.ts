// The comments customers leave on a trader (migration 010): one per customer and trader, paged
// newest first. The authors' names are read through users' repository.
import type { Queryable } from '../db/database';
import { findUserNames } from '../users/users-repository';

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
