// /api/users/watchlists: GET answers the customer's lists in order; PUT {lists} replaces them all
// (a list sent with its id keeps it; one without is new; one not sent is deleted). Lists belong to
// the person, not to the active account, so both accounts show the same lists.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import {
  WATCHLIST_NAME_LENGTH_MAX,
  WATCHLIST_SYMBOLS_MAX,
  WATCHLISTS_MAX,
} from '../../../contract/watchlists';
import { ok } from '../http/envelope';
import { bearerSecurity, failureResponses, strictObject, successEnvelope } from '../http/schema';
import type { WatchlistsService } from './watchlists-service';

const SYMBOL_LENGTH_MAX = 32;
const ID_LENGTH_MAX = 64;

const WatchlistAnswer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  symbols: Type.Array(Type.String()),
});

const WatchlistsAnswer = successEnvelope(Type.Array(WatchlistAnswer));

const ReplaceBody = strictObject({
  lists: Type.Array(
    strictObject({
      id: Type.Optional(Type.String({ minLength: 1, maxLength: ID_LENGTH_MAX })),
      name: Type.String({ minLength: 1, maxLength: WATCHLIST_NAME_LENGTH_MAX }),
      symbols: Type.Array(Type.String({ minLength: 1, maxLength: SYMBOL_LENGTH_MAX }), {
        maxItems: WATCHLIST_SYMBOLS_MAX,
      }),
    }),
    { maxItems: WATCHLISTS_MAX },
  ),
});

export interface WatchlistsRoutesOptions {
  service: WatchlistsService;
}

export const watchlistsRoutes: FastifyPluginAsync<WatchlistsRoutesOptions> = async (app, options) => {
  const { service } = options;
  const tags = ['watchlists'];

  app.get(
    '/watchlists',
    {
      preHandler: app.authenticate,
      schema: { tags, security: bearerSecurity, response: { 200: WatchlistsAnswer, ...failureResponses } },
    },
    async (request) => ok(await service.list(request.userId)),
  );

  app.put<{ Body: Static<typeof ReplaceBody> }>(
    '/watchlists',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        body: ReplaceBody,
        response: { 200: WatchlistsAnswer, ...failureResponses },
      },
    },
    async (request) =>
      ok(await service.replace(request.userId, request.body.lists), serverTexts.watchlists.saved),
  );
};
