// The audit log (migration 004): who changed what, with the state before and after. Rows are only
// ever inserted; the database refuses UPDATE, DELETE and TRUNCATE. recordAudit runs inside the
// caller's transaction, so a decision and its audit row commit or roll back together.
import type { AccountKind } from '../../../contract/wallet';
import { serverTexts } from '../../../contract/server-texts';
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
  /**
   * What the subject is, for a reader of the log: a money request's reference, customer and
   * account, a document's or user's customer, a trader's name; null when the log cannot tell.
   */
  subjectName: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** A row as read: under AuditRecord's names, with the subject's account kind and the driver's time. */
type AuditRow = Omit<AuditRecord, 'createdAt'> & { subjectAccountKind: AccountKind | null; createdAt: Date };

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

function toRecord({ subjectAccountKind, createdAt, ...row }: AuditRow): AuditRecord {
  // A money request's subject also names the kind of account it moved.
  const subjectName =
    row.subjectName !== null && subjectAccountKind !== null
      ? `${row.subjectName} · ${serverTexts.accounts.kinds[subjectAccountKind]}`
      : row.subjectName;
  return { ...row, subjectName, createdAt: new Date(createdAt).toISOString() };
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
/**
 * The subject's name by its type, one small lookup per listed row (a page holds at most 50). The
 * account a money request moves is added in Turkish when the record is read.
 */
const SUBJECT_NAME_SQL = `CASE audit_log.subject_type
    WHEN 'transaction' THEN (
      SELECT t.reference || ' · ' || u.name || ' ' || u.surname FROM transactions t
      JOIN users u ON u.id = t.user_id WHERE t.id = audit_log.subject_id)
    WHEN 'verification_document' THEN (
      SELECT u.name || ' ' || u.surname FROM verification_documents d JOIN users u ON u.id = d.user_id
      WHERE d.id = audit_log.subject_id)
    WHEN 'trader' THEN (SELECT display_name FROM trader_profiles WHERE user_id = audit_log.subject_id)
    WHEN 'trader_comment' THEN (
      SELECT p.display_name FROM trader_comments c JOIN trader_profiles p ON p.user_id = c.trader_id
      WHERE c.id = audit_log.subject_id)
    WHEN 'user' THEN (SELECT name || ' ' || surname FROM users WHERE id = audit_log.subject_id)
    ELSE NULL END`;

/** The account a money request moves, as its kind; named in Turkish when the record is read. */
const SUBJECT_ACCOUNT_KIND_SQL = `CASE WHEN audit_log.subject_type = 'transaction' THEN (
    SELECT a.kind FROM transactions t JOIN accounts a ON a.id = t.account_id
    WHERE t.id = audit_log.subject_id) ELSE NULL END`;

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
      `SELECT audit_log.id::text AS id, actor_id AS "actorId", actor_role AS "actorRole",
         CASE WHEN users.id IS NULL THEN NULL ELSE users.name || ' ' || users.surname END AS "actorName",
         users.email AS "actorEmail", action, subject_type AS "subjectType", subject_id AS "subjectId",
         ${SUBJECT_NAME_SQL} AS "subjectName", ${SUBJECT_ACCOUNT_KIND_SQL} AS "subjectAccountKind",
         before, after, audit_log.created_at AS "createdAt"
       FROM audit_log LEFT JOIN users ON users.id = audit_log.actor_id
       ${where.sql} ORDER BY audit_log.id DESC LIMIT $${next + 1} OFFSET $${next + 2}`,
      [...where.params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT COUNT(*)::bigint AS total FROM audit_log ${where.sql}`, where.params),
  ]);
  return { records: rows.map(toRecord), total: Number(counted[0]?.total ?? 0) };
}
