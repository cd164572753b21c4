// Personal information (PUT /api/users/profile): the sign-up fields plus birth date, T.C. Kimlik
// No, address, city and country. Every field is checked before anything is written, and the change
// is one UPDATE (with an audit row per address, city or country change), so a refused call changes
// nothing. A new e-mail or phone (a way to sign in and to reset the password) needs the current
// password, checked like a login attempt and before anything is compared with other customers.
// Once identity is verified, name, surname, T.C. Kimlik No and birth date are frozen here.
import { isNationalId } from '../../../contract/national-id';
import type { PersonalInfo, ProfileUpdateRequest } from '../../../contract/identity';
import type { Clock } from '../clock';
import { recordAudit } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { PasswordCheck } from '../settings/password-check';
import { cleanName, normalizeEmail, normalizePhone } from '../users/identity';
import { checkBirthDate } from './birth-date';
import { verificationStatusOfUser } from './verification-status';

const UNIQUE_VIOLATION = '23505';

type Columns = Record<string, string | null>;

interface CurrentRow {
  email: string;
  phone: string;
  name: string;
  surname: string;
  national_id: string | null;
  birth_date: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
}

/**
 * The identity a verification approved: once a customer is verified these change only through a
 * change request with new documents that an operator reviews (identity-change-requests.ts).
 */
export const FROZEN_COLUMNS = ['name', 'surname', 'national_id', 'birth_date'] as const;
/** Where the customer lives may change after verification; each change is an audit row. */
const AUDITED_COLUMNS = ['address', 'city', 'country'] as const;

function requiredName(value: string, code: 'NAME_REQUIRED' | 'SURNAME_REQUIRED'): string {
  const cleaned = cleanName(value);
  if (!cleaned) throw new DomainError(code);
  return cleaned;
}

/** Trimmed free text; an empty one clears the field. */
function optionalText(value: string): string | null {
  const cleaned = value.trim().replace(/\s+/g, ' ');
  return cleaned.length > 0 ? cleaned : null;
}

async function takenBy(
  db: Queryable,
  column: 'email' | 'phone' | 'national_id',
  value: string,
  userId: string,
) {
  const rows = await db.query(`SELECT 1 FROM users WHERE ${column} = $1 AND id <> $2`, [value, userId]);
  return rows.length > 0;
}

/** Which constraint a racing duplicate hit, as a refusal. */
function asTaken(error: unknown): DomainError | null {
  const pgError = error as { code?: string; constraint?: string; message?: string };
  if (pgError.code !== UNIQUE_VIOLATION) return null;
  const where = `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
  if (where.includes('national_id')) return new DomainError('NATIONAL_ID_REFUSED');
  return new DomainError(where.includes('phone') ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
}

/** Every field checked on its own, before anything is compared with other customers. */
function columnsOf(change: ProfileUpdateRequest, current: CurrentRow, nowMs: number): Columns {
  const columns: Columns = {};
  if (change.name !== undefined) columns.name = requiredName(change.name, 'NAME_REQUIRED');
  if (change.surname !== undefined) columns.surname = requiredName(change.surname, 'SURNAME_REQUIRED');
  if (change.email !== undefined) {
    const email = normalizeEmail(change.email);
    if (email !== current.email) columns.email = email;
  }
  if (change.phone !== undefined) {
    const phone = normalizePhone(change.phone);
    if (!phone) throw new DomainError('PHONE_INVALID');
    if (phone !== current.phone) columns.phone = phone;
  }
  if (change.birthDate !== undefined) columns.birth_date = checkedBirthDate(change.birthDate, nowMs);
  if (change.nationalId !== undefined) columns.national_id = checkedNationalId(change.nationalId);
  if (change.address !== undefined) columns.address = optionalText(change.address);
  if (change.city !== undefined) columns.city = optionalText(change.city);
  if (change.country !== undefined) columns.country = optionalText(change.country);
  return columns;
}

export function checkedBirthDate(value: string, nowMs: number): string {
  const check = checkBirthDate(value, nowMs);
  if (check === 'invalid') throw new DomainError('BIRTH_DATE_INVALID');
  if (check === 'underage') throw new DomainError('UNDERAGE');
  return value;
}

export function checkedNationalId(value: string): string {
  const nationalId = value.trim();
  if (!isNationalId(nationalId)) throw new DomainError('NATIONAL_ID_INVALID');
  return nationalId;
}

const changed = (columns: Columns, current: CurrentRow, column: keyof CurrentRow) =>
  column in columns && columns[column] !== current[column];

export interface PersonalInfoDeps {
  db: Database;
  clock: Clock;
  passwordCheck: PasswordCheck;
}

export function createPersonalInfo({ db, clock, passwordCheck }: PersonalInfoDeps) {
  /**
   * Uniqueness is asked only after the password for a new e-mail or phone was right, so a stolen
   * session learns nobody's number. Another customer's T.C. Kimlik No gets the same refusal as any
   * number that cannot be saved, and the route limits how often it may be asked.
   */
  async function checkUnique(userId: string, columns: Columns): Promise<void> {
    if (columns.email && (await takenBy(db, 'email', columns.email, userId)))
      throw new DomainError('EMAIL_TAKEN');
    if (columns.phone && (await takenBy(db, 'phone', columns.phone, userId)))
      throw new DomainError('PHONE_TAKEN');
    if (columns.national_id && (await takenBy(db, 'national_id', columns.national_id, userId)))
      throw new DomainError('NATIONAL_ID_REFUSED');
  }

  async function write(userId: string, columns: Columns, current: CurrentRow): Promise<void> {
    const names = Object.keys(columns);
    if (names.length === 0) return;
    const at = new Date(clock.nowMs());
    // Column names come from the fixed list above, never from the request.
    const assignments = names.map((name, index) => `${name} = $${index + 3}`).join(', ');
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET ${assignments}, updated_at = $2 WHERE id = $1`, [
        userId,
        at,
        ...names.map((name) => columns[name]),
      ]);
      for (const column of AUDITED_COLUMNS) {
        if (!changed(columns, current, column)) continue;
        await recordAudit(tx, {
          actorId: userId,
          actorRole: 'customer',
          action: `profile.${column}`,
          subjectType: 'user',
          subjectId: userId,
          before: { [column]: current[column] },
          after: { [column]: columns[column] },
          at,
        });
      }
    });
  }

  async function update(userId: string, change: ProfileUpdateRequest, ip: string): Promise<void> {
    const rows = await db.query<CurrentRow>(
      `SELECT email, phone, name, surname, national_id, birth_date::text AS birth_date, address, city, country
       FROM users WHERE id = $1`,
      [userId],
    );
    const current = rows[0];
    if (!current) throw new Error(`profile update: user ${userId} not found`);
    const columns = columnsOf(change, current, clock.nowMs());
    if (
      FROZEN_COLUMNS.some((column) => changed(columns, current, column)) &&
      (await verificationStatusOfUser(db, userId)) === 'verified'
    )
      throw new DomainError('IDENTITY_FROZEN');
    if (columns.email !== undefined || columns.phone !== undefined) {
      if (!change.currentPassword) throw new DomainError('PASSWORD_REQUIRED');
      await passwordCheck(userId, change.currentPassword, ip);
    }
    await checkUnique(userId, columns);
    try {
      await write(userId, columns, current);
    } catch (error) {
      throw asTaken(error) ?? error;
    }
  }

  return { update };
}

interface InfoRow {
  birth_date: string | Date | null;
  national_id: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  avatar_upload_id: string | null;
  two_factor: boolean;
}

/** A DATE column as YYYY-MM-DD whichever way the driver hands it over. */
function dayText(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** What GET /api/users/profile adds for the information and settings screens. */
export async function personalInfoOf(db: Queryable, userId: string): Promise<PersonalInfo> {
  const rows = await db.query<InfoRow>(
    `SELECT birth_date::text AS birth_date, national_id, address, city, country, avatar_upload_id,
       EXISTS (SELECT 1 FROM two_factor t WHERE t.user_id = users.id AND t.enabled_at IS NOT NULL) AS two_factor
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  return {
    birthDate: dayText(row?.birth_date ?? null),
    nationalId: row?.national_id ?? null,
    address: row?.address ?? null,
    city: row?.city ?? null,
    country: row?.country ?? null,
    hasAvatar: Boolean(row?.avatar_upload_id),
    verificationStatus: await verificationStatusOfUser(db, userId),
    twoFactorEnabled: row?.two_factor ?? false,
  };
}
