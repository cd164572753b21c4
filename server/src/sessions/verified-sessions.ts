// Tokens verified recently, so a request whose token the database has just vouched for does not
// ask it again (one round trip per request was the order path's largest cost, docs/server.md).
//
// Security before speed: an entry is served only while its session has not expired (checked on
// every hit against the session's own expiry) and for at most SESSION_CACHE_AGE_MAX_MS; any
// revocation or account switch forgets the token's entry at once, before anyone hears of it. A
// lookup that was already on its way to the database when such a change happened answers what it
// read, but its answer is not kept (the change's generation has moved on), so a stale row can never
// be cached after the change that made it stale. Keyed by the token's SHA-256: one token, one entry,
// never another user's.
import type { SessionIdentity } from './session-service';

/** Tokens kept at most; the least recently used is forgotten first. */
export const SESSION_CACHE_ENTRIES_MAX = 10_000;
/**
 * How long an entry is trusted without the database: the bound on how late a change made where
 * this process cannot hear it (another node without a revocation feed, a hand-edited row) is seen.
 */
export const SESSION_CACHE_AGE_MAX_MS = 5_000;

export interface VerifiedSessionsLimits {
  entriesMax: number;
  ageMaxMs: number;
}

interface Entry {
  identity: SessionIdentity;
  expiresAtMs: number;
  cachedAtMs: number;
}

export class VerifiedSessions {
  /** Insertion order is recency order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry>();
  private changes = 0;

  constructor(
    private readonly limits: VerifiedSessionsLimits = {
      entriesMax: SESSION_CACHE_ENTRIES_MAX,
      ageMaxMs: SESSION_CACHE_AGE_MAX_MS,
    },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The token's identity while it is trusted, else null (and the entry is dropped). */
  find(tokenHash: string, nowMs: number): SessionIdentity | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    this.entries.delete(tokenHash);
    if (nowMs >= entry.expiresAtMs || nowMs - entry.cachedAtMs >= this.limits.ageMaxMs) return null;
    this.entries.set(tokenHash, entry);
    return entry.identity;
  }

  /** Taken before a database lookup and handed back to `remember` with its answer. */
  generation(): number {
    return this.changes;
  }

  /** Keeps a looked-up session, unless a change happened since `generation` was taken. */
  remember(
    tokenHash: string,
    identity: SessionIdentity,
    expiresAtMs: number,
    generation: number,
    nowMs: number,
  ): void {
    if (generation !== this.changes) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { identity, expiresAtMs, cachedAtMs: nowMs });
    if (this.entries.size > this.limits.entriesMax) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** A session changed (revoked, switched account): its token must be asked about again. */
  forgetToken(tokenHash: string): void {
    this.changes += 1;
    this.entries.delete(tokenHash);
  }

  /** Something every session of the user carries changed (a role): each must be asked again. */
  forgetUser(userId: string): void {
    this.changes += 1;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.identity.userId === userId) this.entries.delete(tokenHash);
    }
  }
}
