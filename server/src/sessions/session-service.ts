// Sessions: issue a token at login or register, check it on each request, revoke it at logout, and
// hold the session's active account (API.md: the active account belongs to the token). Listeners
// hear every revocation and account switch at once, so the live socket can close or re-snapshot
// that token's sockets. A token verified recently is answered without the database
// (verified-sessions.ts); every change forgets it first, in this process at once and, through the
// revocations feed, in every other.
import type { UserProfile } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { inProcessRevocations, type SessionRevocation, type SessionRevocations } from './session-revocations';
import { hashToken, newToken } from './tokens';
import { VerifiedSessions } from './verified-sessions';

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
  /** verifySession for a token already hashed (hashToken), so a request hashes its token once. */
  verifySessionOfHash(tokenHash: string): Promise<SessionIdentity | null>;
  /** Revokes one session by the hash of its token. */
  revoke(tokenHash: string): Promise<void>;
  /** Revokes every session of a user (after a password reset). */
  revokeAllOfUser(userId: string): Promise<void>;
  /** Makes `accountId` (one of the user's accounts) the session's active account. */
  setActiveAccount(tokenHash: string, accountId: string): Promise<void>;
  /**
   * Something every session of the user carries (the role) changed: each is verified afresh on its
   * next request, here and on every node.
   */
  userChanged(userId: string): void;
  /** Hears revocations and account switches. Answers a function that removes the listener. */
  onRevoke(listener: RevokeListener): () => void;
}

export interface SessionServiceOptions {
  /** How revocations reach other processes; by default they stay in this one. */
  revocations?: SessionRevocations;
  /** The recently verified tokens; null asks the database on every request. */
  verified?: VerifiedSessions | null;
}

interface SessionRow {
  user_id: string;
  role: UserRole;
  active_account_id: string;
  expires_at: Date | string;
}

type RevokedRow = { token_hash: string; user_id: string };

/** The recently verified tokens and the revocations feed, kept in step (see the file's comment). */
interface SessionChanges {
  /** Forgets each changed session here and tells every other process. */
  notify(rows: readonly RevokedRow[]): void;
  userChanged(userId: string): void;
  onRevoke(listener: RevokeListener): () => void;
}

function sessionChanges(revocations: SessionRevocations, verified: VerifiedSessions | null): SessionChanges {
  /** Forgets the changed session before anyone (a socket re-resolving its token) can ask again. */
  function forget(revocation: SessionRevocation): void {
    if (revocation.tokenHash === null) verified?.forgetUser(revocation.userId);
    else verified?.forgetToken(revocation.tokenHash);
  }
  // Subscribed first, so another process's revocation is forgotten before any listener hears it.
  revocations.subscribe(forget);
  const announce = (revocation: SessionRevocation) => {
    forget(revocation);
    revocations.publish(revocation);
  };
  return {
    notify(rows) {
      for (const row of rows) announce({ tokenHash: row.token_hash, userId: row.user_id });
    },
    userChanged: (userId) => announce({ tokenHash: null, userId }),
    onRevoke(listener) {
      // A user-wide change (a role) moves no socket: only a session's own change is told.
      return revocations.subscribe(({ tokenHash, userId }) => {
        if (tokenHash !== null) listener(tokenHash, userId);
      });
    },
  };
}

/** Reads a session from the database and remembers it as recently verified. */
async function lookUpSession(
  db: Queryable,
  clock: Clock,
  verified: VerifiedSessions | null,
  tokenHash: string,
): Promise<SessionIdentity | null> {
  const generation = verified?.generation() ?? 0;
  const rows = await db.query<SessionRow>(
    `SELECT sessions.user_id, users.role, sessions.active_account_id, sessions.expires_at
     FROM sessions JOIN users ON users.id = sessions.user_id
     WHERE sessions.token_hash = $1 AND sessions.revoked_at IS NULL AND sessions.expires_at > $2`,
    [tokenHash, new Date(clock.nowMs())],
  );
  const row = rows[0];
  if (!row) return null;
  const identity = { userId: row.user_id, role: row.role, accountId: row.active_account_id };
  const expiresAtMs = new Date(row.expires_at).getTime();
  verified?.remember(tokenHash, identity, expiresAtMs, generation, clock.nowMs());
  return identity;
}

/** Creates a session and answers its token. */
async function issueSession(tx: Queryable, clock: Clock, userId: string): Promise<string> {
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
}

/** Moves the session to one of its user's accounts, which becomes the user's preferred kind. */
async function switchActiveAccount(
  db: Queryable,
  tokenHash: string,
  accountId: string,
): Promise<RevokedRow[]> {
  const rows = await db.query<RevokedRow>(
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
  return rows;
}

export function createSessionService(
  db: Queryable,
  clock: Clock,
  options: SessionServiceOptions = {},
): SessionService {
  const verified = options.verified === undefined ? new VerifiedSessions() : options.verified;
  const changes = sessionChanges(options.revocations ?? inProcessRevocations(), verified);
  const revokeWhere = async (column: 'token_hash' | 'user_id', value: string) =>
    changes.notify(
      await db.query<RevokedRow>(
        `UPDATE sessions SET revoked_at = $2 WHERE ${column} = $1 AND revoked_at IS NULL
         RETURNING token_hash, user_id`,
        [value, new Date(clock.nowMs())],
      ),
    );

  const verifyHash = async (tokenHash: string): Promise<SessionIdentity | null> =>
    verified?.find(tokenHash, clock.nowMs()) ?? lookUpSession(db, clock, verified, tokenHash);

  return {
    issue: (userId, tx = db) => issueSession(tx, clock, userId),
    async verifyToken(token) {
      const rows = await db.query<{ user_id: string }>(
        'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
        [hashToken(token), new Date(clock.nowMs())],
      );
      return rows[0]?.user_id ?? null;
    },
    verifySession: (token) => verifyHash(hashToken(token)),
    verifySessionOfHash: verifyHash,
    revoke: (tokenHash) => revokeWhere('token_hash', tokenHash),
    revokeAllOfUser: (userId) => revokeWhere('user_id', userId),
    async setActiveAccount(tokenHash, accountId) {
      changes.notify(await switchActiveAccount(db, tokenHash, accountId));
    },
    userChanged: (userId) => changes.userChanged(userId),
    onRevoke: (listener) => changes.onRevoke(listener),
  };
}
