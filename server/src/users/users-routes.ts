// /api/users/*: register, login, logout, password reset, profile and document upload.
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { tr } from '../../../src/i18n/tr';
import type { AccountFiguresProvider } from '../accounts/account-figures';
import { isProduction } from '../config';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity, failureResponses, FailureEnvelope, MessageEnvelope } from '../http/schema';
import { createLoginLimiter } from './login-limiter';
import { findUserById, insertUpload } from './users-repository';
import * as schemas from './users-schemas';
import { createUsersService } from './users-service';
import { MIME_BY_KIND, storeUpload, UPLOAD_SIZE_MAX_BYTES } from './upload-store';

const texts = tr.server.users;

export interface UsersRoutesOptions {
  accountFigures: AccountFiguresProvider;
}

export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (app, options) => {
  const service = createUsersService({
    db: app.db,
    clock: app.clock,
    sessions: app.sessions,
    limiter: createLoginLimiter(app.db, app.clock),
    log: app.log,
    logResetLinks: !isProduction(app.config),
  });
  const tags = ['users'];

  app.post<{ Body: Static<typeof schemas.RegisterBody> }>(
    '/register',
    {
      schema: {
        tags,
        body: schemas.RegisterBody,
        response: { 201: schemas.TokenAnswer, 409: FailureEnvelope, ...failureResponses },
      },
    },
    async (request, reply) => {
      const { token } = await service.register(request.body);
      return reply.code(201).send(ok({ token }, texts.registered));
    },
  );

  app.post<{ Body: Static<typeof schemas.LoginBody> }>(
    '/login',
    {
      schema: {
        tags,
        body: schemas.LoginBody,
        response: { 200: schemas.TokenAnswer, 429: FailureEnvelope, ...failureResponses },
      },
    },
    async (request) => {
      const token = await service.login(request.body.identifier, request.body.password, request.ip);
      return ok({ token }, texts.loggedIn);
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { tags, security: bearerSecurity, response: { 200: MessageEnvelope, ...failureResponses } },
    },
    async (request) => {
      await app.sessions.revoke(request.tokenHash);
      return ok(undefined, texts.loggedOut);
    },
  );

  app.post<{ Body: Static<typeof schemas.ForgotPasswordBody> }>(
    '/forgot-password',
    {
      schema: {
        tags,
        body: schemas.ForgotPasswordBody,
        response: { 200: MessageEnvelope, ...failureResponses },
      },
    },
    async (request) => {
      // The same answer whether or not the address is registered.
      await service.requestPasswordReset(request.body.email);
      return ok(undefined, texts.resetRequested);
    },
  );

  app.post<{
    Params: Static<typeof schemas.ResetPasswordParams>;
    Body: Static<typeof schemas.ResetPasswordBody>;
  }>(
    '/reset-password/:token',
    {
      schema: {
        tags,
        params: schemas.ResetPasswordParams,
        body: schemas.ResetPasswordBody,
        response: { 200: MessageEnvelope, ...failureResponses },
      },
    },
    async (request) => {
      await service.resetPassword(request.params.token, request.body.password, request.body.passwordConfirm);
      return ok(undefined, texts.resetDone);
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        response: { 200: schemas.ProfileAnswer, ...failureResponses },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.userId);
      if (!user) throw new ApiError(401, tr.server.common.unauthorized, 'UNAUTHORIZED');
      const figures = await options.accountFigures(user.id);
      const { id, name, surname, email, phone } = user;
      return ok({ id, name, surname, email, phone, currency: 'USD' as const, ...figures });
    },
  );

  app.put<{ Body: Static<typeof schemas.ProfileUpdateBody> }>(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        body: schemas.ProfileUpdateBody,
        response: { 200: MessageEnvelope, 409: FailureEnvelope, ...failureResponses },
      },
    },
    async (request) => {
      await service.updateProfile(request.userId, request.body);
      return ok(undefined, texts.profileUpdated);
    },
  );

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
        if (!request.isMultipart()) throw new ApiError(400, texts.uploadMissing, 'UPLOAD_MISSING');
        const part = await request.file();
        if (!part) throw new ApiError(400, texts.uploadMissing, 'UPLOAD_MISSING');
        const result = await storeUpload(path.resolve(app.config.dataDir, 'uploads'), part.file);
        if (result.outcome === 'tooLarge') throw new ApiError(413, texts.uploadTooLarge, 'UPLOAD_TOO_LARGE');
        if (result.outcome === 'wrongType') throw new ApiError(400, texts.uploadType, 'UPLOAD_TYPE');
        const { storedName, kind, sizeBytes } = result.upload;
        const mimeType = MIME_BY_KIND[kind];
        const id = await insertUpload(app.db, {
          userId: request.userId,
          storedName,
          originalName: part.filename,
          mimeType,
          sizeBytes,
          at: new Date(app.clock.now()),
        });
        return reply.code(201).send(ok({ id, mimeType, sizeBytes }, texts.uploaded));
      },
    );
  });
};
