// A cluster node with the feed and/or the jobs role and neither the engine nor the gateway: it
// competes for the feed's and the jobs' leases (role-nodes.ts) and nothing else, so an operator can
// give the feed a machine of its own, with standbys of the same kind, apart from the shards'
// leaders. It serves no customer: its app answers GET /api/health (SCALING.md, "Health") and 404
// to everything else. The jobs' leader only schedules; each run is asked of the node hosting the
// job (a shard's leader, jobs-host.ts), so a jobs-only node needs no engine.
import { systemClock } from '../clock';
import { composeServer } from '../compose/compose-server';
import type { AppConfig } from '../config';
import { intervalScheduler } from '../engine/system-time';
import type { ClusterNode } from './cluster-config';
import { clusterPart } from './cluster-part';
import { engineOnlyPart } from './engine-only-part';
import type { Announce, RunningNode } from './node-shared';
import { connectWithRoles } from './role-nodes';

export async function runRoleOnlyNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: Announce,
): Promise<RunningNode> {
  const { nats, db, keepers, roleNodes } = await connectWithRoles(config, cluster);
  const server = await composeServer({
    config,
    db,
    clock: systemClock,
    roles: cluster.roles,
    // The health answer and the heartbeat that names the leases this node leads; nothing else.
    parts: [clusterPart({ cluster, scheduler: intervalScheduler, keepers }), engineOnlyPart],
  });
  await server.app.ready();
  await server.start();
  announce(await server.app.listen({ port: config.port, host: config.host }), false);
  return {
    current: () => server.app,
    async close() {
      await server.app.close();
      await roleNodes.stop();
      await nats.close();
      await db.close();
    },
  };
}
