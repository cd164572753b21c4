// /api/orders*: place, the three paged lists (the closed one filtered by symbol, days and side),
// detail, stop/take update (and a waiting order's price), close, partial close and cancel
// (close-all and reverse: bulk-orders-routes.ts). Every route needs the bearer token; another
// customer's order answers 404.
import type { FastifyInstance, FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { OrderPayload } from '../../../contract/entities';
import { serverTexts } from '../../../contract/server-texts';
import { DomainError } from '../domain/domain-error';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity } from '../http/schema';
import {
  CancelBody,
  ClosedListQuery,
  CloseBody,
  OrderIdParams,
  PageQuery,
  PartialCloseBody,
  PlaceOrderBody,
  StopTakeBody,
} from './order-schemas';
import { closedRowsFilter } from './closed-filter';
import type { OrderCommands } from './trading-commands';
import type { OrderList } from './trading-service';

const texts = serverTexts.trading;

/** An ISO time as epoch ms; null when absent; a string that is no time is a 400. */
function expiryOf(expiresAt: string | null | undefined): number | null {
  if (expiresAt === null || expiresAt === undefined) return null;
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(expiresAt) ? Date.parse(expiresAt) : Number.NaN;
  if (!Number.isFinite(ms)) throw new DomainError('EXPIRES_AT_INVALID');
  return ms;
}

export interface OrdersRoutesOptions {
  service: OrderCommands;
}

/** Picks whichever reading of the partial close the client sent. */
function partialCloseTarget(body: PartialCloseBody): { id: string; lots: number } {
  if (body.orderId !== undefined && body.pieced !== undefined) return { id: body.orderId, lots: body.pieced };
  if (body.id !== undefined && body.amount !== undefined) return { id: body.id, lots: body.amount };
  throw new ApiError(400, texts.partialAmountMissing, 'VALIDATION');
}

/** What the routes share: the service, the token check, the OpenAPI tags. */
interface RouteBase {
  service: OrderCommands;
  base: { onRequest: onRequestHookHandler };
  schemaBase: { tags: string[]; security: typeof bearerSecurity };
}

/** The order the client asked for, as the service takes it. */
function payloadOf(body: PlaceOrderBody): OrderPayload {
  return {
    symbol: body.symbol,
    type: body.type,
    amount: body.amount,
    marketLimit: body.marketLimit ?? null,
    stopLoss: body.stopLoss ?? null,
    takeProfit: body.takeProfit ?? null,
    pendingKind: body.pendingKind ?? null,
    limitPrice: body.limitPrice ?? null,
    expiresAtMs: expiryOf(body.expiresAt),
    trailingDistance: body.trailingDistance ?? null,
    ocoWith: body.ocoWith ?? null,
  };
}

/** Placing, the lists and the detail. */
function placementAndReads(app: FastifyInstance, { service, base, schemaBase }: RouteBase): void {
  app.post<{ Body: PlaceOrderBody }>(
    '/',
    { ...base, schema: { ...schemaBase, body: PlaceOrderBody } },
    async (request) => {
      const order = await service.place(
        request.accountId,
        payloadOf(request.body),
        request.body.clientOrderId,
      );
      return ok(order, order.status === 'waiting' ? texts.pendingPlaced : texts.placed);
    },
  );

  const lists: [string, OrderList][] = [
    ['/', 'open'],
    ['/open', 'waiting'],
  ];
  for (const [url, list] of lists) {
    app.get<{ Querystring: PageQuery }>(
      url,
      { ...base, schema: { ...schemaBase, querystring: PageQuery } },
      async (request) => {
        const page = await service.list(request.accountId, list, request.query.page ?? 1);
        return { status: true, ...page };
      },
    );
  }

  // The closed list also takes the history filter (contract/history.ts); the export shares it.
  app.get<{ Querystring: ClosedListQuery }>(
    '/transaction',
    { ...base, schema: { ...schemaBase, querystring: ClosedListQuery } },
    async (request) => {
      const { page, ...filter } = request.query;
      const checked = closedRowsFilter(filter);
      const answer = await service.list(request.accountId, 'closed', page ?? 1, checked);
      return { status: true, ...answer };
    },
  );

  app.get<{ Params: OrderIdParams }>(
    '/detail/:id',
    { ...base, schema: { ...schemaBase, params: OrderIdParams } },
    async (request) => ok(await service.detail(request.accountId, request.params.id)),
  );
}

/** Changing an order: its stops or price, closing it whole or in part, cancelling it. */
function changes(app: FastifyInstance, { service, base, schemaBase }: RouteBase): void {
  app.put<{ Params: OrderIdParams; Body: StopTakeBody }>(
    '/update/:id',
    { ...base, schema: { ...schemaBase, params: OrderIdParams, body: StopTakeBody } },
    async (request) => {
      const { accountId, params, body } = request;
      const stops = {
        stopLoss: body.stopLoss ?? null,
        takeProfit: body.takeProfit ?? null,
        ...(body.trailingDistance === undefined ? {} : { trailingDistance: body.trailingDistance }),
      };
      // A new price moves a waiting order (the chart's drag); without one only the stops change.
      if (body.marketLimit === undefined) await service.modify(accountId, params.id, stops);
      else await service.moveWaiting(accountId, params.id, { ...stops, marketLimit: body.marketLimit });
      return ok(await service.detail(request.accountId, request.params.id), texts.updated);
    },
  );

  app.put<{ Body: CloseBody }>(
    '/close',
    { ...base, schema: { ...schemaBase, body: CloseBody } },
    async (request) => {
      return ok(await service.closeAnswering(request.accountId, request.body.id), texts.closed);
    },
  );

  app.put<{ Body: PartialCloseBody }>(
    '/',
    { ...base, schema: { ...schemaBase, body: PartialCloseBody } },
    async (request) => {
      const { id, lots } = partialCloseTarget(request.body);
      return ok(await service.closeAnswering(request.accountId, id, lots), texts.partiallyClosed);
    },
  );

  app.post<{ Body: CancelBody }>(
    '/cancel',
    { ...base, schema: { ...schemaBase, body: CancelBody } },
    async (request) => {
      await service.cancel(request.accountId, request.body.orderId);
      return ok(undefined, texts.cancelled);
    },
  );
}

export const ordersRoutes: FastifyPluginAsync<OrdersRoutesOptions> = async (app, { service }) => {
  // onRequest, so a missing token answers 401 before the body is even validated.
  const shared: RouteBase = {
    service,
    base: { onRequest: app.authenticate },
    schemaBase: { tags: ['orders'], security: bearerSecurity },
  };
  placementAndReads(app, shared);
  changes(app, shared);
};
