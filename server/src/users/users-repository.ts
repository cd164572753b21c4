// SQL for people and their password resets. Times are passed in from the injected clock.
import type { Queryable } from '../db/database';

export interface UserRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  password_hash: string;
}

const USER_COLUMNS = 'id, name, surname, email, phone, password_hash';

export interface NewUser {
  name: string;
  surname: string;
  email: string;
  phone: string;
  passwordHash: string;
  at: Date;
}

export async function insertUser(tx: Queryable, user: NewUser): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO users (name, surname, email, phone, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [user.name, user.surname, user.email, user.phone, user.passwordHash, user.at],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insertUser: no id returned');
  return id;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Who each of these people is, by id, for lists other domains show (a comment's author). */
export async function findUserNames(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { name: string; surname: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string; surname: string; email: string }>(
    'SELECT id, name, surname, email FROM users WHERE id = ANY($1::text[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, surname: row.surname, email: row.email }]));
}

export async function findUserByLogin(db: Queryable, key: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1 OR phone = $1`, [
    key,
  ]);
  return rows[0] ?? null;
}

export async function findTakenIdentity(
  db: Queryable,
  email: string | null,
  phone: string | null,
  exceptUserId: string | null = null,
): Promise<'email' | 'phone' | null> {
  const rows = await db.query<{ email: string; phone: string }>(
    'SELECT email, phone FROM users WHERE (email = $1 OR phone = $2) AND id IS DISTINCT FROM $3',
    [email, phone, exceptUserId],
  );
  if (rows.some((row) => row.email === email)) return 'email';
  if (rows.some((row) => row.phone === phone)) return 'phone';
  return null;
}

export interface ProfileChange {
  name?: string;
  surname?: string;
  phone?: string;
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  change: ProfileChange,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE users SET name = COALESCE($2, name), surname = COALESCE($3, surname), phone = COALESCE($4, phone),
       updated_at = $5 WHERE id = $1`,
    [userId, change.name ?? null, change.surname ?? null, change.phone ?? null, at],
  );
}

export async function updatePasswordHash(
  tx: Queryable,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    userId,
    passwordHash,
    at,
  ]);
  // Whatever changed the password (a reset or a change), a link mailed before it no longer works.
  await invalidatePasswordResets(tx, userId, at);
}

export async function insertPasswordReset(
  tx: Queryable,
  reset: { tokenHash: string; userId: string; at: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [reset.tokenHash, reset.userId, reset.at, reset.expiresAt],
  );
}

/**
 * Ends every reset token of the person still open: a newer request, a reset and a password change
 * all leave only what they issue themselves usable, so an older mail's link stops working.
 */
export async function invalidatePasswordResets(tx: Queryable, userId: string, at: Date): Promise<void> {
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    at,
  ]);
}

/** Marks a live reset token used and answers its user; null when unknown, used or expired. */
export async function consumePasswordReset(
  tx: Queryable,
  tokenHash: string,
  at: Date,
): Promise<string | null> {
  const rows = await tx.query<{ user_id: string }>(
    `UPDATE password_resets SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, at],
  );
  return rows[0]?.user_id ?? null;
}

export async function insertOutboxMessage(
  tx: Queryable,
  message: { kind: string; recipient: string; subject: string; body: string; at: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)',
    [message.kind, message.recipient, message.subject, message.body, message.at],
  );
}

export interface NewUpload {
  userId: string;
  storedName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  at: Date;
}

const ORIGINAL_NAME_LENGTH_MAX = 200;

export async function insertUpload(db: Queryable, upload: NewUpload): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO uploads (user_id, stored_name, original_name, mime_type, size_bytes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      upload.userId,
      upload.storedName,
      upload.originalName.slice(0, ORIGINAL_NAME_LENGTH_MAX),
      upload.mimeType,
      upload.sizeBytes,
      upload.at,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insertUpload: no id returned');
  return id;
}
