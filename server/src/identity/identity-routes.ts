// /api/users/verification (the customer's documents and overall status) and /api/users/avatar (the
// profile picture, served to its owner only, never cached by a shared cache).
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ok } from '../http/envelope';
import { bearerSecurity, failureResponses } from '../http/schema';
import { DomainError } from '../domain/domain-error';
import { VerificationAnswer } from './identity-answers';
import type { VerificationService } from './verification-service';

/** Sends a stored file as itself; a row whose file is gone answers `missing` (404). */
export async function sendStoredFile(
  reply: FastifyReply,
  file: { filePath: string; mimeType: string },
  missing: DomainError,
): Promise<FastifyReply> {
  const bytes = await readFile(file.filePath).catch(() => null);
  if (!bytes) throw missing;
  return reply
    .type(file.mimeType)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', 'inline')
    .send(bytes);
}

export function identityRoutes(verification: VerificationService): FastifyPluginAsync {
  return async (app) => {
    const tags = ['users'];
    app.get(
      '/verification',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security: bearerSecurity,
          response: { 200: VerificationAnswer, ...failureResponses },
        },
      },
      async (request) => ok(await verification.state(request.userId)),
    );

    app.get(
      '/avatar',
      { preHandler: app.authenticate, schema: { tags, security: bearerSecurity } },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await verification.avatarFile(request.userId),
          new DomainError('AVATAR_MISSING'),
        ),
    );
  };
}
