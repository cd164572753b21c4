// The SQL of a customer's saved withdrawal accounts (migration 006, table saved_banks). IBANs are
// stored without spaces; one row per customer and IBAN.
import type { Database, Queryable } from '../db/database';

export interface SavedBankRecord {
  id: string;
  iban: string;
  holder: string;
  createdAt: Date;
}

interface SavedBankRow {
  id: string;
  iban: string;
  holder: string;
  created_at: Date;
}

const toSavedBank = (row: SavedBankRow): SavedBankRecord => ({
  id: row.id,
  iban: row.iban,
  holder: row.holder,
  createdAt: new Date(row.created_at),
});

export async function listSavedBanks(db: Queryable, userId: string): Promise<SavedBankRecord[]> {
  const rows = await db.query<SavedBankRow>(
    'SELECT id, iban, holder, created_at FROM saved_banks WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map(toSavedBank);
}

/** The first key of the advisory lock taken while one customer's saved accounts are counted. */
const SAVED_BANKS_LOCK_CLASS = 7_318_006;

/**
 * Saves an account unless the customer has it already ('duplicate') or has `countMax` already
 * ('full'). Under READ COMMITTED two saves at once would both count nine and both insert, so the
 * count and the insert run under a per-customer advisory lock that lasts until commit.
 */
export async function insertSavedBank(
  db: Database,
  row: { id: string; userId: string; iban: string; holder: string; createdAt: Date },
  countMax: number,
): Promise<SavedBankRecord | 'duplicate' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SAVED_BANKS_LOCK_CLASS, row.userId]);
    const existing = await tx.query<{ iban: string }>('SELECT iban FROM saved_banks WHERE user_id = $1', [
      row.userId,
    ]);
    if (existing.some((saved) => saved.iban === row.iban)) return 'duplicate';
    if (existing.length >= countMax) return 'full';
    const inserted = await tx.query<SavedBankRow>(
      `INSERT INTO saved_banks (id, user_id, iban, holder, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, iban, holder, created_at`,
      [row.id, row.userId, row.iban, row.holder, row.createdAt],
    );
    const saved = inserted[0];
    if (!saved) throw new Error('insertSavedBank: no row returned');
    return toSavedBank(saved);
  });
}

export async function deleteSavedBank(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM saved_banks WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length === 1;
}
