// Bearer-token authentication. Routes opt in with `preHandler: app.authenticate`; it sets the
// request's user and role in one query, so a role check after it costs nothing more.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { hashToken } from '../sessions/tokens';
import { ApiError } from './envelope';
import './fastify-types';

const BEARER_PATTERN = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER_PATTERN.exec(header)?.[1] ?? null;
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
  app.decorateRequest('accountId', '');
  app.decorateRequest('tokenHash', '');
  // The least privilege until a token proves otherwise.
  app.decorateRequest('role', 'customer');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    // Hashed once: the session check and the session's activity (settings/session-activity.ts) share it.
    const tokenHash = token ? hashToken(token) : null;
    const identity = tokenHash ? await app.sessions.verifySessionOfHash(tokenHash) : null;
    if (!tokenHash || !identity) throw new ApiError(401, serverTexts.common.unauthorized, 'UNAUTHORIZED');
    request.userId = identity.userId;
    request.role = identity.role;
    request.accountId = identity.accountId;
    request.tokenHash = tokenHash;
  });
}
