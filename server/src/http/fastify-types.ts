// What the core server adds to every Fastify instance and request. Imported for its side effect
// by app.ts; other modules import the types they read from here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { SessionService } from '../users/session-service';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    clock: Clock;
    sessions: SessionService;
    /** preHandler: answers 401 unless a valid bearer token is sent; sets request.userId. */
    authenticate: PreHandler;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; empty on routes without it. */
    userId: string;
    /** SHA-256 of the bearer token, set by app.authenticate (logout revokes it). */
    tokenHash: string;
  }
}
