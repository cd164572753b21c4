// The trader's partial closes applied to this shard's copies when the trader is in another shard
// (migration 026). A batch can reach the follower's shard twice: its old leader applied it and died
// before answering, and the trader's shard sends it again to the new leader. A full close repeats
// harmlessly (a copied position already closed is no error), but a partial close would close the
// same share again. So each copy's piece is recorded in the fenced transaction of the follower's
// own partial close, and a batch first reads which copies already took the piece: exactly once per
// (copy, trader's closed piece), whichever leader applied it. The primary key refuses a second
// record should anything slip past (the close's transaction then rolls back with it).
import type { Queryable } from '../db/database';

/** One copy's application of a trader's closed piece. */
export interface ClosePiece {
  copyId: string;
  /** The trader's closed piece (its own order id). */
  traderPieceId: string;
  /** The trader's position the piece came from. */
  traderOrderId: string;
  followerOrderId: string;
}

/** The copies that already took this closed piece of the trader. */
export async function copiesThatTookPiece(db: Queryable, traderPieceId: string): Promise<Set<string>> {
  const rows = await db.query<{ copy_id: string }>(
    'SELECT copy_id FROM copy_close_pieces WHERE trader_piece_id = $1',
    [traderPieceId],
  );
  return new Set(rows.map((row) => row.copy_id));
}

/** Records the piece, in the caller's transaction (the follower's partial close). */
export async function recordClosePiece(tx: Queryable, piece: ClosePiece): Promise<void> {
  await tx.query(
    `INSERT INTO copy_close_pieces (copy_id, trader_piece_id, trader_order_id, follower_order_id)
     VALUES ($1, $2, $3, $4)`,
    [piece.copyId, piece.traderPieceId, piece.traderOrderId, piece.followerOrderId],
  );
}
