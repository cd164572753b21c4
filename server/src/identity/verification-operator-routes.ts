// The broker's side of verification, inside the guarded /api/operator scope: GET /verifications
// (?status=pending&page=n), POST /verifications/:documentId/approve, POST
// /verifications/:documentId/reject {reason}, GET /documents/:documentId (the file itself).
import type { OperatorDocument, OperatorPageAnswer } from '../../../contract/operator';
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { DomainError } from '../domain/domain-error';
import { ok } from '../http/envelope';
import { bearerSecurity, FailureEnvelope, failureResponses } from '../http/schema';
import {
  DocumentDecisionAnswer,
  DocumentParams,
  OperatorDocumentsPage,
  OperatorDocumentsQuery,
  RejectDocumentBody,
} from './identity-answers';
import { sendStoredFile } from './identity-routes';
import type { VerificationService } from './verification-service';

const texts = serverTexts.identity;
const refusals = { ...failureResponses, 403: FailureEnvelope, 409: FailureEnvelope };

export function verificationOperatorRoutes(verification: VerificationService): FastifyPluginAsync {
  return async (app) => {
    const operator = { tags: ['operator'], security: bearerSecurity };

    app.get<{ Querystring: Static<typeof OperatorDocumentsQuery> }>(
      '/verifications',
      {
        schema: {
          ...operator,
          querystring: OperatorDocumentsQuery,
          response: { 200: OperatorDocumentsPage, ...refusals },
        },
      },
      async (request) => ({
        status: true as const,
        ...((await verification.operatorPage(
          request.query.status ?? null,
          request.query.page ?? 1,
        )) satisfies OperatorPageAnswer<OperatorDocument>),
      }),
    );

    app.post<{ Params: Static<typeof DocumentParams> }>(
      '/verifications/:documentId/approve',
      {
        schema: {
          ...operator,
          params: DocumentParams,
          response: { 200: DocumentDecisionAnswer, ...refusals },
        },
      },
      async (request) =>
        ok(
          await verification.decide(request.userId, request.params.documentId, 'approved', null),
          texts.approved,
        ),
    );

    app.post<{ Params: Static<typeof DocumentParams>; Body: Static<typeof RejectDocumentBody> }>(
      '/verifications/:documentId/reject',
      {
        schema: {
          ...operator,
          params: DocumentParams,
          body: RejectDocumentBody,
          response: { 200: DocumentDecisionAnswer, ...refusals },
        },
      },
      async (request) =>
        ok(
          await verification.decide(
            request.userId,
            request.params.documentId,
            'rejected',
            request.body.reason,
          ),
          texts.rejected,
        ),
    );

    app.get<{ Params: Static<typeof DocumentParams> }>(
      '/documents/:documentId',
      { schema: { ...operator, params: DocumentParams } },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await verification.documentFile(request.params.documentId),
          new DomainError('DOCUMENT_NOT_FOUND'),
        ),
    );
  };
}
