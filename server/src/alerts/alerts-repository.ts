// SQL for the price alerts. A new alert is counted against the limit with the customer's row
// locked, so two requests at once cannot both take the fiftieth place. Firing is one guarded
// UPDATE per tick's batch: only rows still active change, and only those are answered, so an
// alert deleted (or fired) meanwhile is not announced.
import type { AlertCondition, AlertSide, PriceAlert } from '../../../contract/alerts';
import type { Queryable } from '../db/database';
import type { BookedAlert, FiredAlert } from './alert-book';

interface AlertRow {
  id: string;
  user_id: string;
  symbol: string;
  side: AlertSide;
  condition: AlertCondition;
  price: number;
  note: string | null;
  active: boolean;
  created_at: Date;
  triggered_at: Date | null;
  triggered_price: number | null;
}

const COLUMNS =
  'id, user_id, symbol, side, condition, price, note, active, created_at, triggered_at, triggered_price';

export function toPriceAlert(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    condition: row.condition,
    price: row.price,
    note: row.note,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    triggeredAt: row.triggered_at?.toISOString() ?? null,
    triggeredPrice: row.triggered_price,
  };
}

export const toBookedAlert = (row: AlertRow): BookedAlert => ({
  id: row.id,
  userId: row.user_id,
  symbol: row.symbol,
  side: row.side,
  condition: row.condition,
  price: row.price,
});

export interface NewAlert {
  userId: string;
  symbol: string;
  side: AlertSide;
  condition: AlertCondition;
  price: number;
  note: string | null;
  at: Date;
}

/** Locks the customer's row for the transaction and answers how many alerts they have active. */
export async function lockAndCountActive(tx: Queryable, userId: string): Promise<number> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const rows = await tx.query<{ count: number }>(
    'SELECT COUNT(*)::int AS count FROM price_alerts WHERE user_id = $1 AND active',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertAlert(tx: Queryable, alert: NewAlert): Promise<AlertRow> {
  const rows = await tx.query<AlertRow>(
    `INSERT INTO price_alerts (user_id, symbol, side, condition, price, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [alert.userId, alert.symbol, alert.side, alert.condition, alert.price, alert.note, alert.at],
  );
  const row = rows[0];
  if (!row) throw new Error('insertAlert: no row returned');
  return row;
}

export async function listAlerts(db: Queryable, userId: string, limit: number): Promise<PriceAlert[]> {
  const rows = await db.query<AlertRow>(
    `SELECT ${COLUMNS} FROM price_alerts WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toPriceAlert);
}

/** Deletes the customer's alert; false when they have none with this id. */
export async function deleteAlert(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

/** Moves the customer's active alert to a new price and condition; null when none is active. */
export async function moveAlert(
  db: Queryable,
  userId: string,
  id: string,
  move: { price: number; condition: AlertCondition },
): Promise<AlertRow | null> {
  const rows = await db.query<AlertRow>(
    `UPDATE price_alerts SET price = $3, condition = $4 WHERE id = $1 AND user_id = $2 AND active
     RETURNING ${COLUMNS}`,
    [id, userId, move.price, move.condition],
  );
  return rows[0] ?? null;
}

export async function loadActiveAlerts(db: Queryable): Promise<BookedAlert[]> {
  const rows = await db.query<AlertRow>(
    `SELECT ${COLUMNS} FROM price_alerts WHERE active ORDER BY created_at, id`,
  );
  return rows.map(toBookedAlert);
}

/** Marks the fired alerts inactive with the tick's time and price; answers those it changed. */
export async function markFired(
  db: Queryable,
  fired: readonly FiredAlert[],
  at: Date,
): Promise<{ id: string; quotePrice: number }[]> {
  if (fired.length === 0) return [];
  const rows = await db.query<{ id: string; triggered_price: number }>(
    `UPDATE price_alerts AS alert SET active = FALSE, triggered_at = $3, triggered_price = batch.quote
     FROM unnest($1::text[], $2::float8[]) AS batch (id, quote)
     WHERE alert.id = batch.id AND alert.active
     RETURNING alert.id, alert.triggered_price`,
    [fired.map((alert) => alert.id), fired.map((alert) => alert.quotePrice), at],
  );
  return rows.map((row) => ({ id: row.id, quotePrice: row.triggered_price }));
}
