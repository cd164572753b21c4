// One small limiter for the calls that cost us or reveal something: registration, forgot-password,
// uploads, profile phone and T.C. Kimlik No changes. Each named limit allows so many hits per key (an address, an
// account, an e-mail) in a fixed window; past it the call is refused with 429 and a Turkish text.
//
// The counts go through the LimitCounter port (limits/limit-ports.ts): in this process's memory
// by default, in PostgreSQL shared by every gateway in cluster mode, so a cluster allows each
// limit once across all its processes (the login limits, which guard accounts, are kept in the
// database in both modes).
import type { FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import type { LimitCounter } from './limit-ports';
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

export class RateLimiter {
  constructor(
    private readonly limits: RateLimits,
    private readonly counter: LimitCounter,
  ) {}

  /** Counts one hit for `key` under the named limit; false when the window has none left. */
  take(name: RateLimitName, key: string): Promise<boolean> {
    return this.counter.take(name, key, this.limits[name]);
  }

  /**
   * Counts one hit under every limit given and throws 429 when any is used up. Every limit is
   * counted even when an earlier one refuses, so probing one key does not spare the others.
   */
  async enforce(checks: readonly [RateLimitName, string][]): Promise<void> {
    const taken = await Promise.all(checks.map(([name, key]) => this.take(name, key)));
    if (taken.includes(false)) throw new ApiError(429, serverTexts.common.tooManyRequests, 'RATE_LIMITED');
  }
}

/** The address a limit counts: the client's, as the trusted proxies report it (config.ts). */
export function addressOf(request: FastifyRequest): string {
  return request.ip;
}
