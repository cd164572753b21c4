// Registration, login, password reset and profile changes. Every refusal is an ApiError with a
// Turkish message; checks run before anything is written, so a refused call changes nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterPayload } from '../../../contract/entities';
import { tr } from '../../../src/i18n/tr';
import { openAccount } from '../accounts/accounts-repository';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/envelope';
import { cleanName, loginKey, normalizeEmail, normalizePhone } from './identity';
import type { LoginLimiter } from './login-limiter';
import { hashPassword, meetsPasswordRules, verifyAgainstDecoy, verifyPassword } from './password';
import type { SessionService } from './session-service';
import { hashToken, newToken } from './tokens';
import * as users from './users-repository';

export const PASSWORD_RESET_LIFETIME_MS = 15 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

const texts = tr.server.users;
const validation = tr.server.validation;

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
}

function badInput(message: string): ApiError {
  return new ApiError(400, message, 'VALIDATION');
}

function requireName(value: string, field: 'name' | 'surname'): string {
  const cleaned = cleanName(value);
  if (!cleaned) throw badInput(validation.required(validation.fields[field] ?? field));
  return cleaned;
}

function requirePhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) throw badInput(validation.phoneInvalid);
  return phone;
}

function takenError(which: 'email' | 'phone'): ApiError {
  return new ApiError(409, which === 'email' ? texts.emailTaken : texts.phoneTaken, 'DUPLICATE');
}

/** Two registrations racing past the pre-check meet the UNIQUE constraint instead. */
function asTakenError(error: unknown): ApiError | null {
  const pgError = error as { code?: string; constraint?: string; message?: string };
  if (pgError.code !== UNIQUE_VIOLATION) return null;
  const where = `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
  return takenError(where.includes('phone') ? 'phone' : 'email');
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, clock, sessions, limiter } = deps;
  const now = () => new Date(clock.now());

  async function register(input: RegisterInput): Promise<{ token: string; userId: string }> {
    const name = requireName(input.name, 'name');
    const surname = requireName(input.surname, 'surname');
    const email = normalizeEmail(input.email);
    const phone = requirePhone(input.phone);
    if (!meetsPasswordRules(input.password)) throw badInput(validation.passwordRules);
    if (input.password !== input.passwordConfirm) throw badInput(validation.passwordMismatch);
    if (!input.terms) throw badInput(validation.termsRequired);
    const taken = await users.findTakenIdentity(db, email, phone);
    if (taken) throw takenError(taken);
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const userId = await users.insertUser(tx, { name, surname, email, phone, passwordHash, at: now() });
        await openAccount(tx, userId);
        const token = await sessions.issue(userId, tx);
        return { token, userId };
      });
    } catch (error) {
      throw asTakenError(error) ?? error;
    }
  }

  async function login(identifier: string, password: string, ip: string): Promise<string> {
    const key = loginKey(identifier) ?? identifier.trim().toLowerCase();
    if (await limiter.isBlocked(key, ip)) throw new ApiError(429, texts.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    const user = await users.findUserByLogin(db, key);
    const valid = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      await limiter.recordFailure(key, ip);
      throw new ApiError(401, texts.badCredentials, 'BAD_CREDENTIALS');
    }
    await limiter.recordSuccess(key);
    return sessions.issue(user.id);
  }

  async function requestPasswordReset(emailInput: string): Promise<void> {
    const user = await users.findUserByLogin(db, normalizeEmail(emailInput));
    if (!user) return;
    const token = newToken();
    const at = now();
    const link = `/reset-password/${token}`;
    await db.transaction(async (tx) => {
      const expiresAt = new Date(at.getTime() + PASSWORD_RESET_LIFETIME_MS);
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
    if (!meetsPasswordRules(password)) throw badInput(validation.passwordRules);
    if (passwordConfirm !== undefined && password !== passwordConfirm)
      throw badInput(validation.passwordMismatch);
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const owner = await users.consumePasswordReset(tx, hashToken(token), now());
      if (owner) await users.updatePasswordHash(tx, owner, passwordHash, now());
      return owner;
    });
    if (!userId) throw new ApiError(400, texts.resetInvalid, 'RESET_INVALID');
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
