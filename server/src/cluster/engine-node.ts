// An engine node of a cluster, run as MetaTrader's trade server runs with a hot backup: every
// engine node competes for its shards' leases in PostgreSQL; the one that holds a shard's lease
// builds that shard's server on a database fenced by the lease's epoch (shard-server.ts) and
// answers the gateways' commands on the shard's subject. A leader that loses a lease (paused past
// its life, cut off from the database) exits at once, so its supervisor starts it again as a
// standby; its writes after the loss are already refused by the fence.
//
// With one shard (ENGINE_SHARDS=1) the node is active/standby as a whole: a standby answers
// /api/health and a Turkish 503 for everything else until the lease lapses, then the first to take
// it rebuilds from PostgreSQL and serves everything. With several shards the node serves as a
// gateway (or, without that role, only /api/health) from its start and leads each shard of
// ENGINE_SHARD_IDS it takes (sharded-engine-node.ts).
import type { FastifyInstance } from 'fastify';
import { shardResource } from '../../../contract/cluster-health';
import { systemClock } from '../clock';
import { composeServer, type ComposedServer } from '../compose/compose-server';
import type { AppConfig } from '../config';
import { intervalScheduler } from '../engine/system-time';
import type { ClusterNode } from './cluster-config';
import { clusterPart } from './cluster-part';
import {
  closeEngineNode,
  exitWhenDeposed,
  openEngineNode,
  servingView,
  shardKeeper,
} from './engine-node-base';
import type { Lease } from './lease-store';
import type { Announce, RunningNode } from './node-shared';
import { buildShardServer, stopShardServer, type EngineNodeBase, type ShardServer } from './shard-server';
import { runShardedEngineNode } from './sharded-engine-node';
import { standbyPart } from './standby-part';

export { DEPOSED_EXIT_CODE } from './engine-node-base';

function composeStandby(node: EngineNodeBase): Promise<ComposedServer> {
  return composeServer({
    config: node.config,
    db: node.db,
    clock: systemClock,
    roles: node.cluster.roles,
    parts: [
      clusterPart({
        cluster: node.cluster,
        scheduler: intervalScheduler,
        keepers: node.keepers,
        serving: false,
      }),
      standbyPart,
    ],
    limits: node.limits.stores,
    sessionRevocations: node.revocations,
  });
}

/** One shard: the standby app answers until the node leads, then the shard's server takes its port. */
async function runActiveStandbyNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: Announce,
): Promise<RunningNode> {
  const node = await openEngineNode(config, cluster);
  let app: FastifyInstance | null = null;
  let leading: ShardServer | null = null;
  let stopping = false;
  let swapped = false;
  const swapTo = async (next: FastifyInstance, isLeader: boolean) => {
    await app?.close();
    app = next;
    announce(await next.listen({ port: config.port, host: config.host }), isLeader);
  };
  // The whole server is built and started while the standby app still answers, so the port is
  // closed only for the moment the apps change places.
  const becomeLeader = async (lease: Lease) => {
    leading = await buildShardServer(node, 0, lease);
    await swapTo(leading.server.app, true);
    swapped = true;
    // After the swap: events wait in the outbox meanwhile, and a request that arrives as the
    // standby's app closes does not meet a leader still starting its consumers.
    await leading.events.start(leading.consumers);
  };
  const keeper = shardKeeper(
    node,
    0,
    becomeLeader,
    exitWhenDeposed(cluster.nodeId, () => stopping),
  );
  // Named led in the heartbeat (so in every gateway's health) only once the leader's app holds the
  // port: a client that saw it named and called at once met the standby's app closing under it.
  node.keepers.set(
    shardResource(0),
    servingView(keeper, () => swapped),
  );
  const standby = await composeStandby(node);
  await standby.start();
  await swapTo(standby.app, false);
  await keeper.start();
  return {
    current: () => app ?? standby.app,
    async close() {
      stopping = true;
      if (leading) await stopShardServer(leading);
      else await app?.close();
      await closeEngineNode(node);
    },
  };
}

export async function runEngineNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: Announce,
): Promise<RunningNode> {
  if (cluster.engineShards > 1) return runShardedEngineNode(config, cluster, announce);
  return runActiveStandbyNode(config, cluster, announce);
}
