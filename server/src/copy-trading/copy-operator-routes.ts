// The broker's moderation routes, inside the guarded /api/operator scope: GET /traders
// (?search=&page=), POST /traders/:id/hide {reason}, POST /traders/:id/show, GET
// /traders/:id/comments (?page=, removed ones included and flagged) and POST
// /traders/comments/:commentId/remove {reason}. The rules are in trader-moderation.ts.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { ModeratedComment, ModeratedTrader, OperatorPageAnswer } from '../../../contract/operator';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { Nullable, OperatorPage, operatorDataAnswer, operatorPageAnswer } from '../http/operator-schemas';
import { bearerSecurity, FailureEnvelope, failureResponses, strictObject } from '../http/schema';
import type { TraderModeration } from './trader-moderation';

/** The moderation's calls the routes make (a gateway's stand-in has only these). */
export type ModerationCalls = Pick<
  TraderModeration,
  'traders' | 'hide' | 'show' | 'comments' | 'removeComment'
>;

const texts = serverTexts.traders;
const refusals = { ...failureResponses, 403: FailureEnvelope, 409: FailureEnvelope };
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** Longer than the 500 the service allows, so an over-long reason gets the service's own text. */
const ReasonText = Type.String({ maxLength: 10_000 });

const TradersQuery = strictObject({
  search: Type.Optional(Type.String({ maxLength: 64 })),
  page: OperatorPage,
});
const PageOnlyQuery = strictObject({ page: OperatorPage });
const TraderParams = strictObject({ id: Id });
const CommentParams = strictObject({ commentId: Id });
const ReasonBody = strictObject({ reason: Type.Optional(ReasonText) }, 'Why, 1 to 500 characters');

const ModeratedTraderAnswer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  hidden: Type.Boolean(),
  hiddenReason: Nullable(Type.String()),
  hiddenAt: Nullable(Type.String({ format: 'date-time' })),
  followCount: Type.Integer({ description: 'Copies not ended: active, paused, stopped' }),
  copiers: Type.Integer({ description: 'Copies mirroring now (active)' }),
  allowCopiers: Type.Boolean(),
  seeded: Type.Boolean(),
  comments: Type.Integer({ description: 'Comments customers see' }),
});

const ModeratedCommentAnswer = Type.Object({
  id: Type.String(),
  traderId: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  email: Type.String(),
  star: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  removed: Type.Boolean(),
  removedReason: Nullable(Type.String()),
  removedAt: Nullable(Type.String({ format: 'date-time' })),
});

export function copyOperatorRoutes(moderation: ModerationCalls): FastifyPluginAsync {
  return async (app) => {
    const operator = { tags: ['operator'], security: bearerSecurity };
    const traderAnswer = { 200: operatorDataAnswer(ModeratedTraderAnswer), ...refusals };

    app.get<{ Querystring: Static<typeof TradersQuery> }>(
      '/traders',
      {
        schema: {
          ...operator,
          querystring: TradersQuery,
          response: { 200: operatorPageAnswer(ModeratedTraderAnswer), ...refusals },
        },
      },
      async (request) => ({
        status: true as const,
        ...((await moderation.traders(
          request.query.search ?? null,
          request.query.page ?? 1,
        )) satisfies OperatorPageAnswer<ModeratedTrader>),
      }),
    );

    app.post<{ Params: Static<typeof TraderParams>; Body: Static<typeof ReasonBody> }>(
      '/traders/:id/hide',
      { schema: { ...operator, params: TraderParams, body: ReasonBody, response: traderAnswer } },
      async (request) =>
        ok<ModeratedTrader>(
          await moderation.hide(request.userId, request.params.id, request.body.reason),
          texts.hidden,
        ),
    );

    app.post<{ Params: Static<typeof TraderParams> }>(
      '/traders/:id/show',
      { schema: { ...operator, params: TraderParams, response: traderAnswer } },
      async (request) =>
        ok<ModeratedTrader>(await moderation.show(request.userId, request.params.id), texts.shown),
    );

    app.get<{ Params: Static<typeof TraderParams>; Querystring: Static<typeof PageOnlyQuery> }>(
      '/traders/:id/comments',
      {
        schema: {
          ...operator,
          params: TraderParams,
          querystring: PageOnlyQuery,
          response: { 200: operatorPageAnswer(ModeratedCommentAnswer), ...refusals },
        },
      },
      async (request) => ({
        status: true as const,
        ...((await moderation.comments(
          request.params.id,
          request.query.page ?? 1,
        )) satisfies OperatorPageAnswer<ModeratedComment>),
      }),
    );

    app.post<{ Params: Static<typeof CommentParams>; Body: Static<typeof ReasonBody> }>(
      '/traders/comments/:commentId/remove',
      {
        schema: {
          ...operator,
          params: CommentParams,
          body: ReasonBody,
          response: { 200: operatorDataAnswer(ModeratedCommentAnswer), ...refusals },
        },
      },
      async (request) =>
        ok<ModeratedComment>(
          await moderation.removeComment(request.userId, request.params.commentId, request.body.reason),
          texts.commentRemoved,
        ),
    );
  };
}
