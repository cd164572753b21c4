// /api/notifications: the signed-in person's bell. GET ?page=n answers a page newest first with the
// count of unread ones; PUT /read marks some (by id) or all of them read. Notifications belong to
// the person, not to the active account, so both accounts' news shows in one list.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_READ_IDS_MAX } from '../../../contract/notifications';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity, failureResponses, PageQuery, strictObject, successEnvelope } from '../http/schema';
import { listNotifications, markRead } from './notifications-repository';

const NotificationAnswer = Type.Object({
  id: Type.String(),
  title: Type.String(),
  text: Type.String(),
  read: Type.Boolean(),
  date: Type.String({ format: 'date-time' }),
});

const NotificationsPageAnswer = Type.Object({
  status: Type.Literal(true),
  message: Type.Optional(Type.String()),
  data: Type.Array(NotificationAnswer),
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
  unread: Type.Integer(),
});

const ReadBody = strictObject({
  ids: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: NOTIFICATIONS_READ_IDS_MAX }),
  ),
  all: Type.Optional(Type.Literal(true)),
});

const ReadAnswer = successEnvelope(Type.Object({ unread: Type.Integer() }));

export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['notifications'];

  app.get<{ Querystring: Static<typeof PageQuery> }>(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: PageQuery,
        response: { 200: NotificationsPageAnswer, ...failureResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total, unread } = await listNotifications(
        app.db,
        request.userId,
        page,
        NOTIFICATIONS_PAGE_SIZE,
      );
      return {
        status: true as const,
        data: rows,
        currentPage: page,
        totalPages: Math.ceil(total / NOTIFICATIONS_PAGE_SIZE),
        unread,
      };
    },
  );

  app.put<{ Body: Static<typeof ReadBody> }>(
    '/read',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        body: ReadBody,
        response: { 200: ReadAnswer, ...failureResponses },
      },
    },
    async (request) => {
      const { ids, all } = request.body;
      if (!all && !ids) {
        throw new ApiError(
          400,
          serverTexts.validation.required(serverTexts.validation.fields.ids),
          'VALIDATION',
        );
      }
      const unread = await markRead(app.db, request.userId, all ? 'all' : (ids ?? []));
      return ok({ unread }, serverTexts.notifications.marked);
    },
  );
};
