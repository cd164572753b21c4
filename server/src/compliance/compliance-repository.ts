// The SQL of onboarding (migration 019): published document versions, consents, appropriateness
// takes and the client category. Writers take the caller's transaction so an acceptance and its
// audit row commit together.
import type { ClientCategory, ComplianceDocumentName, Consent } from '../../../contract/compliance';
import type { Queryable } from '../db/database';

export interface PublishedVersion {
  document: ComplianceDocumentName;
  version: number;
  title: string;
  body: string;
}

export async function latestPublishedVersions(db: Queryable): Promise<PublishedVersion[]> {
  return db.query<PublishedVersion>(
    `SELECT DISTINCT ON (document) document, version, title, body
       FROM compliance_document_versions ORDER BY document, version DESC`,
  );
}

export async function insertDocumentVersion(
  tx: Queryable,
  entry: PublishedVersion & { publishedBy: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO compliance_document_versions (document, version, title, body, published_by, published_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.document, entry.version, entry.title, entry.body, entry.publishedBy, entry.at],
  );
}

/** Records an acceptance; false when this version was accepted already (nothing written). */
export async function insertConsent(
  tx: Queryable,
  userId: string,
  consent: { document: ComplianceDocumentName; version: number },
  at: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO compliance_consents (user_id, document, version, accepted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, document, version) DO NOTHING RETURNING id::text AS id`,
    [userId, consent.document, consent.version, at],
  );
  return rows.length > 0;
}

/** Each document's latest accepted version. */
export async function latestConsents(db: Queryable, userId: string): Promise<Consent[]> {
  const rows = await db.query<{ document: ComplianceDocumentName; version: number; accepted_at: Date }>(
    `SELECT DISTINCT ON (document) document, version, accepted_at
       FROM compliance_consents WHERE user_id = $1 ORDER BY document, version DESC`,
    [userId],
  );
  return rows.map((row) => ({
    document: row.document,
    version: Number(row.version),
    acceptedAt: new Date(row.accepted_at).toISOString(),
  }));
}

export interface AppropriatenessTake {
  status: 'appropriate' | 'warned';
  takenAt: Date;
  acknowledgedAt: Date | null;
}

export async function latestTake(db: Queryable, userId: string): Promise<AppropriatenessTake | null> {
  const rows = await db.query<{
    status: 'appropriate' | 'warned';
    taken_at: Date;
    warning_acknowledged_at: Date | null;
  }>(
    `SELECT status, taken_at, warning_acknowledged_at FROM appropriateness_results
      WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status,
    takenAt: new Date(row.taken_at),
    acknowledgedAt: row.warning_acknowledged_at ? new Date(row.warning_acknowledged_at) : null,
  };
}

export async function insertTake(
  tx: Queryable,
  userId: string,
  take: {
    status: 'appropriate' | 'warned';
    score: number;
    answers: unknown;
    at: Date;
    acknowledged: boolean;
  },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO appropriateness_results (user_id, status, score, answers, taken_at, warning_acknowledged_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6) RETURNING id::text AS id`,
    [
      userId,
      take.status,
      take.score,
      JSON.stringify(take.answers),
      take.at,
      take.acknowledged ? take.at : null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insertTake: no id returned');
  return id;
}

export async function clientCategoryOf(db: Queryable, userId: string): Promise<ClientCategory> {
  const rows = await db.query<{ client_category: ClientCategory }>(
    'SELECT client_category FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.client_category ?? 'retail';
}

/** The owner and kind of an account, for the order gate. */
export async function accountOwner(
  db: Queryable,
  accountId: string,
): Promise<{ userId: string; kind: 'real' | 'practice' } | null> {
  const rows = await db.query<{ user_id: string; kind: 'real' | 'practice' }>(
    'SELECT user_id, kind FROM accounts WHERE id = $1',
    [accountId],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, kind: row.kind } : null;
}
