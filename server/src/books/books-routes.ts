// The books' operator routes, inside the guarded /api/operator scope (a customer's token is 403,
// none 401): GET /books/trial-balance and GET /books/client-money?from=&to=.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HOUSE_ACCOUNTS } from '../../../contract/books';
import { ok } from '../http/envelope';
import { operatorDataAnswer } from '../http/operator-schemas';
import { bearerSecurity, failureResponses, FailureEnvelope, strictObject } from '../http/schema';
import type { BooksService } from './books-service';

const Usd = Type.Number({ description: 'USD with two decimals; positive = the broker owes the holder' });
const DayText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD, a calendar day in Europe/Istanbul' });

const ClientMoneyQuery = strictObject({ from: Type.Optional(DayText), to: Type.Optional(DayText) });
type ClientMoneyQuery = Static<typeof ClientMoneyQuery>;

const TrialBalanceAnswer = Type.Object({
  asOf: Type.String(),
  currency: Type.Literal('USD'),
  houseAccounts: Type.Array(
    Type.Object({ account: Type.Union(HOUSE_ACCOUNTS.map((code) => Type.Literal(code))), balance: Usd }),
  ),
  clientMoney: Usd,
  practiceMoney: Usd,
  clientCredit: Usd,
  total: Type.Number({ description: 'The sum of every figure above: 0 when the books balance' }),
});

const ClientMoneyAnswer = Type.Object({
  currency: Type.Literal('USD'),
  from: Type.String(),
  to: Type.String(),
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      deposits: Usd,
      withdrawals: Usd,
      tradingResult: Usd,
      protection: Usd,
      clientMoney: Usd,
    }),
  ),
});

const refusals = { ...failureResponses, 403: FailureEnvelope };

export function booksRoutes(books: BooksService): FastifyPluginAsync {
  return async (app) => {
    const operator = { tags: ['operator'], security: bearerSecurity };

    app.get(
      '/books/trial-balance',
      { schema: { ...operator, response: { 200: operatorDataAnswer(TrialBalanceAnswer), ...refusals } } },
      async () => ok(await books.trialBalance()),
    );

    app.get<{ Querystring: ClientMoneyQuery }>(
      '/books/client-money',
      {
        schema: {
          ...operator,
          querystring: ClientMoneyQuery,
          response: { 200: operatorDataAnswer(ClientMoneyAnswer), ...refusals },
        },
      },
      async (request) => ok(await books.clientMoney(request.query)),
    );
  };
}
