// A customer's overall verification status, from the latest document of each kind: verified when
// all four are approved; rejected when the latest of any kind is rejected (the customer has to
// act); unverified while a kind was never sent; otherwise pending (the broker is reviewing).
import {
  VERIFICATION_KINDS,
  type DocumentStatus,
  type VerificationKind,
  type VerificationStatus,
} from '../../../contract/identity';
import type { Queryable } from '../db/database';

export function overallStatus(
  latest: readonly { kind: VerificationKind; status: DocumentStatus }[],
): VerificationStatus {
  const byKind = new Map(latest.map((document) => [document.kind, document.status]));
  if (VERIFICATION_KINDS.every((kind) => byKind.get(kind) === 'approved')) return 'verified';
  if ([...byKind.values()].includes('rejected')) return 'rejected';
  if (VERIFICATION_KINDS.some((kind) => !byKind.has(kind))) return 'unverified';
  return 'pending';
}

/** The latest document of each kind (DISTINCT ON keeps the first row of each kind, the newest). */
export const LATEST_DOCUMENTS_SQL = `SELECT DISTINCT ON (kind) id, kind, status, reason, created_at, decided_at
  FROM verification_documents WHERE user_id = $1 ORDER BY kind, seq DESC`;

export async function verificationStatusOfUser(db: Queryable, userId: string): Promise<VerificationStatus> {
  const rows = await db.query<{ kind: VerificationKind; status: DocumentStatus }>(LATEST_DOCUMENTS_SQL, [
    userId,
  ]);
  return overallStatus(rows);
}

/** The overall status of each of these users (one query for a page of customers); absent ones are unverified. */
export async function verificationStatusesOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, VerificationStatus>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ user_id: string; kind: VerificationKind; status: DocumentStatus }>(
    `SELECT DISTINCT ON (user_id, kind) user_id, kind, status FROM verification_documents
     WHERE user_id = ANY($1::text[]) ORDER BY user_id, kind, seq DESC`,
    [userIds],
  );
  const latest = new Map<string, { kind: VerificationKind; status: DocumentStatus }[]>();
  for (const row of rows) latest.set(row.user_id, [...(latest.get(row.user_id) ?? []), row]);
  return new Map(userIds.map((userId) => [userId, overallStatus(latest.get(userId) ?? [])]));
}

export interface UserDocument {
  id: string;
  kind: VerificationKind;
  status: DocumentStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A document's row as read, times still the driver's. */
export interface DocumentRow {
  id: string;
  kind: VerificationKind;
  status: DocumentStatus;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

/** Every document a user sent, newest first (the back office's customer page shows the history). */
export async function documentsOfUser(db: Queryable, userId: string): Promise<UserDocument[]> {
  const rows = await db.query<DocumentRow>(
    `SELECT id, kind, status, reason, created_at, decided_at FROM verification_documents
     WHERE user_id = $1 ORDER BY seq DESC`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
  }));
}

/** Documents waiting for the broker's review: the back office's queue. */
export async function pendingDocumentCount(db: Queryable): Promise<number> {
  const rows = await db.query<{ total: number }>(
    "SELECT COUNT(*)::bigint AS total FROM verification_documents WHERE status = 'pending'",
  );
  return Number(rows[0]?.total ?? 0);
}
