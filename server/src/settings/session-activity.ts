// The sessions list of the settings screen: each session's device (its User-Agent) and address,
// and when it was last used. Authenticated requests touch their session at most once per
// SESSION_TOUCH_INTERVAL_MS from this process, so a busy client costs one small UPDATE a minute,
// not one per request. Signing out the others revokes them through the session service, so their
// sockets close at once like any logout.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveSession } from '../../../contract/identity';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { SessionService } from '../sessions/session-service';
import { hashToken } from '../sessions/tokens';

export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Sessions remembered as recently touched; past this the memory starts over (one extra UPDATE each). */
export const SESSION_TOUCH_ENTRIES_MAX = 100_000;
export const DEVICE_LENGTH_MAX = 200;

export interface SessionActivity {
  touch(request: FastifyRequest, force?: boolean): Promise<void>;
  /** The touch's UPDATE when the request's session is due one, else null (most requests). */
  touchIfDue(request: FastifyRequest): Promise<void> | null;
  /** Records where a session just issued (login, register) was signed in from. */
  recordSignIn(token: string, request: FastifyRequest): Promise<void>;
  list(userId: string, currentTokenHash: string): Promise<ActiveSession[]>;
  revokeOthers(userId: string, currentTokenHash: string): Promise<number>;
}

interface SessionRow {
  public_id: string;
  token_hash: string;
  device: string | null;
  address: string | null;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

/** Whether this process touched the session less than SESSION_TOUCH_INTERVAL_MS ago. */
function touchedRecently(
  touchedAtMs: ReadonlyMap<string, number>,
  tokenHash: string,
  nowMs: number,
): boolean {
  const last = touchedAtMs.get(tokenHash);
  return last !== undefined && nowMs - last < SESSION_TOUCH_INTERVAL_MS;
}

export function createSessionActivity(
  db: Queryable,
  clock: Clock,
  sessions: SessionService,
): SessionActivity {
  const touchedAtMs = new Map<string, number>();

  async function touch(request: FastifyRequest, force = false): Promise<void> {
    if (request.tokenHash) await touchHash(request.tokenHash, request, force);
  }

  /** Synchronous until an UPDATE is due: the hook of every authenticated answer calls it. */
  function touchIfDue(request: FastifyRequest): Promise<void> | null {
    const tokenHash = request.tokenHash;
    if (!tokenHash || touchedRecently(touchedAtMs, tokenHash, clock.nowMs())) return null;
    return touchHash(tokenHash, request, false);
  }

  async function touchHash(tokenHash: string, request: FastifyRequest, force: boolean): Promise<void> {
    const nowMs = clock.nowMs();
    if (!force && touchedRecently(touchedAtMs, tokenHash, nowMs)) return;
    if (touchedAtMs.size >= SESSION_TOUCH_ENTRIES_MAX) touchedAtMs.clear();
    touchedAtMs.set(tokenHash, nowMs);
    const agent = request.headers['user-agent'];
    const device = typeof agent === 'string' ? agent.slice(0, DEVICE_LENGTH_MAX) : null;
    await db.query(
      `UPDATE sessions SET last_used_at = $2, address = $3, device = COALESCE($4, device)
       WHERE token_hash = $1 AND revoked_at IS NULL`,
      [tokenHash, new Date(nowMs), request.ip, device],
    );
  }

  async function list(userId: string, currentTokenHash: string): Promise<ActiveSession[]> {
    const rows = await db.query<SessionRow>(
      `SELECT public_id, token_hash, device, address, created_at, last_used_at FROM sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
       ORDER BY COALESCE(last_used_at, created_at) DESC, created_at DESC`,
      [userId, new Date(clock.nowMs())],
    );
    return rows.map((row) => ({
      id: row.public_id,
      device: row.device,
      address: row.address,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at ?? row.created_at).toISOString(),
      current: row.token_hash === currentTokenHash,
    }));
  }

  async function revokeOthers(userId: string, currentTokenHash: string): Promise<number> {
    const rows = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
      [userId, currentTokenHash],
    );
    for (const row of rows) await sessions.revoke(row.token_hash);
    return rows.length;
  }

  return {
    touch,
    touchIfDue,
    recordSignIn: (token, request) => touchHash(hashToken(token), request, true),
    list,
    revokeOthers,
  };
}

/** Touches the session of every authenticated request once it has been answered. */
export function installSessionTouch(app: FastifyInstance, activity: SessionActivity): void {
  // A callback hook with a synchronous path: every answer runs it, and few are due an UPDATE.
  app.addHook('onResponse', (request, _reply, done) => {
    const touching = activity.touchIfDue(request);
    if (touching === null) {
      done();
      return;
    }
    touching.then(
      () => done(),
      (error: unknown) => {
        request.log.warn({ err: error }, 'session touch failed');
        done();
      },
    );
  });
}
