// POST /api/orders/close-all and POST /api/orders/reverse (API.md "Order types beyond market and
// limit"). Close-all answers each matching position's outcome, closed or refused with its Turkish
// reason, so one refusal (a closed market) never hides the others' closes; an unknown symbol is
// bad input and closes nothing.
import type { FastifyPluginAsync } from 'fastify';
import type { CloseAllAnswer } from '../../../contract/bulk-orders';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity } from '../http/schema';
import { CloseAllBody, CloseBody } from './order-schemas';
import { TRADING_REFUSALS } from './trading-refusals';
import type { OrderCommands } from './trading-commands';

const texts = serverTexts.trading;

export interface BulkOrdersRoutesOptions {
  service: OrderCommands;
}

export const bulkOrdersRoutes: FastifyPluginAsync<BulkOrdersRoutesOptions> = async (app, { service }) => {
  const base = { onRequest: app.authenticate };
  const schemaBase = { tags: ['orders'], security: bearerSecurity };

  app.post<{ Body: CloseAllBody }>(
    '/close-all',
    { ...base, schema: { ...schemaBase, body: CloseAllBody } },
    async (request) => {
      const { symbol, side, only } = request.body;
      if (symbol !== undefined && !service.hasSymbol(symbol))
        throw new ApiError(400, texts.unknownSymbol, 'VALIDATION');
      const outcome = await service.closeAll(request.accountId, { symbol, side, only });
      const answer: CloseAllAnswer = {
        closed: outcome.closed,
        failed: outcome.failed.map(({ id, code }) => ({ id, message: TRADING_REFUSALS[code].message })),
      };
      const total = answer.closed.length + answer.failed.length;
      const message =
        total === 0 ? texts.closeAllNone : texts.closeAllDone(answer.closed.length, answer.failed.length);
      return ok(answer, message);
    },
  );

  app.post<{ Body: CloseBody }>(
    '/reverse',
    { ...base, schema: { ...schemaBase, body: CloseBody } },
    async (request) => ok(await service.reverse(request.accountId, request.body.id), texts.reversed),
  );
};
