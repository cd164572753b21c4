// The back office's reads of people: the paged search, one person, and their live sessions. The
// search is a case-insensitive substring of the full name (Turkish letters folded to their plain
// forms on both sides, so 'ayse yilmaz' finds 'Ayşe Yılmaz' and 'YILMAZ' does too), of the e-mail,
// or, when the search is a phone number, of the phone's digits.
import type { Queryable } from '../db/database';

export interface PersonRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  role: 'customer' | 'operator';
  createdAt: string;
}

/** A person as read: PersonRow's fields but for the driver's creation time. */
type PersonDbRow = Omit<PersonRow, 'createdAt'> & { created_at: Date | string };

const toPerson = (row: PersonDbRow): PersonRow => ({
  id: row.id,
  name: row.name,
  surname: row.surname,
  email: row.email,
  phone: row.phone,
  role: row.role,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Lower case with Turkish letters as their plain Latin forms (İ, I, ı → i; ş → s; ğ → g; …). */
const folded = (expression: string) => `lower(translate(${expression}, 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`;

const PERSON_COLUMNS = 'u.id, u.name, u.surname, u.email, u.phone, u.role, u.created_at';

const SEARCH_WHERE = `($1::text IS NULL
  OR strpos(${folded("u.name || ' ' || u.surname")}, ${folded('$1')}) > 0
  OR strpos(lower(u.email), lower($1)) > 0
  OR ($2::text IS NOT NULL AND strpos(u.phone, $2) > 0))`;

/** A phone number typed with spaces, dashes or brackets; its digits without the leading 0 (+90…). */
export function phoneDigitsOf(search: string): string | null {
  if (!/^[\d\s+\-()]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits === '' ? null : digits;
}

export async function pagePeople(
  db: Queryable,
  search: string | null,
  page: number,
  pageSize: number,
): Promise<{ rows: PersonRow[]; total: number }> {
  const params = [search, search === null ? null : phoneDigitsOf(search)];
  const [rows, counted] = await Promise.all([
    db.query<PersonDbRow>(
      `SELECT ${PERSON_COLUMNS} FROM users u WHERE ${SEARCH_WHERE}
       ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      `SELECT COUNT(*)::bigint AS total FROM users u WHERE ${SEARCH_WHERE}`,
      params,
    ),
  ]);
  return { rows: rows.map(toPerson), total: Number(counted[0]?.total ?? 0) };
}

export async function findPerson(db: Queryable, userId: string): Promise<PersonRow | null> {
  const rows = await db.query<PersonDbRow>(`SELECT ${PERSON_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return rows[0] ? toPerson(rows[0]) : null;
}

export interface SessionLine {
  /** The session's public id (never the token). */
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  userAgent: string | null;
  ip: string | null;
}

/** Sessions neither signed out nor expired, newest first. */
export async function liveSessionsOf(db: Queryable, userId: string, now: Date): Promise<SessionLine[]> {
  const rows = await db.query<{
    public_id: string;
    created_at: Date | string;
    last_used_at: Date | string | null;
    device: string | null;
    address: string | null;
  }>(
    `SELECT public_id, created_at, last_used_at, device, address FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY created_at DESC, public_id`,
    [userId, now],
  );
  return rows.map((row) => ({
    id: row.public_id,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
    userAgent: row.device,
    ip: row.address,
  }));
}
