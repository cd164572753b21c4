// An engine node of a cluster of several shards (ENGINE_SHARDS above 1). It competes for the
// lease of each shard of ENGINE_SHARD_IDS, each with its own epoch; on taking shard N it builds
// shard N's server (shard-server.ts: an engine that loads only shard N's accounts, fenced by shard
// N's epoch) and answers `<cluster>.cmd.shard.<N>`. Unlike the one-shard node it serves from its
// start: with the gateway role as any gateway does, sending each command to the leader of the
// account's shard over NATS, its own shards included (so a shard it does not lead is routed like
// any other); without it, /api/health only. Its heartbeat reports a shard as led once that shard's
// server answers, so health names a leader only when it serves. Losing any lease exits the node
// (its other shards' standbys take them over), as one shard's leader does.
import type { FastifyInstance } from 'fastify';
import { shardResource } from '../../../contract/cluster-health';
import { systemClock } from '../clock';
import { composeServer } from '../compose/compose-server';
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
import { engineOnlyPart } from './engine-only-part';
import { composeGateway } from './gateway-node';
import type { Announce, RunningNode } from './node-shared';
import { buildShardServer, stopShardServer, type EngineNodeBase, type ShardServer } from './shard-server';

/** The node's own app: a gateway's server, or the health answer alone. */
interface NodeFace {
  app: FastifyInstance;
  close(): Promise<void>;
}

async function composeFace(node: EngineNodeBase): Promise<NodeFace> {
  if (node.cluster.roles.includes('gateway')) {
    const gateway = await composeGateway({ ...node, keepers: node.keepers });
    return { app: gateway.server.app, close: () => gateway.close() };
  }
  const server = await composeServer({
    config: node.config,
    db: node.db,
    clock: systemClock,
    roles: node.cluster.roles,
    parts: [
      clusterPart({ cluster: node.cluster, scheduler: intervalScheduler, keepers: node.keepers }),
      engineOnlyPart,
    ],
    limits: node.limits.stores,
    sessionRevocations: node.revocations,
  });
  await server.app.ready();
  await server.start();
  return { app: server.app, close: () => server.app.close() };
}

/** Says on the console which shard this node now leads (`npm run cluster` shows it). */
function announceShard(cluster: ClusterNode, shard: number, builtInMs: number): void {
  console.log(
    `  Cluster: ${cluster.nodeId} (pid ${process.pid}) leads shard ${shard} (built in ${builtInMs} ms)`,
  );
}

export async function runShardedEngineNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: Announce,
): Promise<RunningNode> {
  const node = await openEngineNode(config, cluster);
  const leading = new Map<number, ShardServer>();
  let stopping = false;
  const deposed = exitWhenDeposed(cluster.nodeId, () => stopping);
  const keepers = cluster.shardIds.map((shard) => {
    const lead = async (lease: Parameters<typeof buildShardServer>[2]) => {
      const startedAt = Date.now();
      const built = await buildShardServer(node, shard, lease);
      await built.events.start(built.consumers);
      leading.set(shard, built);
      announceShard(cluster, shard, Date.now() - startedAt);
    };
    const keeper = shardKeeper(node, shard, lead, deposed);
    node.keepers.set(
      shardResource(shard),
      servingView(keeper, () => leading.has(shard)),
    );
    return keeper;
  });
  const face = await composeFace(node);
  announce(await face.app.listen({ port: config.port, host: config.host }), false);
  for (const keeper of keepers) await keeper.start();
  return {
    current: () => face.app,
    async close() {
      stopping = true;
      for (const shard of [...leading.values()]) await stopShardServer(shard);
      await face.close();
      await closeEngineNode(node);
    },
  };
}
