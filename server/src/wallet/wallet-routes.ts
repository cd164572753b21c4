// The customer's money routes: /api/infos/accounts and /api/infos/list (where to send money, where
// it can go), /api/trans* (requests, the list, cancel, the card's 3-D Secure code, the limits) and
// /api/users/banks* (saved withdrawal accounts). Every route needs the bearer token; another
// customer's transaction or saved account answers 404.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { bearerSecurity, FailureEnvelope, failureResponses } from '../http/schema';
import {
  BankInfoAnswer,
  BrokerAccountAnswer,
  CardCheckoutAnswer,
  dataAnswer,
  MoneyLimitsAnswer,
  pageAnswer,
  SavedBankAnswer,
  TransactionAnswer,
} from './wallet-answers';
import type { CustomerActor } from './wallet-context';
import {
  CardCheckoutBody,
  IdBody,
  IdParams,
  SaveBankBody,
  TransactionBody,
  TransactionsQuery,
  walletSchemaErrorFormatter,
} from './wallet-schemas';
import type { WalletService } from './wallet-service';
import { Type } from '@sinclair/typebox';

const texts = serverTexts.wallet;

export interface WalletRoutesOptions {
  service: WalletService;
}

function customerOf(request: FastifyRequest): CustomerActor {
  return { userId: request.userId, role: 'customer', accountId: request.accountId };
}

const refusals = { ...failureResponses, 403: FailureEnvelope, 409: FailureEnvelope, 422: FailureEnvelope };

export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { service }) => {
  // onRequest, so a missing token answers 401 before the body is even validated.
  const base = { onRequest: app.authenticate, schemaErrorFormatter: walletSchemaErrorFormatter };
  const money = { tags: ['money'], security: bearerSecurity };
  const { brokerAccounts, banks } = service.context.config;

  app.get(
    '/api/infos/accounts',
    {
      ...base,
      schema: { ...money, response: { 200: dataAnswer(Type.Array(BrokerAccountAnswer)), ...refusals } },
    },
    async () => ok(brokerAccounts),
  );

  app.get(
    '/api/infos/list',
    { ...base, schema: { ...money, response: { 200: dataAnswer(Type.Array(BankInfoAnswer)), ...refusals } } },
    async () => ok(banks),
  );

  app.get(
    '/api/trans/limits',
    { ...base, schema: { ...money, response: { 200: dataAnswer(MoneyLimitsAnswer), ...refusals } } },
    async () => ok(service.limits()),
  );

  app.post<{ Body: TransactionBody }>(
    '/api/trans',
    {
      ...base,
      schema: {
        ...money,
        body: TransactionBody,
        response: { 200: dataAnswer(TransactionAnswer), ...refusals },
      },
    },
    async (request) => {
      const transaction = await service.requests.create(customerOf(request), request.body);
      const message =
        transaction.type === 'withdrawal'
          ? texts.withdrawalCreated
          : transaction.method === 'card'
            ? texts.cardApproved
            : texts.depositCreated;
      return ok(transaction, message);
    },
  );

  app.get<{ Querystring: TransactionsQuery }>(
    '/api/trans/all',
    {
      ...base,
      schema: {
        ...money,
        querystring: TransactionsQuery,
        response: { 200: pageAnswer(TransactionAnswer), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await service.customerPage(request.userId, request.query.page ?? 1)),
    }),
  );

  app.post<{ Body: IdBody }>(
    '/api/trans/cancel',
    {
      ...base,
      schema: { ...money, body: IdBody, response: { 200: dataAnswer(TransactionAnswer), ...refusals } },
    },
    async (request) =>
      ok(await service.decisions.cancel(customerOf(request), request.body.id), texts.cancelled),
  );

  app.post<{ Body: CardCheckoutBody }>(
    '/api/trans/card/checkout',
    {
      ...base,
      schema: {
        ...money,
        body: CardCheckoutBody,
        response: { 200: dataAnswer(CardCheckoutAnswer), ...refusals },
      },
    },
    async (request) =>
      ok(
        await service.requests.cardCheckout(customerOf(request), request.body.amount, request.body.purpose),
        texts.cardCheckoutCreated,
      ),
  );

  app.get(
    '/api/users/banks',
    {
      ...base,
      schema: { ...money, response: { 200: dataAnswer(Type.Array(SavedBankAnswer)), ...refusals } },
    },
    async (request) => ok(await service.banks.list(request.userId)),
  );

  app.post<{ Body: SaveBankBody }>(
    '/api/users/banks',
    {
      ...base,
      schema: { ...money, body: SaveBankBody, response: { 200: dataAnswer(SavedBankAnswer), ...refusals } },
    },
    async (request) => ok(await service.banks.save(request.userId, request.body), texts.bankSaved),
  );

  app.delete<{ Params: IdParams }>(
    '/api/users/banks/:id',
    { ...base, schema: { ...money, params: IdParams, response: refusals } },
    async (request) => {
      await service.banks.remove(request.userId, request.params.id);
      return ok(undefined, texts.bankDeleted);
    },
  );
};
