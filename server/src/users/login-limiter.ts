// Login attempts are limited per account and per address over a sliding window, kept in the
// database so that several server processes share the count.
//
// An attempt is reserved before the password is hashed, under advisory locks on the account and
// the address that last until the reservation commits. So however many guesses arrive at once,
// each one sees the reservations of those before it, and no more than the limit are ever checked.
// The reservation row is the attempt: a wrong password leaves it as a failure, a right one deletes
// the account's rows.
//
// The two limits differ on purpose. An account is never locked for long, since anyone can type
// someone else's e-mail: after its free attempts each further one waits a delay that doubles, up
// to LOGIN_DELAY_MAX_MS, so the owner can still sign in a few minutes later while a guesser gets
// a handful of tries an hour. An address is blocked outright for the rest of the window once it
// has used its attempts, since that blocks only the one guessing.
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Attempts an account may fail in the window before each further one waits. */
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_DELAY_FIRST_MS = 30 * 1000;
export const LOGIN_DELAY_MAX_MS = 5 * 60 * 1000;
/** Attempts one address may make in the window; then it is refused until old ones leave it. */
export const LOGIN_FAILURES_PER_ADDRESS_MAX = 20;

/** Classes of the two-key advisory locks; account locks are always taken before address locks. */
const ACCOUNT_LOCK_CLASS = 7101;
const ADDRESS_LOCK_CLASS = 7102;

export interface LoginLimiter {
  /** Counts one attempt for the account and the address; false when either must wait. */
  reserve(accountKey: string, ip: string): Promise<boolean>;
  /** A success forgives the account's attempts, its own reservation among them. */
  recordSuccess(accountKey: string): Promise<void>;
}

/** How long the account must wait after its latest attempt, given how many it made in the window. */
export function accountDelayMs(attemptsInWindow: number): number {
  const over = attemptsInWindow - LOGIN_FREE_FAILURES_PER_ACCOUNT;
  if (over < 0) return 0;
  return Math.min(LOGIN_DELAY_FIRST_MS * 2 ** Math.min(over, 20), LOGIN_DELAY_MAX_MS);
}

interface Counts {
  by_account: number;
  by_address: number;
  latest_account_ms: number | null;
}

async function countAttempts(tx: Queryable, accountKey: string, ip: string, since: Date): Promise<Counts> {
  const rows = await tx.query<Counts>(
    `SELECT COUNT(*) FILTER (WHERE account_key = $1)::bigint AS by_account,
            COUNT(*) FILTER (WHERE ip = $2)::bigint AS by_address,
            (EXTRACT(EPOCH FROM MAX(attempted_at) FILTER (WHERE account_key = $1)) * 1000)::bigint
              AS latest_account_ms
     FROM login_attempts WHERE attempted_at > $3 AND (account_key = $1 OR ip = $2)`,
    [accountKey, ip, since],
  );
  return rows[0] ?? { by_account: 0, by_address: 0, latest_account_ms: null };
}

export function createLoginLimiter(db: Database, clock: Clock): LoginLimiter {
  return {
    async reserve(accountKey, ip) {
      const nowMs = clock.nowMs();
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ACCOUNT_LOCK_CLASS, accountKey]);
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK_CLASS, ip]);
        const counts = await countAttempts(tx, accountKey, ip, new Date(nowMs - LOGIN_WINDOW_MS));
        if (counts.by_address >= LOGIN_FAILURES_PER_ADDRESS_MAX) return false;
        const waitUntilMs = (counts.latest_account_ms ?? 0) + accountDelayMs(counts.by_account);
        if (counts.latest_account_ms !== null && nowMs < waitUntilMs) return false;
        await tx.query('INSERT INTO login_attempts (account_key, ip, attempted_at) VALUES ($1, $2, $3)', [
          accountKey,
          ip,
          new Date(nowMs),
        ]);
        return true;
      });
    },
    async recordSuccess(accountKey) {
      await db.query('DELETE FROM login_attempts WHERE account_key = $1', [accountKey]);
    },
  };
}
