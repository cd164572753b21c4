// A guard for routes that only some roles may call. It runs after app.authenticate (which sets
// request.userId and request.role in one query); used alone it still answers 401, because an
// empty userId means nobody signed in.
import type { FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import type { UserRole } from '../sessions/session-service';
import { ApiError } from './envelope';
import type { PreHandler } from './fastify-types';

export function requireRole(role: UserRole): PreHandler {
  return async (request: FastifyRequest) => {
    if (!request.userId) throw new ApiError(401, serverTexts.common.unauthorized, 'UNAUTHORIZED');
    if (request.role !== role) throw new ApiError(403, serverTexts.common.forbidden, 'FORBIDDEN');
  };
}
