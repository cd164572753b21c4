// The copies (migration 010, controls from 018): who copies which trader onto which account, with
// what size, copy stop-loss and risk controls. The trader profiles, the copy links and the comments
// have repositories of their own (trader-repository.ts, copy-links-repository.ts,
// comments-repository.ts).
import type { CopyStatus } from '../../../contract/traders';
import type { Queryable } from '../db/database';
import type { CopyControls } from './copy-controls';

export type StoredCopyStatus = CopyStatus | 'ended';

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
