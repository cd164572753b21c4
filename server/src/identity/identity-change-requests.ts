// The customer's side of an identity change (POST/GET /api/users/identity-change). Once verified,
// name, surname, T.C. Kimlik No and birth date are frozen on the profile (personal-info.ts); a
// change is asked for here with new documents (uploads of kind `identity-change`), checked like
// the profile's fields, and waits for an operator (identity-change-decisions.ts). Nothing on the
// users row changes until then, so withdrawals keep using the verified name. Whether another
// customer holds a T.C. Kimlik No is not asked here: the operator learns it on approval, the
// customer learns nothing.
import type { IdentityChangeBody, IdentityChangeRequest } from '../../../contract/identity';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { cleanName } from '../users/identity';
import type { IdentityRefusalCode } from './identity-refusals';
import {
  findIdentityChange,
  identityValuesOf,
  IDENTITY_CHANGE_COLUMNS,
  toIdentityChange,
  type IdentityChangeRow,
  type IdentityValues,
} from './identity-change-rows';
import { checkedBirthDate, checkedNationalId } from './personal-info';
import { verificationStatusOfUser } from './verification-status';

const UNIQUE_VIOLATION = '23505';
const refused = (code: IdentityRefusalCode | 'NAME_REQUIRED' | 'SURNAME_REQUIRED') => new DomainError(code);

/** The value asked for each field; null leaves it as it is. */
type Asked = { [Column in keyof IdentityValues]: string | null };

function nameOf(value: string, code: 'NAME_REQUIRED' | 'SURNAME_REQUIRED'): string {
  const cleaned = cleanName(value);
  if (!cleaned) throw refused(code);
  return cleaned;
}

/** The checked values that differ from those in force; null where the field stays as it is. */
function askedValues(body: IdentityChangeBody, current: IdentityValues, nowMs: number): Asked {
  const asked: Asked = { name: null, surname: null, national_id: null, birth_date: null };
  if (body.name !== undefined) asked.name = nameOf(body.name, 'NAME_REQUIRED');
  if (body.surname !== undefined) asked.surname = nameOf(body.surname, 'SURNAME_REQUIRED');
  if (body.nationalId !== undefined) asked.national_id = checkedNationalId(body.nationalId);
  if (body.birthDate !== undefined) asked.birth_date = checkedBirthDate(body.birthDate, nowMs);
  for (const column of Object.keys(asked) as (keyof Asked)[]) {
    if (asked[column] === current[column]) asked[column] = null;
  }
  if (Object.values(asked).every((value) => value === null)) throw refused('IDENTITY_CHANGE_EMPTY');
  return asked;
}

/** The customer's own unused `identity-change` uploads, all of them, or a refusal. */
async function checkDocuments(
  db: Queryable,
  userId: string,
  uploadIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(uploadIds)];
  const rows = await db.query<{ id: string }>(
    `SELECT u.id FROM uploads u WHERE u.id = ANY($2::text[]) AND u.user_id = $1 AND u.kind = 'identity-change'
       AND NOT EXISTS (SELECT 1 FROM identity_change_documents d WHERE d.upload_id = u.id)`,
    [userId, unique],
  );
  if (unique.length === 0 || rows.length !== unique.length) throw refused('IDENTITY_CHANGE_DOCUMENTS');
  return unique;
}

async function hasPending(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM identity_change_requests WHERE user_id = $1 AND status = 'pending'",
    [userId],
  );
  return rows.length > 0;
}

/** A racing second request meets the one-pending index; a racing reuse of an upload its key. */
function asRaceRefusal(error: unknown): DomainError | null {
  const pgError = error as { code?: string; constraint?: string; message?: string };
  if (pgError.code !== UNIQUE_VIOLATION) return null;
  const where = `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
  return refused(where.includes('pending') ? 'IDENTITY_CHANGE_PENDING' : 'IDENTITY_CHANGE_DOCUMENTS');
}

export interface IdentityChangeRequestsDeps {
  db: Database;
  clock: Clock;
}

export function createIdentityChangeRequests({ db, clock }: IdentityChangeRequestsDeps) {
  async function request(userId: string, body: IdentityChangeBody): Promise<IdentityChangeRequest> {
    if ((await verificationStatusOfUser(db, userId)) !== 'verified')
      throw refused('IDENTITY_CHANGE_NOT_VERIFIED');
    const current = await identityValuesOf(db, userId);
    if (!current) throw new Error(`identity change: user ${userId} not found`);
    const asked = askedValues(body, current, clock.nowMs());
    const uploadIds = await checkDocuments(db, userId, body.uploadIds);
    if (await hasPending(db, userId)) throw refused('IDENTITY_CHANGE_PENDING');
    const at = new Date(clock.nowMs());
    try {
      const requestId = await db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO identity_change_requests (user_id, name, surname, national_id, birth_date, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [userId, asked.name, asked.surname, asked.national_id, asked.birth_date, at],
        );
        const id = inserted[0]?.id;
        if (!id) throw new Error('identity change insert returned no id');
        await tx.query(
          `INSERT INTO identity_change_documents (upload_id, request_id, position)
           SELECT upload_id, $1, position::int FROM unnest($2::text[]) WITH ORDINALITY AS d(upload_id, position)`,
          [id, uploadIds],
        );
        await recordAudit(tx, {
          actorId: userId,
          actorRole: 'customer',
          action: 'identity.change.request',
          subjectType: 'identity_change_request',
          subjectId: id,
          before: current,
          after: { ...asked, uploadIds },
          at,
        });
        return id;
      });
      const row = await findIdentityChange(db, requestId);
      if (!row) throw new Error(`identity change ${requestId} vanished after insert`);
      return toIdentityChange(row);
    } catch (error) {
      throw asRaceRefusal(error) ?? error;
    }
  }

  /** The customer's latest request, or null when none was ever sent. */
  async function latest(userId: string): Promise<IdentityChangeRequest | null> {
    const rows = await db.query<IdentityChangeRow>(
      `SELECT ${IDENTITY_CHANGE_COLUMNS} FROM identity_change_requests r WHERE r.user_id = $1
       ORDER BY r.seq DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ? toIdentityChange(rows[0]) : null;
  }

  return { request, latest };
}

export type IdentityChangeRequests = ReturnType<typeof createIdentityChangeRequests>;
