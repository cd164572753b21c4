// /api/operator/*: the broker's staff tools. Every route inside this plugin, including those the
// domains add, passes the same two onRequest hooks (a valid token, then the operator role), so a
// domain cannot forget the guard: it writes a plain route plugin and hands it to buildApp as one
// of `operatorRoutes`, which are registered here, inside the guarded scope. Unknown paths under
// the prefix answer 404 before the guard, as everywhere else.
import type { FastifyPluginAsync } from 'fastify';
import { auditOperatorRoutes } from '../audit/audit-routes';
import { sendNotFound } from '../http/error-handler';
import { requireRole } from '../http/require-role';

export const OPERATOR_PREFIX = '/api/operator';

export interface OperatorPluginOptions {
  /** Each domain's operator routes, e.g. one adding GET /trans → /api/operator/trans. */
  routes?: readonly FastifyPluginAsync[];
}

export const operatorPlugin: FastifyPluginAsync<OperatorPluginOptions> = async (app, options) => {
  // onRequest, so a missing token or a customer's token is refused before any body is read. An
  // unknown path is answered 404 first: the guard would only hide what /api/docs lists anyway.
  const operatorOnly = requireRole('operator');
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    await app.authenticate(request, reply);
    await operatorOnly(request, reply);
  });
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  await app.register(auditOperatorRoutes);
  for (const routes of options.routes ?? []) await app.register(routes);
};
