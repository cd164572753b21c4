// Bearer-token authentication. Routes opt in with `preHandler: app.authenticate`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tr } from '../../../src/i18n/tr';
import { hashToken } from '../users/tokens';
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
  app.decorateRequest('tokenHash', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const userId = token ? await app.sessions.verifyToken(token) : null;
    if (!token || !userId) throw new ApiError(401, tr.server.common.unauthorized, 'UNAUTHORIZED');
    request.userId = userId;
    request.tokenHash = hashToken(token);
  });
}
