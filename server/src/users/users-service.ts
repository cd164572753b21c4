// Registration, login, password reset and profile changes. Every refusal is a named DomainError
// (users-refusals.ts gives it its Turkish text at the HTTP edge); checks run before anything is
// written, so a refused call changes nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterPayload } from '../../../contract/entities';
import { serverTexts } from '../../../contract/server-texts';
import { openAccounts } from '../accounts/accounts-repository';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { cleanName, loginKey, normalizeEmail, normalizePhone } from './identity';
import type { LoginLimiter } from './login-limiter';
import { hashPassword, meetsPasswordRules, verifyAgainstDecoy, verifyPassword } from './password';
import type { SessionService } from '../sessions/session-service';
import { hashToken, newToken } from '../sessions/tokens';
import type { UsersRefusalCode } from './users-refusals';
import * as users from './users-repository';

export const PASSWORD_RESET_LIFETIME_MS = 15 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

const texts = serverTexts.users;

/** The sign-up body is the contract's, field for field. */
export type RegisterInput = RegisterPayload;

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  limiter: LoginLimiter;
  log: FastifyBaseLogger;
  /** Outside production the reset link is also written to the log, since no mail is sent. */
  logResetLinks: boolean;
  /** The app's absolute address (PUBLIC_URL): a link in a mail has no page to be relative to. */
  publicUrl: string;
  /** Two-factor sign-in (settings/two-factor.ts): after the right password, the code's verdict. */
  secondFactor?: (userId: string, otp: string | undefined) => Promise<'ok' | 'required' | 'invalid'>;
  /**
   * Rows another domain writes in the registration's transaction (the privacy notice accepted on
   * the form); a refusal there refuses the whole registration.
   */
  signUpRows?: (tx: Queryable, userId: string, input: RegisterInput) => Promise<void>;
}

function refused(code: UsersRefusalCode): DomainError<UsersRefusalCode> {
  return new DomainError(code);
}

function requireName(value: string, field: 'name' | 'surname'): string {
  const cleaned = cleanName(value);
  if (!cleaned) throw refused(field === 'name' ? 'NAME_REQUIRED' : 'SURNAME_REQUIRED');
  return cleaned;
}

function requirePhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) throw refused('PHONE_INVALID');
  return phone;
}

function takenError(which: 'email' | 'phone'): DomainError<UsersRefusalCode> {
  return refused(which === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN');
}

/** Two registrations racing past the pre-check meet the UNIQUE constraint instead. */
function asTakenError(error: unknown): DomainError<UsersRefusalCode> | null {
  const pgError = error as { code?: string; constraint?: string; message?: string };
  if (pgError.code !== UNIQUE_VIOLATION) return null;
  const where = `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
  return takenError(where.includes('phone') ? 'phone' : 'email');
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, clock, sessions, limiter } = deps;
  const now = () => new Date(clock.nowMs());

  async function register(input: RegisterInput): Promise<{ token: string; userId: string }> {
    const name = requireName(input.name, 'name');
    const surname = requireName(input.surname, 'surname');
    const email = normalizeEmail(input.email);
    const phone = requirePhone(input.phone);
    if (!meetsPasswordRules(input.password)) throw refused('PASSWORD_RULES');
    if (input.password !== input.passwordConfirm) throw refused('PASSWORD_MISMATCH');
    if (!input.terms) throw refused('TERMS_REQUIRED');
    const taken = await users.findTakenIdentity(db, email, phone);
    if (taken) throw takenError(taken);
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const userId = await users.insertUser(tx, { name, surname, email, phone, passwordHash, at: now() });
        // A new customer trades at once on practice; the real account waits for a deposit.
        await openAccounts(tx, userId, now());
        if (deps.signUpRows) await deps.signUpRows(tx, userId, input);
        const token = await sessions.issue(userId, tx);
        return { token, userId };
      });
    } catch (error) {
      throw asTakenError(error) ?? error;
    }
  }

  async function login(identifier: string, password: string, ip: string, otp?: string): Promise<string> {
    const key = loginKey(identifier) ?? identifier.trim().toLowerCase();
    const user = await users.findUserByLogin(db, key);
    // Counted per person, not per identifier typed: the e-mail and the phone share one limit.
    const accountKey = user ? `user:${user.id}` : `login:${key}`;
    // Reserved before hashing, so parallel guesses cannot all pass a check made before any failed.
    if (!(await limiter.reserve(accountKey, ip))) throw refused('TOO_MANY_ATTEMPTS');
    const valid = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstDecoy(password);
    // A wrong password leaves its reservation counted as the failure.
    if (!user || !valid) throw refused('BAD_CREDENTIALS');
    // A missing or wrong code leaves the reservation counted, so codes are guessed no faster than
    // passwords.
    const second = deps.secondFactor ? await deps.secondFactor(user.id, otp) : 'ok';
    if (second !== 'ok') throw new DomainError(second === 'required' ? 'OTP_REQUIRED' : 'OTP_INVALID');
    await limiter.recordSuccess(accountKey);
    return sessions.issue(user.id);
  }

  async function requestPasswordReset(emailInput: string): Promise<void> {
    const user = await users.findUserByLogin(db, normalizeEmail(emailInput));
    if (!user) return;
    const token = newToken();
    const at = now();
    const link = `${deps.publicUrl}/reset-password/${token}`;
    await db.transaction(async (tx) => {
      const expiresAt = new Date(at.getTime() + PASSWORD_RESET_LIFETIME_MS);
      await users.invalidatePasswordResets(tx, user.id, at);
      await users.insertPasswordReset(tx, { tokenHash: hashToken(token), userId: user.id, at, expiresAt });
      await users.insertOutboxMessage(tx, {
        kind: 'password_reset',
        recipient: user.email,
        subject: texts.resetMailSubject,
        body: texts.resetMailBody(link),
        at,
      });
    });
    if (deps.logResetLinks)
      deps.log.info({ resetLink: link, userId: user.id }, 'password reset link (no mail server)');
  }

  async function resetPassword(token: string, password: string, passwordConfirm?: string): Promise<void> {
    if (!meetsPasswordRules(password)) throw refused('PASSWORD_RULES');
    if (passwordConfirm !== undefined && password !== passwordConfirm) throw refused('PASSWORD_MISMATCH');
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const owner = await users.consumePasswordReset(tx, hashToken(token), now());
      if (owner) await users.updatePasswordHash(tx, owner, passwordHash, now());
      return owner;
    });
    if (!userId) throw refused('RESET_INVALID');
    // Whoever knew the old password is signed out everywhere.
    await sessions.revokeAllOfUser(userId);
  }

  async function updateProfile(userId: string, change: { name?: string; surname?: string; phone?: string }) {
    const cleaned: users.ProfileChange = {};
    if (change.name !== undefined) cleaned.name = requireName(change.name, 'name');
    if (change.surname !== undefined) cleaned.surname = requireName(change.surname, 'surname');
    if (change.phone !== undefined) {
      cleaned.phone = requirePhone(change.phone);
      if (await users.findTakenIdentity(db, null, cleaned.phone, userId)) throw takenError('phone');
    }
    try {
      await users.updateProfile(db, userId, cleaned, now());
    } catch (error) {
      throw asTakenError(error) ?? error;
    }
  }

  return { register, login, requestPasswordReset, resetPassword, updateProfile };
}

export type UsersService = ReturnType<typeof createUsersService>;
