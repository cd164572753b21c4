// A node without the gateway role (an engine node, or a feed or jobs node) serves no customer: its
// app answers GET /api/health (SCALING.md, "Health") and 404 to everything else, the live socket
// included, while its engine, feed or jobs work for the gateways over NATS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { partRef, type PartDefinition } from '../compose/server-part';
import { failure } from '../http/envelope';

const HEALTH_PATH = '/api/health';

export const engineOnlyPart: PartDefinition<void> = {
  ref: partRef<void>('engineOnly'),
  roles: ['engine', 'feed', 'jobs'],
  needs: [],
  build: () => ({
    services: undefined,
    install(app) {
      app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?')[0];
        if (path !== HEALTH_PATH)
          await reply.code(404).send(failure(serverTexts.common.notFound, 'NOT_FOUND'));
      });
    },
  }),
};
