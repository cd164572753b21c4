// Routes of professional status. The customer's, under /api/users: POST /professional-request
// {statements} (201 with the pending application) and GET /professional-request (the latest, or
// null). The operator's, inside the guarded /api/operator scope: GET
// /professional-requests?status=&page=, POST /professional-requests/:id/approve and POST
// /professional-requests/:id/reject {reason}.
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { bearerSecurity, FailureEnvelope, failureResponses } from '../http/schema';
import type { ProfessionalStatus } from './professional-status';
import {
  LatestProfessionalRequestEnvelope,
  OperatorProfessionalRequestEnvelope,
  OperatorProfessionalRequestsPage,
  OperatorProfessionalRequestsQuery,
  ProfessionalRequestBody,
  ProfessionalRequestEnvelope,
  ProfessionalRequestParams,
  RejectProfessionalBody,
} from './professional-schemas';

const texts = serverTexts.compliance;
const refusals = { ...failureResponses, 403: FailureEnvelope, 404: FailureEnvelope, 409: FailureEnvelope };

export function professionalRoutes(status: ProfessionalStatus): FastifyPluginAsync {
  return async (app) => {
    const customer = { tags: ['users'], security: bearerSecurity };

    app.post<{ Body: Static<typeof ProfessionalRequestBody> }>(
      '/professional-request',
      {
        preHandler: app.authenticate,
        schema: {
          ...customer,
          body: ProfessionalRequestBody,
          response: { 201: ProfessionalRequestEnvelope, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(ok(await status.apply(request.userId, request.body.statements), texts.professionalApplied)),
    );

    app.get(
      '/professional-request',
      {
        preHandler: app.authenticate,
        schema: { ...customer, response: { 200: LatestProfessionalRequestEnvelope, ...failureResponses } },
      },
      async (request) => ok(await status.latest(request.userId)),
    );
  };
}

export function professionalOperatorRoutes(status: ProfessionalStatus): FastifyPluginAsync {
  return async (app) => {
    const operator = { tags: ['operator'], security: bearerSecurity };

    app.get<{ Querystring: Static<typeof OperatorProfessionalRequestsQuery> }>(
      '/professional-requests',
      {
        schema: {
          ...operator,
          querystring: OperatorProfessionalRequestsQuery,
          response: { 200: OperatorProfessionalRequestsPage, ...refusals },
        },
      },
      async (request) => ({
        status: true as const,
        ...(await status.operatorPage(request.query.status ?? null, request.query.page ?? 1)),
      }),
    );

    app.post<{ Params: Static<typeof ProfessionalRequestParams> }>(
      '/professional-requests/:id/approve',
      {
        schema: {
          ...operator,
          params: ProfessionalRequestParams,
          response: { 200: OperatorProfessionalRequestEnvelope, ...refusals },
        },
      },
      async (request) =>
        ok(
          await status.decide(request.userId, request.params.id, 'approved', null),
          texts.professionalApproved,
        ),
    );

    app.post<{
      Params: Static<typeof ProfessionalRequestParams>;
      Body: Static<typeof RejectProfessionalBody>;
    }>(
      '/professional-requests/:id/reject',
      {
        schema: {
          ...operator,
          params: ProfessionalRequestParams,
          body: RejectProfessionalBody,
          response: { 200: OperatorProfessionalRequestEnvelope, ...refusals },
        },
      },
      async (request) =>
        ok(
          await status.decide(request.userId, request.params.id, 'rejected', request.body.reason),
          texts.professionalRejected,
        ),
    );
  };
}
