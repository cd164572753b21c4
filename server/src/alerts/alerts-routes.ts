// /api/alerts: GET the customer's alerts (newest first, active and fired), POST a new one, PUT a
// new price on an active one (the chart's drag), DELETE one of theirs. Alerts belong to the person, not to the active account.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ALERT_NOTE_LENGTH_MAX } from '../../../contract/alerts';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { bearerSecurity, failureResponses, strictObject, successEnvelope } from '../http/schema';
import type { AlertsService } from './alerts-service';

const texts = serverTexts.alerts;

const AlertAnswer = Type.Object({
  id: Type.String(),
  symbol: Type.String(),
  side: Type.Union([Type.Literal('bid'), Type.Literal('ask')]),
  condition: Type.Union([Type.Literal('above'), Type.Literal('below')]),
  price: Type.Number(),
  note: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  triggeredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  triggeredPrice: Type.Union([Type.Number(), Type.Null()]),
});

const CreateBody = strictObject({
  symbol: Type.String({ minLength: 1, maxLength: 20 }),
  side: Type.Union([Type.Literal('bid'), Type.Literal('ask')]),
  condition: Type.Union([Type.Literal('above'), Type.Literal('below')]),
  price: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
  note: Type.Optional(Type.Union([Type.String({ maxLength: ALERT_NOTE_LENGTH_MAX }), Type.Null()])),
});

const MoveBody = strictObject({
  price: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
  condition: Type.Union([Type.Literal('above'), Type.Literal('below')]),
});

const AlertParams = strictObject({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export interface AlertsRoutesOptions {
  service: Pick<AlertsService, 'list' | 'create' | 'remove' | 'move'>;
}

export const alertsRoutes: FastifyPluginAsync<AlertsRoutesOptions> = async (app, { service }) => {
  const tags = ['alerts'];
  const base = { preHandler: app.authenticate };

  app.get(
    '/',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        response: { 200: successEnvelope(Type.Array(AlertAnswer)), ...failureResponses },
      },
    },
    async (request) => ok(await service.list(request.userId)),
  );

  app.post<{ Body: Static<typeof CreateBody> }>(
    '/',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: CreateBody,
        response: { 201: successEnvelope(AlertAnswer), ...failureResponses },
      },
    },
    async (request, reply) => {
      const alert = await service.create(request.userId, request.body);
      return reply.code(201).send(ok(alert, texts.created));
    },
  );

  // Ours (docs/server.md): a drag of the alert's line on the chart moves it; fired alerts stay put.
  app.put<{ Params: Static<typeof AlertParams>; Body: Static<typeof MoveBody> }>(
    '/:id',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        params: AlertParams,
        body: MoveBody,
        response: { 200: successEnvelope(AlertAnswer), ...failureResponses },
      },
    },
    async (request) => ok(await service.move(request.userId, request.params.id, request.body), texts.moved),
  );

  app.delete<{ Params: Static<typeof AlertParams> }>(
    '/:id',
    { ...base, schema: { tags, security: bearerSecurity, params: AlertParams } },
    async (request) => {
      await service.remove(request.userId, request.params.id);
      return ok(undefined, texts.deleted);
    },
  );
};
