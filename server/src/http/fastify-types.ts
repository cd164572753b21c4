// What the core server adds to every Fastify instance and request. Imported for its side effect
// by app.ts; other modules import the types they read from here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { RateLimiter } from './rate-limit';
import type { SessionService, UserRole } from '../sessions/session-service';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    clock: Clock;
    sessions: SessionService;
    /** The named per-address, per-account and per-e-mail limits (http/rate-limit.ts). */
    rateLimiter: RateLimiter;
    /** preHandler: answers 401 unless a valid bearer token is sent; sets request.userId and role. */
    authenticate: PreHandler;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; empty on routes without it. */
    userId: string;
    /** The session's active account (real or practice), set by app.authenticate. */
    accountId: string;
    /** The signed-in person's role, set by app.authenticate; 'customer' on routes without it. */
    role: UserRole;
    /** SHA-256 of the bearer token, set by app.authenticate (logout revokes it). */
    tokenHash: string;
  }
}
