// GET /api/operator/audit?page=n&action=&actorId=&subjectId=: the audit log for operators, newest
// first, with who acted by name. Registered inside the operator plugin, which has already checked
// the token and the role.
import type { AuditRow, OperatorPageAnswer } from '../../../contract/operator';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { bearerSecurity, failureResponses, FailureEnvelope, strictObject } from '../http/schema';
import { listAudit } from './audit-log';

export const AUDIT_PAGE_SIZE = 50;

const AuditItem = Type.Object({
  id: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorRole: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.Union([Type.String(), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  subjectName: Type.Union([Type.String(), Type.Null()], {
    description: 'What the subject is (a reference, customer and account kind, a name), or null',
  }),
  before: Type.Unknown({ description: 'The subject before the change, or null' }),
  after: Type.Unknown({ description: 'The subject after the change, or null' }),
  createdAt: Type.String({ format: 'date-time' }),
});

const AuditQuery = strictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  action: Type.Optional(
    Type.String({
      pattern: '^[a-z][a-z-]*(\\.[a-z][a-z-]*)?$',
      maxLength: 60,
      description: 'An action (transaction.approve) or a whole domain (transaction)',
    }),
  ),
  actorId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  subjectId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

const AuditPageAnswer = Type.Object({
  status: Type.Literal(true),
  data: Type.Array(AuditItem),
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
});

export const auditOperatorRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Static<typeof AuditQuery> }>(
    '/audit',
    {
      schema: {
        tags: ['operator'],
        security: bearerSecurity,
        querystring: AuditQuery,
        response: { 200: AuditPageAnswer, 403: FailureEnvelope, ...failureResponses },
      },
    },
    async (request) => {
      const { page = 1, action, actorId, subjectId } = request.query;
      const { records, total } = await listAudit(app.db, page, AUDIT_PAGE_SIZE, {
        action,
        actorId,
        subjectId,
      });
      const answer: OperatorPageAnswer<AuditRow> = {
        data: records,
        currentPage: page,
        totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
      };
      return { status: true as const, ...answer };
    },
  );
};
