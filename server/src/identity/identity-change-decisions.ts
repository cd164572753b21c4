// The operator's side of identity change requests (inside /api/operator): the queue, the decision
// and the documents. An approval writes the asked values on the users row and its audit row (the
// values before and after) in one transaction, under the request's own guard (`status =
// 'pending'`); a T.C. Kimlik No another customer holds rolls it back and answers the operator 409
// `NATIONAL_ID_TAKEN`. A rejection needs a reason. Either decision is audited.
import path from 'node:path';
import type { IdentityChangeStatus, OperatorIdentityChangeRequest } from '../../../contract/identity';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { IdentityRefusalCode } from './identity-refusals';
import {
  identityValuesOf,
  IDENTITY_CHANGE_COLUMNS,
  toIdentityChange,
  type IdentityChangeRow,
  type IdentityValues,
} from './identity-change-rows';

export const IDENTITY_CHANGES_PAGE_SIZE = 50;
const UNIQUE_VIOLATION = '23505';

const refused = (code: IdentityRefusalCode) => new DomainError(code);

interface OperatorRow extends IdentityChangeRow {
  email: string;
  current_name: string;
  current_surname: string;
  current_national_id: string | null;
  current_birth_date: string | null;
}

function toOperatorRow(row: OperatorRow): OperatorIdentityChangeRequest {
  return {
    ...toIdentityChange(row),
    userId: row.user_id,
    email: row.email,
    current: {
      name: row.current_name,
      surname: row.current_surname,
      nationalId: row.current_national_id,
      birthDate: row.current_birth_date,
    },
  };
}

/** The users row after an approval: each asked value, or the one in force. */
function approvedValues(row: IdentityChangeRow, current: IdentityValues): IdentityValues {
  return {
    name: row.name ?? current.name,
    surname: row.surname ?? current.surname,
    national_id: row.national_id ?? current.national_id,
    birth_date: row.birth_date ?? current.birth_date,
  };
}

async function requestExists(db: Queryable, requestId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM identity_change_requests WHERE id = $1', [requestId])).length > 0;
}

export interface IdentityChangeDecisionsDeps {
  db: Database;
  clock: Clock;
  uploadsDir: string;
}

export function createIdentityChangeDecisions({ db, clock, uploadsDir }: IdentityChangeDecisionsDeps) {
  async function operatorPage(status: IdentityChangeStatus | null, page: number) {
    // The queue is worked oldest first; decided requests read newest first.
    const order = status === 'pending' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      db.query<OperatorRow>(
        `SELECT ${IDENTITY_CHANGE_COLUMNS}, u.email, u.name AS current_name, u.surname AS current_surname,
           u.national_id AS current_national_id, u.birth_date::text AS current_birth_date
         FROM identity_change_requests r JOIN users u ON u.id = r.user_id
         WHERE ($1::text IS NULL OR r.status = $1) ORDER BY r.seq ${order} LIMIT $2 OFFSET $3`,
        [status, IDENTITY_CHANGES_PAGE_SIZE, (page - 1) * IDENTITY_CHANGES_PAGE_SIZE],
      ),
      db.query<{ total: number }>(
        'SELECT COUNT(*)::bigint AS total FROM identity_change_requests WHERE ($1::text IS NULL OR status = $1)',
        [status],
      ),
    ]);
    const total = Number(counted[0]?.total ?? 0);
    return {
      data: rows.map(toOperatorRow),
      currentPage: page,
      totalPages: Math.ceil(total / IDENTITY_CHANGES_PAGE_SIZE),
      total,
    };
  }

  async function decideInside(
    tx: Queryable,
    operatorId: string,
    requestId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ) {
    const at = new Date(clock.nowMs());
    const updated = await tx.query<{ id: string }>(
      `UPDATE identity_change_requests SET status = $2, reason = $3, decided_at = $4, decided_by = $5
       WHERE id = $1 AND status = 'pending' RETURNING id`,
      [requestId, decision, reason, at, operatorId],
    );
    if (updated.length === 0) return null;
    const rows = await tx.query<IdentityChangeRow>(
      `SELECT ${IDENTITY_CHANGE_COLUMNS} FROM identity_change_requests r WHERE r.id = $1`,
      [requestId],
    );
    const row = rows[0];
    if (!row) throw new Error(`identity change ${requestId} vanished inside its decision`);
    const current = await identityValuesOf(tx, row.user_id);
    if (!current) throw new Error(`identity change ${requestId}: user ${row.user_id} not found`);
    const after = decision === 'approved' ? approvedValues(row, current) : current;
    if (decision === 'approved') {
      await tx.query(
        `UPDATE users SET name = $2, surname = $3, national_id = $4, birth_date = $5::date, updated_at = $6
         WHERE id = $1`,
        [row.user_id, after.name, after.surname, after.national_id, after.birth_date, at],
      );
    }
    await recordAudit(tx, {
      actorId: operatorId,
      actorRole: 'operator',
      action: decision === 'approved' ? 'identity.change.approve' : 'identity.change.reject',
      subjectType: 'identity_change_request',
      subjectId: requestId,
      before: { status: 'pending', ...current },
      after: { status: decision, reason, ...after },
      at,
    });
    return toIdentityChange(row);
  }

  async function decide(
    operatorId: string,
    requestId: string,
    decision: 'approved' | 'rejected',
    reasonInput: string | null,
  ) {
    const reason = decision === 'rejected' ? (reasonInput ?? '').trim() : null;
    if (decision === 'rejected' && !reason) throw refused('VERIFICATION_REASON_REQUIRED');
    let decided;
    try {
      decided = await db.transaction((tx) => decideInside(tx, operatorId, requestId, decision, reason));
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw refused('NATIONAL_ID_TAKEN');
      throw error;
    }
    if (decided) return decided;
    throw refused(
      (await requestExists(db, requestId)) ? 'IDENTITY_CHANGE_DECIDED' : 'IDENTITY_CHANGE_NOT_FOUND',
    );
  }

  /** One document of a request, for operators only. */
  async function documentFile(requestId: string, uploadId: string) {
    const rows = await db.query<{ stored_name: string; mime_type: string }>(
      `SELECT up.stored_name, up.mime_type FROM identity_change_documents d JOIN uploads up ON up.id = d.upload_id
       WHERE d.request_id = $1 AND d.upload_id = $2`,
      [requestId, uploadId],
    );
    const row = rows[0];
    if (!row) throw refused('DOCUMENT_NOT_FOUND');
    return { filePath: path.join(uploadsDir, row.stored_name), mimeType: row.mime_type };
  }

  return { operatorPage, decide, documentFile };
}

export type IdentityChangeDecisions = ReturnType<typeof createIdentityChangeDecisions>;
