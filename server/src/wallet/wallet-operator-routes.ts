// The broker's side of the money: GET /trans (by status and type, paged, with the total), POST
// /trans/:id/approve and
// POST /trans/:id/reject {reason}. Registered inside the operator plugin (/api/operator), which
// has already checked the token and the operator role.
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { bearerSecurity, FailureEnvelope, failureResponses } from '../http/schema';
import { operatorPageAnswer } from '../http/operator-schemas';
import { dataAnswer, OperatorTransactionAnswer } from './wallet-answers';
import type { Actor } from './wallet-context';
import {
  IdParams,
  OperatorTransactionsQuery,
  RejectBody,
  walletSchemaErrorFormatter,
} from './wallet-schemas';
import type { WalletService } from './wallet-service';

const texts = serverTexts.wallet;
const refusals = { ...failureResponses, 403: FailureEnvelope, 409: FailureEnvelope, 422: FailureEnvelope };

export function walletOperatorRoutes(service: WalletService): FastifyPluginAsync {
  return async (app) => {
    const base = { schemaErrorFormatter: walletSchemaErrorFormatter };
    const operator = { tags: ['operator'], security: bearerSecurity };
    const actorOf = (userId: string): Actor => ({ userId, role: 'operator' });

    app.get<{ Querystring: OperatorTransactionsQuery }>(
      '/trans',
      {
        ...base,
        schema: {
          ...operator,
          querystring: OperatorTransactionsQuery,
          response: { 200: operatorPageAnswer(OperatorTransactionAnswer), ...refusals },
        },
      },
      async (request) => {
        const { status, type, page } = request.query;
        const filter = { userId: null, status: status ?? null, type: type ?? null };
        return { status: true as const, ...(await service.operatorPage(filter, page ?? 1)) };
      },
    );

    app.post<{ Params: IdParams }>(
      '/trans/:id/approve',
      {
        ...base,
        schema: {
          ...operator,
          params: IdParams,
          response: { 200: dataAnswer(OperatorTransactionAnswer), ...refusals },
        },
      },
      async (request) =>
        ok(await service.decisions.approve(actorOf(request.userId), request.params.id), texts.approved),
    );

    app.post<{ Params: IdParams; Body: RejectBody }>(
      '/trans/:id/reject',
      {
        ...base,
        schema: {
          ...operator,
          params: IdParams,
          body: RejectBody,
          response: { 200: dataAnswer(OperatorTransactionAnswer), ...refusals },
        },
      },
      async (request) => {
        const rejected = await service.decisions.reject(
          actorOf(request.userId),
          request.params.id,
          request.body.reason,
        );
        return ok(rejected, texts.rejected);
      },
    );
  };
}
