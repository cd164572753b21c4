// The trader profiles (migration 010, hidden from 012): who offers their trades to be copied, under
// which name and picture. The copies, the links and the comments have repositories of their own.
import type { Queryable } from '../db/database';

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

export interface TraderDbRow {
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

export const toTrader = (row: TraderDbRow): TraderRow => ({
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
       image_url = EXCLUDED.image_url, allow_copiers = EXCLUDED.allow_copiers,
       updated_at = EXCLUDED.updated_at`,
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
