// The back office's cross-domain routes, inside the guarded /api/operator scope: GET /queues,
// GET /customers (?search=&page=), GET /customers/:id, GET /customers/:id/ledger (?accountId=&page=),
// GET /customers/:id/positions (?accountId=&status=&page=), GET /customers/:id/transactions
// (?page=) and POST /notifications/broadcast {title, text}. Moderation and the robot switch are
// their own domains' operator routes.
import type {
  CustomerDetail,
  CustomerPosition,
  CustomerRow,
  LedgerRow,
  OperatorPageAnswer,
  OperatorTransaction,
  QueueCounts,
} from '../../../contract/operator';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { operatorDataAnswer, operatorPageAnswer } from '../http/operator-schemas';
import { bearerSecurity, FailureEnvelope, failureResponses } from '../http/schema';
import {
  BroadcastAnswer,
  BroadcastBody,
  CustomerDetailAnswer,
  CustomerLineAnswer,
  CustomerParams,
  CustomersQuery,
  LedgerLineAnswer,
  LedgerQuery,
  PageOnlyQuery,
  PositionsPageAnswer,
  PositionsQuery,
  QueuesAnswer,
  TransactionItemAnswer,
} from './back-office-schemas';
import type { Broadcast } from './broadcast';
import type { CustomerRecords } from './customer-records';
import type { Queues } from './queues';

const refusals = { ...failureResponses, 403: FailureEnvelope, 409: FailureEnvelope };

export interface BackOfficeRoutesDeps {
  customers: CustomerRecords;
  broadcast: Broadcast;
  queues(): Promise<Queues>;
}

export function backOfficeRoutes({ customers, broadcast, queues }: BackOfficeRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const operator = { tags: ['operator'], security: bearerSecurity };
    const withId = { ...operator, params: CustomerParams };

    app.get(
      '/queues',
      { schema: { ...operator, response: { 200: operatorDataAnswer(QueuesAnswer), ...refusals } } },
      async () => ok<QueueCounts>(await queues()),
    );

    app.get<{ Querystring: CustomersQuery }>(
      '/customers',
      {
        schema: {
          ...operator,
          querystring: CustomersQuery,
          response: { 200: operatorPageAnswer(CustomerLineAnswer), ...refusals },
        },
      },
      async (request) => ({
        status: true as const,
        ...((await customers.list(
          request.query.search ?? null,
          request.query.page ?? 1,
        )) satisfies OperatorPageAnswer<CustomerRow>),
      }),
    );

    app.get<{ Params: CustomerParams }>(
      '/customers/:id',
      { schema: { ...withId, response: { 200: operatorDataAnswer(CustomerDetailAnswer), ...refusals } } },
      async (request) => ok<CustomerDetail>(await customers.detail(request.params.id)),
    );

    app.get<{ Params: CustomerParams; Querystring: LedgerQuery }>(
      '/customers/:id/ledger',
      {
        schema: {
          ...withId,
          querystring: LedgerQuery,
          response: { 200: operatorPageAnswer(LedgerLineAnswer), ...refusals },
        },
      },
      async (request) => {
        const { accountId, page } = request.query;
        return {
          status: true as const,
          ...((await customers.ledger(
            request.params.id,
            accountId ?? null,
            page ?? 1,
          )) satisfies OperatorPageAnswer<LedgerRow>),
        };
      },
    );

    app.get<{ Params: CustomerParams; Querystring: PositionsQuery }>(
      '/customers/:id/positions',
      {
        schema: {
          ...withId,
          querystring: PositionsQuery,
          response: { 200: PositionsPageAnswer, ...refusals },
        },
      },
      async (request) => {
        const { accountId, status, page } = request.query;
        const listed = await customers.positions(
          request.params.id,
          accountId ?? null,
          status ?? 'open',
          page ?? 1,
        );
        return { status: true as const, ...(listed satisfies OperatorPageAnswer<CustomerPosition>) };
      },
    );

    app.get<{ Params: CustomerParams; Querystring: PageOnlyQuery }>(
      '/customers/:id/transactions',
      {
        schema: {
          ...withId,
          querystring: PageOnlyQuery,
          response: { 200: operatorPageAnswer(TransactionItemAnswer), ...refusals },
        },
      },
      async (request) => ({
        status: true as const,
        ...((await customers.transactions(
          request.params.id,
          request.query.page ?? 1,
        )) satisfies OperatorPageAnswer<OperatorTransaction>),
      }),
    );

    app.post<{ Body: BroadcastBody }>(
      '/notifications/broadcast',
      {
        schema: {
          ...operator,
          body: BroadcastBody,
          response: { 200: operatorDataAnswer(BroadcastAnswer), ...refusals },
        },
      },
      async (request) => {
        const outcome = await broadcast.send(request.userId, request.body);
        return ok(outcome, serverTexts.backOffice.broadcastSent(outcome.recipients));
      },
    );
  };
}
