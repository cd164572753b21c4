// Routes of identity change requests. The customer's, under /api/users: POST /identity-change
// (the values and the uploads; 201 with the pending request) and GET /identity-change (the latest
// request, or null). The operator's, inside the guarded /api/operator scope: GET
// /identity-changes?status=&page=, POST /identity-changes/:requestId/approve, POST
// /identity-changes/:requestId/reject {reason} and GET
// /identity-changes/:requestId/documents/:uploadId (the file).
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { DomainError } from '../domain/domain-error';
import { ok } from '../http/envelope';
import { bearerSecurity, FailureEnvelope, failureResponses } from '../http/schema';
import type { IdentityChangeDecisions } from './identity-change-decisions';
import type { IdentityChangeRequests } from './identity-change-requests';
import {
  IdentityChangeBodySchema,
  IdentityChangeDocumentParams,
  IdentityChangeEnvelope,
  IdentityChangeParams,
  LatestIdentityChangeEnvelope,
  OperatorIdentityChangesPage,
  OperatorIdentityChangesQuery,
  RejectIdentityChangeBody,
} from './identity-change-schemas';
import { sendStoredFile } from './identity-routes';

const texts = serverTexts.identity;
const refusals = { ...failureResponses, 403: FailureEnvelope, 409: FailureEnvelope };

export function identityChangeRoutes(requests: IdentityChangeRequests): FastifyPluginAsync {
  return async (app) => {
    const customer = { tags: ['users'], security: bearerSecurity };

    app.post<{ Body: Static<typeof IdentityChangeBodySchema> }>(
      '/identity-change',
      {
        preHandler: app.authenticate,
        schema: {
          ...customer,
          body: IdentityChangeBodySchema,
          response: { 201: IdentityChangeEnvelope, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(ok(await requests.request(request.userId, request.body), texts.identityChangeSent)),
    );

    app.get(
      '/identity-change',
      {
        preHandler: app.authenticate,
        schema: { ...customer, response: { 200: LatestIdentityChangeEnvelope, ...failureResponses } },
      },
      async (request) => ok(await requests.latest(request.userId)),
    );
  };
}

export function identityChangeOperatorRoutes(decisions: IdentityChangeDecisions): FastifyPluginAsync {
  return async (app) => {
    const operator = { tags: ['operator'], security: bearerSecurity };

    app.get<{ Querystring: Static<typeof OperatorIdentityChangesQuery> }>(
      '/identity-changes',
      {
        schema: {
          ...operator,
          querystring: OperatorIdentityChangesQuery,
          response: { 200: OperatorIdentityChangesPage, ...refusals },
        },
      },
      async (request) => ({
        status: true as const,
        ...(await decisions.operatorPage(request.query.status ?? null, request.query.page ?? 1)),
      }),
    );

    app.post<{ Params: Static<typeof IdentityChangeParams> }>(
      '/identity-changes/:requestId/approve',
      {
        schema: {
          ...operator,
          params: IdentityChangeParams,
          response: { 200: IdentityChangeEnvelope, ...refusals },
        },
      },
      async (request) =>
        ok(
          await decisions.decide(request.userId, request.params.requestId, 'approved', null),
          texts.identityChangeApproved,
        ),
    );

    app.post<{ Params: Static<typeof IdentityChangeParams>; Body: Static<typeof RejectIdentityChangeBody> }>(
      '/identity-changes/:requestId/reject',
      {
        schema: {
          ...operator,
          params: IdentityChangeParams,
          body: RejectIdentityChangeBody,
          response: { 200: IdentityChangeEnvelope, ...refusals },
        },
      },
      async (request) =>
        ok(
          await decisions.decide(request.userId, request.params.requestId, 'rejected', request.body.reason),
          texts.identityChangeRejected,
        ),
    );

    app.get<{ Params: Static<typeof IdentityChangeDocumentParams> }>(
      '/identity-changes/:requestId/documents/:uploadId',
      { schema: { ...operator, params: IdentityChangeDocumentParams } },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await decisions.documentFile(request.params.requestId, request.params.uploadId),
          new DomainError('DOCUMENT_NOT_FOUND'),
        ),
    );
  };
}
