// Sessions: issue a token at login or register, check it on each request, revoke it at logout, and
// hold the session's active account (API.md: the active account belongs to the token). Listeners
// hear every revocation and account switch at once, so the live socket can close or re-snapshot
// that token's sockets.
import type { UserProfile } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { hashToken, newToken } from './tokens';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type RevokeListener = (tokenHash: string, userId: string) => void;

/** The contract's roles (API.md Roles), so the profile and the guard can never disagree. */
export type UserRole = UserProfile['role'];

/** Who a valid token speaks for. */
export interface SessionIdentity {
  userId: string;
  role: UserRole;
  /** The account every order, figure and socket message of this token works on. */
  accountId: string;
}

export interface SessionService {
  /** Creates a session and answers the token to hand to the client (never stored as such). */
  issue(userId: string, tx?: Queryable): Promise<string>;
  /** The session's user id, or null when the token is unknown, revoked or expired. */
  verifyToken(token: string): Promise<string | null>;
  /** The session's user and role in one query, or null like verifyToken (HTTP authentication). */
  verifySession(token: string): Promise<SessionIdentity | null>;
  /** Revokes one session by the hash of its token. */
  revoke(tokenHash: string): Promise<void>;
  /** Revokes every session of a user (after a password reset). */
  revokeAllOfUser(userId: string): Promise<void>;
  /** Makes `accountId` (one of the user's accounts) the session's active account. */
  setActiveAccount(tokenHash: string, accountId: string): Promise<void>;
  /** Hears revocations and account switches. Answers a function that removes the listener. */
  onRevoke(listener: RevokeListener): () => void;
}

export function createSessionService(db: Queryable, clock: Clock): SessionService {
  const listeners = new Set<RevokeListener>();

  function notify(rows: { token_hash: string; user_id: string }[]): void {
    for (const row of rows) {
      for (const listener of listeners) {
        // A failing listener must not undo or block the revocation itself.
        try {
          listener(row.token_hash, row.user_id);
        } catch {
          /* the listener owns its errors */
        }
      }
    }
  }

  return {
    async issue(userId, tx = db) {
      const token = newToken();
      const now = clock.nowMs();
      // A new session starts on the account the customer chose last (practice for a new one).
      await tx.query(
        `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, active_account_id)
         SELECT $1, $2, $3, $4, accounts.id FROM users
         JOIN accounts ON accounts.user_id = users.id AND accounts.kind = users.preferred_account_kind
         WHERE users.id = $2`,
        [hashToken(token), userId, new Date(now), new Date(now + SESSION_LIFETIME_MS)],
      );
      return token;
    },
    async verifyToken(token) {
      const rows = await db.query<{ user_id: string }>(
        'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
        [hashToken(token), new Date(clock.nowMs())],
      );
      return rows[0]?.user_id ?? null;
    },
    async verifySession(token) {
      const rows = await db.query<{ user_id: string; role: UserRole; active_account_id: string }>(
        `SELECT sessions.user_id, users.role, sessions.active_account_id
         FROM sessions JOIN users ON users.id = sessions.user_id
         WHERE sessions.token_hash = $1 AND sessions.revoked_at IS NULL AND sessions.expires_at > $2`,
        [hashToken(token), new Date(clock.nowMs())],
      );
      const row = rows[0];
      return row ? { userId: row.user_id, role: row.role, accountId: row.active_account_id } : null;
    },
    async revoke(tokenHash) {
      const rows = await db.query<{ token_hash: string; user_id: string }>(
        'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash, user_id',
        [tokenHash, new Date(clock.nowMs())],
      );
      notify(rows);
    },
    async revokeAllOfUser(userId) {
      const rows = await db.query<{ token_hash: string; user_id: string }>(
        'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING token_hash, user_id',
        [userId, new Date(clock.nowMs())],
      );
      notify(rows);
    },
    async setActiveAccount(tokenHash, accountId) {
      const rows = await db.query<{ token_hash: string; user_id: string }>(
        `UPDATE sessions SET active_account_id = $2 WHERE token_hash = $1 AND revoked_at IS NULL
           AND user_id = (SELECT user_id FROM accounts WHERE id = $2)
         RETURNING token_hash, user_id`,
        [tokenHash, accountId],
      );
      if (rows.length !== 1) throw new Error('setActiveAccount: not an account of this session');
      await db.query(
        'UPDATE users SET preferred_account_kind = (SELECT kind FROM accounts WHERE id = $2) WHERE id = $1',
        [rows[0].user_id, accountId],
      );
      notify(rows);
    },
    onRevoke(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
