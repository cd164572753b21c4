// GET /api/operator/audit?page=n: the audit log for operators, newest first. Registered inside the
// operator plugin, which has already checked the token and the role.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { bearerSecurity, failureResponses, FailureEnvelope, PageQuery } from '../http/schema';
import { listAudit } from './audit-log';

export const AUDIT_PAGE_SIZE = 50;

const AuditItem = Type.Object({
  id: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorRole: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  before: Type.Unknown({ description: 'The subject before the change, or null' }),
  after: Type.Unknown({ description: 'The subject after the change, or null' }),
  createdAt: Type.String({ format: 'date-time' }),
});

const AuditPageAnswer = Type.Object({
  status: Type.Literal(true),
  data: Type.Array(AuditItem),
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
});

export const auditOperatorRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Static<typeof PageQuery> }>(
    '/audit',
    {
      schema: {
        tags: ['operator'],
        security: bearerSecurity,
        querystring: PageQuery,
        response: { 200: AuditPageAnswer, 403: FailureEnvelope, ...failureResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { records, total } = await listAudit(app.db, page, AUDIT_PAGE_SIZE);
      return {
        status: true as const,
        data: records,
        currentPage: page,
        totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
      };
    },
  );
};
