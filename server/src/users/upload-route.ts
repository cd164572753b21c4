// POST /api/users/upload: a customer's document, as multipart. The rate limits, the file's name and
// its kind are checked before a byte is written; upload-store.ts writes the file checking its type
// and size; identity's hooks then check it for its kind and record it (a refusal removes the file).
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity, failureResponses, FailureEnvelope } from '../http/schema';
import type { IdentityHooks } from '../identity/identity-hooks';
import * as schemas from './users-schemas';
import { isMalformedMultipart, isUsableFileName, storeUpload, UPLOAD_SIZE_MAX_BYTES } from './upload-store';

const texts = serverTexts.users;
const tags = ['users'];

function malformedUpload(): ApiError {
  return new ApiError(400, texts.uploadMalformed, 'UPLOAD_MALFORMED');
}

/** Registers the upload route in a scope of its own, where multipart bodies are parsed. */
export async function registerUploadRoute(app: FastifyInstance, identity: IdentityHooks): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: UPLOAD_SIZE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    uploads.post(
      '/upload',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          response: { 201: schemas.UploadAnswer, 413: FailureEnvelope, ...failureResponses },
        },
      },
      async (request, reply) => {
        await app.rateLimiter.enforce([
          ['uploadPerAccount', request.userId],
          ['uploadPerAddress', request.ip],
        ]);
        if (!request.isMultipart()) throw new ApiError(400, texts.uploadMissing, 'UPLOAD_MISSING');
        const part = await request.file().catch((error: unknown) => {
          throw isMalformedMultipart(error) ? malformedUpload() : error;
        });
        if (!part) throw new ApiError(400, texts.uploadMissing, 'UPLOAD_MISSING');
        if (!isUsableFileName(part.filename)) {
          part.file.resume();
          throw new ApiError(400, texts.uploadName, 'UPLOAD_NAME');
        }
        // The kind and the daily limits are checked before a byte is written; what the file is
        // comes next, and only then whether its kind has a document in review.
        const kind = await identity.uploads.admit(request.userId, part.fields).catch((error: unknown) => {
          part.file.resume();
          throw error;
        });
        const uploadsDir = path.resolve(app.config.dataDir, 'uploads');
        const result = await storeUpload(uploadsDir, part.file);
        if (result.outcome === 'malformed') throw malformedUpload();
        if (result.outcome === 'tooLarge') throw new ApiError(413, texts.uploadTooLarge, 'UPLOAD_TOO_LARGE');
        if (result.outcome === 'wrongType') throw new ApiError(400, texts.uploadType, 'UPLOAD_TYPE');
        // Checks what the file is for its kind and writes its rows; a refusal removes the file.
        const upload = await identity.uploads.recordStored({
          userId: request.userId,
          kind,
          stored: result.upload,
          originalName: part.filename,
          uploadsDir,
        });
        return reply.code(201).send(ok(upload, texts.uploaded));
      },
    );
  });
}
