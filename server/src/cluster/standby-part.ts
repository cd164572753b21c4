// What a standby node answers while another node leads: the health answer (from the cluster part)
// and, for every other API call and the live socket, a 503 in Turkish at once, so a client or a
// load balancer moves on instead of hanging (SCALING.md: "a shard without a leader answers within
// 5 s, never a hang").
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { partRef, type PartDefinition } from '../compose/server-part';
import { failure } from '../http/envelope';

async function notLeading(_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  return reply.code(503).send(failure(serverTexts.cluster.noLeader, 'NO_LEADER'));
}

export const standbyPart: PartDefinition<void> = {
  ref: partRef<void>('standby'),
  roles: ['gateway', 'engine', 'feed', 'jobs'],
  needs: [],
  build: () => ({
    services: undefined,
    // The live socket's route belongs to the app; it is refused before its upgrade instead.
    install(app) {
      app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.url === '/websocket' || request.url.startsWith('/websocket?'))
          await notLeading(request, reply);
      });
    },
    routes: async (app) => {
      app.all('/api/*', { schema: { hide: true } }, notLeading);
    },
  }),
};
