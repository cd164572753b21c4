// GET /api/health, without a token (../shared SCALING.md, "Health"): 200 when every shard, the
// feed and the jobs have a leader, else 503 with the same fields, so a load balancer or an
// operator's probe can tell a node that serves from a cluster that is still electing.
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import type { HealthAnswer } from '../../../contract/cluster-health';
import type { Health } from './health';

export function healthRoutes(health: () => Promise<Health>): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/api/health',
      { schema: { tags: ['cluster'], summary: 'Who leads each shard, the feed and the jobs' } },
      async (_request, reply) => {
        const { healthy, data } = await health();
        const answer: HealthAnswer = {
          status: healthy,
          message: healthy ? serverTexts.cluster.healthy : serverTexts.cluster.noLeader,
          data,
        };
        return reply.code(healthy ? 200 : 503).send(answer);
      },
    );
  };
}
