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
