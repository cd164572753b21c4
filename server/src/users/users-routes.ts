// /api/users/*: register, login, logout, password reset, profile and document upload (its route in
// upload-route.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { serverTexts } from '../../../contract/server-texts';
import type { AccountFiguresProvider } from '../accounts/account-figures';
import { isProduction } from '../config';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity, failureResponses, FailureEnvelope, MessageEnvelope } from '../http/schema';
import { withSteadyTiming } from '../http/steady-timing';
import { createLoginLimiter } from './login-limiter';
import { loadAccount } from '../accounts/accounts-repository';
import type { IdentityHooks } from '../identity/identity-hooks';
import { findUserById } from './users-repository';
import * as schemas from './users-schemas';
import { createUsersService, type UsersServiceDeps } from './users-service';
import { registerUploadRoute } from './upload-route';

const texts = serverTexts.users;
/** forgot-password answers this long after the request, whether or not the address is known. */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

export interface UsersRoutesOptions {
  accountFigures: AccountFiguresProvider;
  /** Uploads by kind, personal information and the login's second factor (identity, settings). */
  identity: IdentityHooks;
  /** Fields another domain adds to the profile (the jurisdiction's onboarding state). */
  profileExtras?: (userId: string) => Promise<object>;
  /** Rows written in the registration's transaction (UsersServiceDeps.signUpRows). */
  signUpRows?: UsersServiceDeps['signUpRows'];
}

export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (app, options) => {
  const service = createUsersService({
    db: app.db,
    clock: app.clock,
    sessions: app.sessions,
    limiter: createLoginLimiter(app.db, app.clock),
    log: app.log,
    logResetLinks: !isProduction(app.config),
    publicUrl: app.config.publicUrl,
    secondFactor: options.identity.secondFactor,
    signUpRows: options.signUpRows,
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
      // Counted before anything is checked: a refusal saying which of e-mail or phone is taken
      // reveals as much as a success.
      await app.rateLimiter.enforce([['registerPerAddress', request.ip]]);
      const { token } = await service.register(request.body);
      await options.identity.recordSignIn(token, request);
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
      const { identifier, password, otp } = request.body;
      const token = await service.login(identifier, password, request.ip, otp);
      await options.identity.recordSignIn(token, request);
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
      // The same answer whether or not the address is registered, and at the same moment.
      await app.rateLimiter.enforce([
        ['forgotPasswordPerAddress', request.ip],
        ['forgotPasswordPerEmail', request.body.email.trim().toLowerCase()],
      ]);
      await withSteadyTiming(FORGOT_PASSWORD_ANSWER_MS, () =>
        service.requestPasswordReset(request.body.email).catch((error: unknown) => {
          // A failure to write the mail must not answer differently from an unknown address.
          request.log.error({ err: error }, 'password reset request failed');
        }),
      );
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
      if (!user) throw new ApiError(401, serverTexts.common.unauthorized, 'UNAUTHORIZED');
      // The figures are the session's active account's (API.md: the token decides the account).
      const [figures, account] = await Promise.all([
        options.accountFigures(request.accountId),
        loadAccount(app.db, request.accountId),
      ]);
      if (!account) throw new ApiError(401, serverTexts.common.unauthorized, 'UNAUTHORIZED');
      const { id, name, surname, email, phone } = user;
      // The role comes from the session lookup that authenticated this request.
      return ok({
        id,
        name,
        surname,
        email,
        phone,
        role: request.role,
        accountId: account.id,
        accountKind: account.kind,
        currency: 'USD' as const,
        ...figures,
        ...(await options.identity.personalInfoOf(id)),
        ...(options.profileExtras ? await options.profileExtras(id) : {}),
      });
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
        response: { 200: MessageEnvelope, 409: FailureEnvelope, 429: FailureEnvelope, ...failureResponses },
      },
    },
    async (request) => {
      // A phone change says whether someone else holds that number; it is limited like register.
      if (request.body.phone !== undefined) {
        await app.rateLimiter.enforce([
          ['phoneChangePerAccount', request.userId],
          ['phoneChangePerAddress', request.ip],
        ]);
      }
      // A T.C. Kimlik No that cannot be saved may be someone else's: asking is limited the same way.
      if (request.body.nationalId !== undefined) {
        await app.rateLimiter.enforce([
          ['nationalIdChangePerAccount', request.userId],
          ['nationalIdChangePerAddress', request.ip],
        ]);
      }
      await options.identity.personalInfo.update(request.userId, request.body, request.ip);
      return ok(undefined, texts.profileUpdated);
    },
  );

  await registerUploadRoute(app, options.identity);
};
