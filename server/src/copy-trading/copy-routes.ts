// /api/traders/*: the traders list and profile, a trader's positions and history, follow,
// unfollow, pause, resume, comments, and the customer's own trader settings (the settings
// screen's 'Kopyalanmaya izin ver'). Every route needs the bearer token; follow works on the
// session's active account.
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { bearerSecurity, PageQuery } from '../http/schema';
import { CommentBody, FollowBody, TraderIdParams, TradersQuery, TraderSettingsBody } from './copy-schemas';
import type { CopyService } from './copy-service';

const texts = serverTexts.traders;

/** The service's calls the routes make; a gateway's stand-in answers isCopying later. */
export type CopyRoutesService = Pick<
  CopyService,
  | 'list'
  | 'profile'
  | 'orders'
  | 'follow'
  | 'unfollow'
  | 'pause'
  | 'resume'
  | 'comments'
  | 'comment'
  | 'settings'
  | 'saveSettings'
> & { isCopying(accountId: string, traderId: string): boolean | Promise<boolean> };

export interface CopyRoutesOptions {
  service: CopyRoutesService;
}

export const copyRoutes: FastifyPluginAsync<CopyRoutesOptions> = async (app, { service }) => {
  const base = { onRequest: app.authenticate };
  const schemaBase = { tags: ['traders'], security: bearerSecurity };
  const withId = { ...schemaBase, params: TraderIdParams };

  app.get<{ Querystring: TradersQuery }>(
    '/',
    { ...base, schema: { ...schemaBase, querystring: TradersQuery } },
    async (request) =>
      ok(await service.list(request.userId, request.accountId, request.query.search ?? null)),
  );

  app.get('/me', { ...base, schema: schemaBase }, async (request) =>
    ok(await service.settings(request.userId)),
  );

  app.put<{ Body: TraderSettingsBody }>(
    '/me',
    { ...base, schema: { ...schemaBase, body: TraderSettingsBody } },
    async (request) =>
      ok(
        await service.saveSettings(request.userId, request.accountId, {
          ...request.body,
          imageUrl: request.body.imageUrl ?? '',
        }),
        texts.settingsSaved,
      ),
  );

  app.get<{ Params: TraderIdParams }>('/:id', { ...base, schema: withId }, async (request) =>
    ok(await service.profile(request.userId, request.accountId, request.params.id)),
  );

  app.get<{ Params: TraderIdParams }>('/positions/:id', { ...base, schema: withId }, async (request) =>
    ok(await service.orders(request.userId, request.params.id, 'open')),
  );

  app.get<{ Params: TraderIdParams }>('/orders/:id', { ...base, schema: withId }, async (request) =>
    ok(await service.orders(request.userId, request.params.id, 'closed')),
  );

  app.post<{ Body: FollowBody }>(
    '/follow',
    { ...base, schema: { ...schemaBase, body: FollowBody } },
    async (request) => {
      const wasFollowing = await service.isCopying(request.accountId, request.body.id);
      const trader = await service.follow(request.userId, request.accountId, request.body);
      return ok(trader, wasFollowing ? texts.followChanged : texts.followed);
    },
  );

  app.post<{ Params: TraderIdParams }>('/unfollow/:id', { ...base, schema: withId }, async (request) =>
    ok(await service.unfollow(request.userId, request.accountId, request.params.id), texts.unfollowed),
  );

  app.post<{ Params: TraderIdParams }>('/pause/:id', { ...base, schema: withId }, async (request) =>
    ok(await service.pause(request.userId, request.accountId, request.params.id), texts.paused),
  );

  app.post<{ Params: TraderIdParams }>('/resume/:id', { ...base, schema: withId }, async (request) =>
    ok(await service.resume(request.userId, request.accountId, request.params.id), texts.resumed),
  );

  app.get<{ Params: TraderIdParams; Querystring: { page?: number } }>(
    '/comments/:id',
    { ...base, schema: { ...withId, querystring: PageQuery } },
    async (request) => {
      const page = await service.comments(request.params.id, request.query.page ?? 1);
      return { status: true as const, ...page };
    },
  );

  app.post<{ Params: TraderIdParams; Body: CommentBody }>(
    '/comments/:id',
    { ...base, schema: { ...withId, body: CommentBody } },
    async (request) =>
      ok(
        await service.comment(request.userId, request.params.id, request.body.star, request.body.comment),
        texts.commentSaved,
      ),
  );
};
