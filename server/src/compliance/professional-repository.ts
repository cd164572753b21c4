// The SQL of professional status (migration 022): applications, their decisions, and the client
// category they set on the users row. Writers take the caller's transaction, so a decision, the
// category and the audit row commit together.
import type {
  ClientCategory,
  OperatorProfessionalRequest,
  ProfessionalRequest,
  ProfessionalRequestStatus,
  ProfessionalStatement,
} from '../../../contract/compliance';
import type { Queryable } from '../db/database';

interface RequestRow {
  id: string;
  user_id: string;
  statements: ProfessionalStatement[] | string;
  status: ProfessionalRequestStatus;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

interface OperatorRow extends RequestRow {
  name: string;
  surname: string;
  email: string;
  client_category: ClientCategory;
  open_positions: string | number;
}

const COLUMNS = 'r.id, r.user_id, r.statements, r.status, r.reason, r.created_at, r.decided_at';

function toRequest(row: RequestRow): ProfessionalRequest {
  const statements =
    typeof row.statements === 'string'
      ? (JSON.parse(row.statements) as ProfessionalStatement[])
      : row.statements;
  return {
    id: row.id,
    statements,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
  };
}

export async function insertRequest(
  tx: Queryable,
  entry: { id: string; userId: string; statements: ProfessionalStatement[]; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO professional_requests (id, user_id, statements, status, created_at)
     VALUES ($1, $2, $3::jsonb, 'pending', $4)`,
    [entry.id, entry.userId, JSON.stringify(entry.statements), entry.at],
  );
}

export async function latestRequest(db: Queryable, userId: string): Promise<ProfessionalRequest | null> {
  const rows = await db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM professional_requests r WHERE r.user_id = $1 ORDER BY r.seq DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? toRequest(rows[0]) : null;
}

const OPERATOR_SELECT = `SELECT ${COLUMNS}, u.name, u.surname, u.email, u.client_category,
    (SELECT COUNT(*) FROM orders o JOIN accounts a ON a.id = o.account_id
      WHERE a.user_id = r.user_id AND a.kind = 'real' AND o.status = 'open')::bigint AS open_positions
  FROM professional_requests r JOIN users u ON u.id = r.user_id`;

function toOperatorRequest(row: OperatorRow): OperatorProfessionalRequest {
  return {
    ...toRequest(row),
    userId: row.user_id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    clientCategory: row.client_category,
    openPositions: Number(row.open_positions),
  };
}

export async function operatorRequest(
  db: Queryable,
  id: string,
): Promise<OperatorProfessionalRequest | null> {
  const rows = await db.query<OperatorRow>(`${OPERATOR_SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toOperatorRequest(rows[0]) : null;
}

export async function operatorRequests(
  db: Queryable,
  status: ProfessionalRequestStatus | null,
  page: number,
  pageSize: number,
): Promise<{ items: OperatorProfessionalRequest[]; total: number }> {
  // The queue is worked oldest first; decided requests read newest first.
  const order = status === 'pending' ? 'ASC' : 'DESC';
  const [rows, counted] = await Promise.all([
    db.query<OperatorRow>(
      `${OPERATOR_SELECT} WHERE ($1::text IS NULL OR r.status = $1) ORDER BY r.seq ${order} LIMIT $2 OFFSET $3`,
      [status, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: string | number }>(
      'SELECT COUNT(*)::bigint AS total FROM professional_requests WHERE ($1::text IS NULL OR status = $1)',
      [status],
    ),
  ]);
  return { items: rows.map(toOperatorRequest), total: Number(counted[0]?.total ?? 0) };
}

/** Locks the request for its decision; null when there is none with that id. */
export async function lockRequest(
  tx: Queryable,
  id: string,
): Promise<{ userId: string; status: ProfessionalRequestStatus } | null> {
  const rows = await tx.query<{ user_id: string; status: ProfessionalRequestStatus }>(
    'SELECT user_id, status FROM professional_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, status: row.status } : null;
}

export async function decideRequest(
  tx: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; at: Date; by: string },
): Promise<void> {
  await tx.query(
    `UPDATE professional_requests SET status = $2, reason = $3, decided_at = $4, decided_by = $5
      WHERE id = $1 AND status = 'pending'`,
    [id, decision.status, decision.reason, decision.at, decision.by],
  );
}

export async function setClientCategory(
  tx: Queryable,
  userId: string,
  category: ClientCategory,
): Promise<void> {
  await tx.query('UPDATE users SET client_category = $2 WHERE id = $1', [userId, category]);
}

export async function pendingCount(db: Queryable): Promise<number> {
  const rows = await db.query<{ total: string | number }>(
    "SELECT COUNT(*)::bigint AS total FROM professional_requests WHERE status = 'pending'",
  );
  return Number(rows[0]?.total ?? 0);
}
