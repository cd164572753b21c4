// Sessions: issue a token at login or register, check it on each request, revoke it at logout.
// Listeners hear every revocation at once, so the live socket can close that token's sockets.
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { hashToken, newToken } from './tokens';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type RevokeListener = (tokenHash: string, userId: string) => void;

export interface SessionService {
  /** Creates a session and answers the token to hand to the client (never stored as such). */
  issue(userId: string, tx?: Queryable): Promise<string>;
  /** The session's user id, or null when the token is unknown, revoked or expired. */
  verifyToken(token: string): Promise<string | null>;
  /** Revokes one session by the hash of its token. */
  revoke(tokenHash: string): Promise<void>;
  /** Revokes every session of a user (after a password reset). */
  revokeAllOfUser(userId: string): Promise<void>;
  /** Answers a function that removes the listener. */
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
      const now = clock.now();
      await tx.query(
        'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hashToken(token), userId, new Date(now), new Date(now + SESSION_LIFETIME_MS)],
      );
      return token;
    },
    async verifyToken(token) {
      const rows = await db.query<{ user_id: string }>(
        'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
        [hashToken(token), new Date(clock.now())],
      );
      return rows[0]?.user_id ?? null;
    },
    async revoke(tokenHash) {
      const rows = await db.query<{ token_hash: string; user_id: string }>(
        'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash, user_id',
        [tokenHash, new Date(clock.now())],
      );
      notify(rows);
    },
    async revokeAllOfUser(userId) {
      const rows = await db.query<{ token_hash: string; user_id: string }>(
        'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING token_hash, user_id',
        [userId, new Date(clock.now())],
      );
      notify(rows);
    },
    onRevoke(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
