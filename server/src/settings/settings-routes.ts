// /api/users settings calls: PUT /password, GET /sessions, POST /sessions/revoke-others and the
// two-factor sign-in calls POST /2fa/setup, /2fa/enable {code}, /2fa/disable {password, code}.
// Shapes: contract/identity.ts. Every refusal is a DomainError (settings-refusals.ts,
// identity-refusals.ts, users-refusals.ts).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import type { Clock } from '../clock';
import { DomainError } from '../domain/domain-error';
import { ok } from '../http/envelope';
import {
  bearerSecurity,
  FailureEnvelope,
  failureResponses,
  MessageEnvelope,
  strictObject,
  successEnvelope,
} from '../http/schema';
import { hashPassword, meetsPasswordRules } from '../users/password';
import { updatePasswordHash } from '../users/users-repository';
import type { PasswordCheck } from './password-check';
import type { SessionActivity } from './session-activity';
import type { TwoFactor } from './two-factor';

const texts = serverTexts.settings;
const refusals = { ...failureResponses, 409: FailureEnvelope, 429: FailureEnvelope };

const PasswordBody = strictObject({
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  passwordConfirm: Type.String({ maxLength: 128 }),
});
const CodeBody = strictObject({ code: Type.String({ minLength: 1, maxLength: 20 }) });
const DisableBody = strictObject({
  password: Type.String({ minLength: 1, maxLength: 128 }),
  code: Type.String({ minLength: 1, maxLength: 20 }),
});

const SessionAnswer = Type.Object({
  id: Type.String(),
  device: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});

export interface SettingsRoutesOptions {
  clock: Clock;
  passwordCheck: PasswordCheck;
  activity: SessionActivity;
  twoFactor: TwoFactor;
}

export function settingsRoutes({
  clock,
  passwordCheck,
  activity,
  twoFactor,
}: SettingsRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    const base = { tags: ['settings'], security: bearerSecurity };

    app.put<{ Body: Static<typeof PasswordBody> }>(
      '/password',
      {
        preHandler: app.authenticate,
        schema: { ...base, body: PasswordBody, response: { 200: MessageEnvelope, ...refusals } },
      },
      async (request) => {
        const { currentPassword, password, passwordConfirm } = request.body;
        if (!meetsPasswordRules(password)) throw new DomainError('PASSWORD_RULES');
        if (password !== passwordConfirm) throw new DomainError('PASSWORD_MISMATCH');
        await passwordCheck(request.userId, currentPassword, request.ip);
        const passwordHash = await hashPassword(password);
        await app.db.transaction((tx) =>
          updatePasswordHash(tx, request.userId, passwordHash, new Date(clock.nowMs())),
        );
        // Whoever knew the old password is signed out everywhere but here.
        await activity.revokeOthers(request.userId, request.tokenHash);
        return ok(undefined, texts.passwordChanged);
      },
    );

    app.get(
      '/sessions',
      {
        preHandler: app.authenticate,
        schema: {
          ...base,
          response: { 200: successEnvelope(Type.Array(SessionAnswer)), ...failureResponses },
        },
      },
      async (request) => {
        await activity.touch(request, true);
        return ok(await activity.list(request.userId, request.tokenHash));
      },
    );

    app.post(
      '/sessions/revoke-others',
      {
        preHandler: app.authenticate,
        schema: {
          ...base,
          response: { 200: successEnvelope(Type.Object({ revoked: Type.Integer() })), ...refusals },
        },
      },
      async (request) => {
        const revoked = await activity.revokeOthers(request.userId, request.tokenHash);
        return ok({ revoked }, texts.othersRevoked(revoked));
      },
    );

    app.post(
      '/2fa/setup',
      {
        preHandler: app.authenticate,
        schema: {
          ...base,
          response: {
            200: successEnvelope(
              Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), qrSvg: Type.String() }),
            ),
            ...refusals,
          },
        },
      },
      async (request) => {
        const rows = await app.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
          request.userId,
        ]);
        return ok(
          await twoFactor.setup(request.userId, rows[0]?.email ?? request.userId),
          texts.twoFactorSetup,
        );
      },
    );

    app.post<{ Body: Static<typeof CodeBody> }>(
      '/2fa/enable',
      {
        preHandler: app.authenticate,
        schema: {
          ...base,
          body: CodeBody,
          response: {
            200: successEnvelope(Type.Object({ recoveryCodes: Type.Array(Type.String()) })),
            ...refusals,
          },
        },
      },
      async (request) => {
        const recoveryCodes = await twoFactor.enable(request.userId, request.body.code, request.ip);
        return ok({ recoveryCodes }, texts.twoFactorEnabled);
      },
    );

    app.post<{ Body: Static<typeof DisableBody> }>(
      '/2fa/disable',
      {
        preHandler: app.authenticate,
        schema: { ...base, body: DisableBody, response: { 200: MessageEnvelope, ...refusals } },
      },
      async (request) => {
        if (!(await twoFactor.isEnabled(request.userId))) throw new DomainError('TWO_FACTOR_OFF');
        await passwordCheck(request.userId, request.body.password, request.ip);
        if (!(await twoFactor.verifyCode(request.userId, request.body.code)))
          throw new DomainError('TWO_FACTOR_CODE_INVALID');
        await twoFactor.disable(request.userId);
        return ok(undefined, texts.twoFactorDisabled);
      },
    );
  };
}
