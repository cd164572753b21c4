// /api/compliance/*: the documents (GET /documents, without a token), consents (POST /consents), the appropriateness
// test (GET and POST /appropriateness) and the client-outcome ratio (GET /client-outcomes, without
// a token, for the sign-in page's risk warning) and the per-product switches (GET /products,
// without a token, so the SPA hides what the broker does not offer). The operator's POST /compliance/documents
// publishes a new version (operatorRoutes, inside the guarded /api/operator scope).
import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { serverTexts } from '../../../contract/server-texts';
import type { ClientOutcomes, ProductSwitches } from '../../../contract/compliance';
import type { Clock } from '../clock';
import { DomainError } from '../domain/domain-error';
import { ok } from '../http/envelope';
import { bearerSecurity, FailureEnvelope, failureResponses } from '../http/schema';
import { publicQuestions } from './appropriateness-questions';
import type { ComplianceService } from './compliance-service';
import * as schemas from './compliance-schemas';

const texts = serverTexts.compliance;
/** The ratio changes once a quarter; answering it from memory this long spares the database. */
export const OUTCOMES_CACHE_MS = 60_000;

export interface ComplianceRoutesDeps {
  service: ComplianceService;
  clock: Clock;
  /** Null under `none`: the ratio is not published. */
  outcomes: ((nowMs: number) => Promise<ClientOutcomes>) | null;
  /** The profile's per-product switches, answered without a token so the SPA hides what is off. */
  products: ProductSwitches;
}

export function complianceRoutes({
  service,
  clock,
  outcomes,
  products,
}: ComplianceRoutesDeps): FastifyPluginAsync {
  let cached: { atMs: number; value: ClientOutcomes } | null = null;

  return async (app) => {
    const tags = ['compliance'];
    const signedIn = { preHandler: app.authenticate };

    // Without a token: the sign-up form shows the privacy notice before there is an account.
    app.get(
      '/documents',
      { schema: { tags, response: { 200: schemas.DocumentsAnswer, ...failureResponses } } },
      async () => ok(await service.documents()),
    );

    app.post<{ Body: Static<typeof schemas.ConsentBody> }>(
      '/consents',
      {
        ...signedIn,
        schema: { tags, security: bearerSecurity, body: schemas.ConsentBody, response: failureResponses },
      },
      async (request) => {
        await service.accept(request.userId, request.body.document, request.body.version);
        return ok(undefined, texts.consentRecorded);
      },
    );

    app.get(
      '/appropriateness',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearerSecurity,
          response: { 200: schemas.QuestionsAnswer, ...failureResponses },
        },
      },
      async () => ok({ questions: publicQuestions() }),
    );

    app.post<{ Body: Static<typeof schemas.AppropriatenessBody> }>(
      '/appropriateness',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearerSecurity,
          body: schemas.AppropriatenessBody,
          response: { 200: schemas.TakeAnswer, ...failureResponses },
        },
      },
      async (request) => {
        const acknowledged = request.body.acknowledgeWarning === true;
        const status = await service.takeTest(request.userId, request.body.answers, acknowledged);
        const message =
          status === 'warned' && !acknowledged ? texts.warningNotAcknowledged : texts.testRecorded;
        return ok({ status }, message);
      },
    );

    app.get(
      '/products',
      { schema: { tags, response: { 200: schemas.ProductSwitchesAnswer, ...failureResponses } } },
      async () => ok(products),
    );

    app.get(
      '/client-outcomes',
      { schema: { tags, response: { 200: schemas.OutcomesAnswer, ...failureResponses } } },
      async () => {
        if (!outcomes) throw new DomainError('COMPLIANCE_OUTCOMES_OFF');
        const nowMs = clock.nowMs();
        if (!cached || nowMs - cached.atMs >= OUTCOMES_CACHE_MS)
          cached = { atMs: nowMs, value: await outcomes(nowMs) };
        return ok(cached.value);
      },
    );
  };
}

export function complianceOperatorRoutes(service: ComplianceService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: Static<typeof schemas.PublishBody> }>(
      '/compliance/documents',
      {
        schema: {
          tags: ['operator'],
          security: bearerSecurity,
          body: schemas.PublishBody,
          response: { 201: schemas.PublishAnswer, 403: FailureEnvelope, ...failureResponses },
        },
      },
      async (request, reply) => {
        const { document, title, text } = request.body;
        const version = await service.publish(request.userId, document, title, text);
        return reply.code(201).send(ok({ document, version }, texts.documentPublished(version)));
      },
    );
  };
}
