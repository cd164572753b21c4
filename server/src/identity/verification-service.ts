// Identity verification: the customer's documents and overall status, the operator's queue and
// decisions. A decision changes one pending document under the row's own guard (`status =
// 'pending'` in the UPDATE), writes its audit row in the same transaction, and is published as a
// `verification.decided` domain event once committed (notifications, and anyone else, hear it).
import path from 'node:path';
import type {
  DocumentStatus,
  OperatorVerificationDocument,
  VerificationDocument,
  VerificationState,
} from '../../../contract/identity';
import { VERIFICATION_KINDS } from '../../../contract/identity';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { DomainEventBus } from '../events/event-bus';
import type { IdentityRefusalCode } from './identity-refusals';
import {
  LATEST_DOCUMENTS_SQL,
  overallStatus,
  verificationStatusOfUser,
  type DocumentRow,
} from './verification-status';

export const OPERATOR_DOCUMENTS_PAGE_SIZE = 50;

const refused = (code: IdentityRefusalCode) => new DomainError(code);

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toDocument(row: DocumentRow): VerificationDocument {
  const { id, kind, status, reason } = row;
  const createdAt = new Date(row.created_at).toISOString();
  return { id, kind, status, reason, createdAt, decidedAt: isoOf(row.decided_at) };
}

interface OperatorRow extends DocumentRow {
  user_id: string;
  name: string;
  surname: string;
  email: string;
  mime_type: string;
  size_bytes: number;
}

export interface VerificationServiceDeps {
  db: Database;
  clock: Clock;
  events: DomainEventBus;
  uploadsDir: string;
}

export function createVerificationService({ db, clock, events, uploadsDir }: VerificationServiceDeps) {
  async function state(userId: string): Promise<VerificationState> {
    const rows = await db.query<DocumentRow>(LATEST_DOCUMENTS_SQL, [userId]);
    const documents = rows
      .map(toDocument)
      .sort((a, b) => VERIFICATION_KINDS.indexOf(a.kind) - VERIFICATION_KINDS.indexOf(b.kind));
    return { status: overallStatus(documents), documents };
  }

  async function operatorPage(status: DocumentStatus | null, page: number) {
    // The queue is worked oldest first; decided documents read newest first.
    const order = status === 'pending' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      db.query<OperatorRow>(
        `SELECT d.id, d.kind, d.status, d.reason, d.created_at, d.decided_at, d.user_id, u.name, u.surname,
           u.email, up.mime_type, up.size_bytes
         FROM verification_documents d JOIN users u ON u.id = d.user_id JOIN uploads up ON up.id = d.upload_id
         WHERE ($1::text IS NULL OR d.status = $1) ORDER BY d.seq ${order} LIMIT $2 OFFSET $3`,
        [status, OPERATOR_DOCUMENTS_PAGE_SIZE, (page - 1) * OPERATOR_DOCUMENTS_PAGE_SIZE],
      ),
      db.query<{ total: number }>(
        'SELECT COUNT(*)::bigint AS total FROM verification_documents WHERE ($1::text IS NULL OR status = $1)',
        [status],
      ),
    ]);
    const statuses = new Map<string, Awaited<ReturnType<typeof verificationStatusOfUser>>>();
    for (const userId of new Set(rows.map((row) => row.user_id)))
      statuses.set(userId, await verificationStatusOfUser(db, userId));
    const data: OperatorVerificationDocument[] = rows.map((row) => ({
      ...toDocument(row),
      userId: row.user_id,
      name: row.name,
      surname: row.surname,
      email: row.email,
      mimeType: row.mime_type,
      sizeBytes: row.size_bytes,
      userStatus: statuses.get(row.user_id) ?? 'unverified',
    }));
    const total = Number(counted[0]?.total ?? 0);
    return { data, currentPage: page, totalPages: Math.ceil(total / OPERATOR_DOCUMENTS_PAGE_SIZE), total };
  }

  async function decide(
    operatorId: string,
    documentId: string,
    decision: 'approved' | 'rejected',
    reasonInput: string | null,
  ): Promise<VerificationDocument> {
    const reason = decision === 'rejected' ? (reasonInput ?? '').trim() : null;
    if (decision === 'rejected' && !reason) throw refused('VERIFICATION_REASON_REQUIRED');
    const at = new Date(clock.nowMs());
    const decided = await db.transaction(async (tx) => {
      const rows = await tx.query<DocumentRow & { user_id: string }>(
        `UPDATE verification_documents SET status = $2, reason = $3, decided_at = $4, decided_by = $5
         WHERE id = $1 AND status = 'pending'
         RETURNING id, kind, status, reason, created_at, decided_at, user_id`,
        [documentId, decision, reason, at, operatorId],
      );
      const row = rows[0];
      // The refusal is thrown after the transaction: it is an answer, not a failed statement.
      if (!row) {
        const exists = await documentExists(tx, documentId);
        return { refusal: exists ? ('DOCUMENT_DECIDED' as const) : ('DOCUMENT_NOT_FOUND' as const) };
      }
      await recordAudit(tx, {
        actorId: operatorId,
        actorRole: 'operator',
        action: decision === 'approved' ? 'verification.approve' : 'verification.reject',
        subjectType: 'verification_document',
        subjectId: row.id,
        before: { status: 'pending' },
        after: { status: decision, reason },
        at,
      });
      return { row, userStatus: await verificationStatusOfUser(tx, row.user_id) };
    });
    if (decided.refusal) throw refused(decided.refusal);
    const { row, userStatus } = decided;
    events.publish([
      {
        type: 'verification.decided',
        userId: row.user_id,
        accountId: null,
        atMs: at.getTime(),
        documentId: row.id,
        kind: row.kind,
        status: decision,
        reason,
        userStatus,
        decidedBy: operatorId,
      },
    ]);
    return toDocument(row);
  }

  /** The stored file of a document, for operators only. */
  async function documentFile(documentId: string): Promise<{ filePath: string; mimeType: string }> {
    const rows = await db.query<{ stored_name: string; mime_type: string }>(
      `SELECT up.stored_name, up.mime_type FROM verification_documents d JOIN uploads up ON up.id = d.upload_id
       WHERE d.id = $1`,
      [documentId],
    );
    const row = rows[0];
    if (!row) throw refused('DOCUMENT_NOT_FOUND');
    return { filePath: path.join(uploadsDir, row.stored_name), mimeType: row.mime_type };
  }

  /** The owner's avatar file, or AVATAR_MISSING. */
  async function avatarFile(userId: string): Promise<{ filePath: string; mimeType: string }> {
    const rows = await db.query<{ stored_name: string; mime_type: string }>(
      `SELECT up.stored_name, up.mime_type FROM users u JOIN uploads up ON up.id = u.avatar_upload_id
       WHERE u.id = $1 AND up.user_id = u.id`,
      [userId],
    );
    const row = rows[0];
    if (!row) throw refused('AVATAR_MISSING');
    return { filePath: path.join(uploadsDir, row.stored_name), mimeType: row.mime_type };
  }

  return { state, operatorPage, decide, documentFile, avatarFile };
}

async function documentExists(db: Queryable, documentId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM verification_documents WHERE id = $1', [documentId]);
  return rows.length > 0;
}

export type VerificationService = ReturnType<typeof createVerificationService>;
