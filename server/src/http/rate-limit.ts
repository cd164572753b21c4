// One small limiter for the calls that cost us or reveal something: registration, forgot-password,
// uploads, profile phone and T.C. Kimlik No changes. Each named limit allows so many hits per key (an address, an
// account, an e-mail) in a fixed window; past it the call is refused with 429 and a Turkish text.
//
// The counts live in this process's memory: several server processes would each allow the limit,
// and a restart forgets them. That is accepted here, since these limits slow abuse down rather
// than guard money (the login limits, which guard accounts, are kept in the database).
import type { FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import type { Clock } from '../clock';
import { ApiError } from './envelope';

export interface RateLimitRule {
  /** Hits allowed per key in one window. */
  hitsMax: number;
  windowMs: number;
}

export type RateLimitName =
  | 'registerPerAddress'
  | 'forgotPasswordPerAddress'
  | 'forgotPasswordPerEmail'
  | 'uploadPerAccount'
  | 'uploadPerAddress'
  | 'phoneChangePerAccount'
  | 'phoneChangePerAddress'
  | 'nationalIdChangePerAccount'
  | 'nationalIdChangePerAddress';

export type RateLimits = Record<RateLimitName, RateLimitRule>;

const HOUR_MS = 60 * 60 * 1000;

/** The limits a server starts with (config.ts); tests pass their own. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // An office or a school behind one address signs a few people up; a script signs up hundreds.
  registerPerAddress: { hitsMax: 20, windowMs: HOUR_MS },
  forgotPasswordPerAddress: { hitsMax: 10, windowMs: HOUR_MS },
  // The victim's mailbox: a few links an hour whoever asks for them.
  forgotPasswordPerEmail: { hitsMax: 3, windowMs: HOUR_MS },
  uploadPerAccount: { hitsMax: 20, windowMs: HOUR_MS },
  uploadPerAddress: { hitsMax: 40, windowMs: HOUR_MS },
  phoneChangePerAccount: { hitsMax: 5, windowMs: HOUR_MS },
  phoneChangePerAddress: { hitsMax: 20, windowMs: HOUR_MS },
  // A customer types their number once or twice; trying numbers to see which are held is slowed.
  nationalIdChangePerAccount: { hitsMax: 5, windowMs: HOUR_MS },
  nationalIdChangePerAddress: { hitsMax: 20, windowMs: HOUR_MS },
};

/** Past this many keys, expired windows are swept, then the oldest keys dropped, so memory is bounded. */
export const RATE_LIMIT_KEYS_MAX = 100_000;

interface Window {
  startMs: number;
  hits: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: RateLimits,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit for `key` under the named limit; false when the window has none left. */
  take(name: RateLimitName, key: string): boolean {
    const rule = this.limits[name];
    const nowMs = this.clock.nowMs();
    const mapKey = `${name}\n${key}`;
    const current = this.windows.get(mapKey);
    if (!current || nowMs - current.startMs >= rule.windowMs) {
      this.remember(mapKey, { startMs: nowMs, hits: 1 });
      return true;
    }
    if (current.hits >= rule.hitsMax) return false;
    current.hits += 1;
    return true;
  }

  /**
   * Counts one hit under every limit given and throws 429 when any is used up. Every limit is
   * counted even when an earlier one refuses, so probing one key does not spare the others.
   */
  enforce(checks: readonly [RateLimitName, string][]): void {
    const refused = checks.map(([name, key]) => this.take(name, key)).includes(false);
    if (refused) throw new ApiError(429, serverTexts.common.tooManyRequests, 'RATE_LIMITED');
  }

  private remember(mapKey: string, window: Window): void {
    this.windows.delete(mapKey);
    if (this.windows.size >= RATE_LIMIT_KEYS_MAX) this.sweep();
    this.windows.set(mapKey, window);
  }

  private sweep(): void {
    const nowMs = this.clock.nowMs();
    for (const [mapKey, window] of this.windows) {
      const name = mapKey.slice(0, mapKey.indexOf('\n')) as RateLimitName;
      if (nowMs - window.startMs >= this.limits[name].windowMs) this.windows.delete(mapKey);
    }
    // Still full: the oldest windows (first inserted) go, which only forgives some counting.
    for (const mapKey of this.windows.keys()) {
      if (this.windows.size < RATE_LIMIT_KEYS_MAX) break;
      this.windows.delete(mapKey);
    }
  }
}

/** The address a limit counts: the client's, as the trusted proxies report it (config.ts). */
export function addressOf(request: FastifyRequest): string {
  return request.ip;
}
