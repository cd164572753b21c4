// Failed logins are counted per account and per address over a sliding window; past the limit
// every try is refused with 429 until old failures leave the window. Kept in the database so
// that several server processes share the count.
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT_MAX = 5;
export const LOGIN_FAILURES_PER_ADDRESS_MAX = 20;

export interface LoginLimiter {
  /** True when either the account or the address has used up its failures. */
  isBlocked(accountKey: string, ip: string): Promise<boolean>;
  recordFailure(accountKey: string, ip: string): Promise<void>;
  /** A success forgives the account's failures (not the address's). */
  recordSuccess(accountKey: string): Promise<void>;
}

export function createLoginLimiter(db: Queryable, clock: Clock): LoginLimiter {
  const windowStart = () => new Date(clock.now() - LOGIN_WINDOW_MS);
  return {
    async isBlocked(accountKey, ip) {
      const rows = await db.query<{ by_account: number; by_address: number }>(
        `SELECT COUNT(*) FILTER (WHERE account_key = $1)::bigint AS by_account,
                COUNT(*) FILTER (WHERE ip = $2)::bigint AS by_address
         FROM login_attempts WHERE attempted_at > $3 AND (account_key = $1 OR ip = $2)`,
        [accountKey, ip, windowStart()],
      );
      const counts = rows[0] ?? { by_account: 0, by_address: 0 };
      return (
        counts.by_account >= LOGIN_FAILURES_PER_ACCOUNT_MAX ||
        counts.by_address >= LOGIN_FAILURES_PER_ADDRESS_MAX
      );
    },
    async recordFailure(accountKey, ip) {
      await db.query('INSERT INTO login_attempts (account_key, ip, attempted_at) VALUES ($1, $2, $3)', [
        accountKey,
        ip,
        new Date(clock.now()),
      ]);
    },
    async recordSuccess(accountKey) {
      await db.query('DELETE FROM login_attempts WHERE account_key = $1', [accountKey]);
    },
  };
}
