// /api/robots/*: the catalogue (all), add, detail, edit and delete. Every route needs the bearer
// token and works on the session's active account.
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, FailureEnvelope, failureResponses, successEnvelope } from '../http/schema';
import { RobotAddBody, RobotDetailBody, RobotEditBody, RobotIdBody, RobotsListQuery } from './robots-schemas';
import type { RobotsService } from './robots-service';

const texts = serverTexts.robots;

/** The shapes are contract/robots.ts (Robot, RobotDetail); the document names them. */
const RobotAnswer = successEnvelope(Type.Unknown({ description: 'Robot (contract/robots.ts)' }));
const RobotListAnswer = successEnvelope(Type.Unknown({ description: 'Robot[] (contract/robots.ts)' }));
const RobotDetailAnswer = successEnvelope(Type.Unknown({ description: 'RobotDetail (contract/robots.ts)' }));
const DeletedAnswer = successEnvelope(Type.Null());
/** 409: added twice; 422: a size outside the symbol's bounds. */
const refusals = { ...failureResponses, 409: FailureEnvelope, 422: FailureEnvelope };

export interface RobotsRoutesOptions {
  service: Pick<RobotsService, 'list' | 'detail' | 'add' | 'edit' | 'remove'>;
}

export const robotsRoutes: FastifyPluginAsync<RobotsRoutesOptions> = async (app, { service }) => {
  // onRequest, so a missing token answers 401 before the body is even validated.
  const base = { onRequest: app.authenticate };
  const schemaBase = { tags: ['robots'], security: bearerSecurity };

  app.get<{ Querystring: RobotsListQuery }>(
    '/all',
    {
      ...base,
      schema: {
        ...schemaBase,
        querystring: RobotsListQuery,
        response: { 200: RobotListAnswer, ...refusals },
      },
    },
    async (request) => ok(await service.list(request.accountId, request.query.windowDays)),
  );

  app.post<{ Body: RobotAddBody }>(
    '/add',
    { ...base, schema: { ...schemaBase, body: RobotAddBody, response: { 200: RobotAnswer, ...refusals } } },
    async (request) => ok(await service.add(request.userId, request.accountId, request.body), texts.added),
  );

  app.post<{ Body: RobotDetailBody }>(
    '/detail',
    {
      ...base,
      schema: { ...schemaBase, body: RobotDetailBody, response: { 200: RobotDetailAnswer, ...refusals } },
    },
    async (request) =>
      ok(await service.detail(request.accountId, request.body.robotId, request.body.windowDays)),
  );

  app.put<{ Body: RobotEditBody }>(
    '/edit',
    { ...base, schema: { ...schemaBase, body: RobotEditBody, response: { 200: RobotAnswer, ...refusals } } },
    async (request) => ok(await service.edit(request.accountId, request.body), texts.updated),
  );

  app.delete<{ Body: RobotIdBody }>(
    '/delete',
    { ...base, schema: { ...schemaBase, body: RobotIdBody, response: { 200: DeletedAnswer, ...refusals } } },
    async (request) => {
      await service.remove(request.accountId, request.body.robotId);
      return ok(null, texts.deleted);
    },
  );
};
