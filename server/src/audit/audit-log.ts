// The audit log (migration 004): who changed what, with the state before and after. Rows are only
// ever inserted; the database refuses UPDATE, DELETE and TRUNCATE. recordAudit runs inside the
// caller's transaction, so a decision and its audit row commit or roll back together.
import type { Queryable } from '../db/database';

export type ActorRole = 'customer' | 'operator' | 'system';

export interface AuditEntry {
  /** The person who acted; null for the server's own jobs (actorRole 'system'). */
  actorId: string | null;
  actorRole: ActorRole;
  /** What happened, as `domain.verb`, e.g. `transaction.approve`. */
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

export interface AuditRecord {
  id: string;
  actorId: string | null;
  actorRole: string | null;
  /** Who the actor is, for a reader of the log; null for the server's own jobs. */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_role: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

export interface AuditPage {
  records: AuditRecord[];
  total: number;
}

/** JSONB parameters go as text: both drivers then store the value exactly as JSON.stringify made it. */
function asJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO audit_log (actor_id, actor_role, action, subject_type, subject_id, before, after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) RETURNING id::text AS id`,
    [
      entry.actorId,
      entry.actorRole,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      asJson(entry.before),
      asJson(entry.after),
      entry.at,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('recordAudit: no id returned');
  return id;
}

function toRecord(row: AuditRow): AuditRecord {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Narrows the log: an action (`transaction.approve`) or a whole domain (`transaction`), one actor, one subject. */
export interface AuditFilter {
  action?: string;
  actorId?: string;
  subjectId?: string;
}

/** The WHERE clause of a filter, with its parameters numbered from 1. */
function whereOf(filter: AuditFilter): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filter.action) {
    params.push(filter.action);
    // A name without a dot is a domain: every action under it.
    clauses.push(
      filter.action.includes('.')
        ? `audit_log.action = $${params.length}`
        : `audit_log.action LIKE $${params.length} || '.%'`,
    );
  }
  if (filter.actorId) {
    params.push(filter.actorId);
    clauses.push(`audit_log.actor_id = $${params.length}`);
  }
  if (filter.subjectId) {
    params.push(filter.subjectId);
    clauses.push(`audit_log.subject_id = $${params.length}`);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of the log, newest first. The id, not the time, orders it: ids never tie. */
export async function listAudit(
  db: Queryable,
  page: number,
  pageSize: number,
  filter: AuditFilter = {},
): Promise<AuditPage> {
  const where = whereOf(filter);
  const next = where.params.length;
  const [rows, counted] = await Promise.all([
    db.query<AuditRow>(
      `SELECT audit_log.id::text AS id, actor_id, actor_role,
         CASE WHEN users.id IS NULL THEN NULL ELSE users.name || ' ' || users.surname END AS actor_name,
         users.email AS actor_email, action, subject_type, subject_id, before, after, audit_log.created_at
       FROM audit_log LEFT JOIN users ON users.id = audit_log.actor_id
       ${where.sql} ORDER BY audit_log.id DESC LIMIT $${next + 1} OFFSET $${next + 2}`,
      [...where.params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT COUNT(*)::bigint AS total FROM audit_log ${where.sql}`, where.params),
  ]);
  return { records: rows.map(toRecord), total: Number(counted[0]?.total ?? 0) };
}
