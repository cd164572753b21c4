// The rows of identity change requests as the wire shows them: one SELECT shape (the request with
// its documents' upload ids in order) shared by the customer's and the operator's side.
import type { IdentityChangeRequest, IdentityChangeStatus } from '../../../contract/identity';
import type { Queryable } from '../db/database';

export interface IdentityChangeRow {
  id: string;
  user_id: string;
  status: IdentityChangeStatus;
  name: string | null;
  surname: string | null;
  national_id: string | null;
  birth_date: string | null;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  upload_ids: string[] | null;
}

/** Columns of a request, its documents' upload ids included; `r` is identity_change_requests. */
export const IDENTITY_CHANGE_COLUMNS = `r.id, r.user_id, r.status, r.name, r.surname, r.national_id,
  r.birth_date::text AS birth_date, r.reason, r.created_at, r.decided_at,
  ARRAY(SELECT d.upload_id FROM identity_change_documents d WHERE d.request_id = r.id ORDER BY d.position)
    AS upload_ids`;

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toIdentityChange(row: IdentityChangeRow): IdentityChangeRequest {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    surname: row.surname,
    nationalId: row.national_id,
    birthDate: row.birth_date === null ? null : row.birth_date.slice(0, 10),
    uploadIds: row.upload_ids ?? [],
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: isoOf(row.decided_at),
  };
}

export async function findIdentityChange(
  db: Queryable,
  requestId: string,
): Promise<IdentityChangeRow | null> {
  const rows = await db.query<IdentityChangeRow>(
    `SELECT ${IDENTITY_CHANGE_COLUMNS} FROM identity_change_requests r WHERE r.id = $1`,
    [requestId],
  );
  return rows[0] ?? null;
}

/** The values in force on the users row, which a request would change. */
export interface IdentityValues {
  name: string;
  surname: string;
  national_id: string | null;
  birth_date: string | null;
}

export async function identityValuesOf(db: Queryable, userId: string): Promise<IdentityValues | null> {
  const rows = await db.query<IdentityValues>(
    'SELECT name, surname, national_id, birth_date::text AS birth_date FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
