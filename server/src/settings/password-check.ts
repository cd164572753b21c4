// Checks a signed-in person's password for a sensitive change (a new e-mail or phone, a new
// password, turning two-factor sign-in off). Each check is one attempt on the same limiter as
// logins, under the same per-person key, so a stolen session cannot guess the password any faster
// than the sign-in screen allows; a right password forgives the attempts, as a login does.
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { createLoginLimiter } from '../users/login-limiter';
import { verifyPassword } from '../users/password';

export type PasswordCheck = (userId: string, password: string, ip: string) => Promise<void>;

export function createPasswordCheck(db: Database, clock: Clock): PasswordCheck {
  const limiter = createLoginLimiter(db, clock);
  return async (userId, password, ip) => {
    const accountKey = `user:${userId}`;
    if (!(await limiter.reserve(accountKey, ip))) throw new DomainError('TOO_MANY_ATTEMPTS');
    const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      userId,
    ]);
    const hash = rows[0]?.password_hash;
    if (!hash || !(await verifyPassword(hash, password))) throw new DomainError('WRONG_PASSWORD');
    await limiter.recordSuccess(accountKey);
  };
}
