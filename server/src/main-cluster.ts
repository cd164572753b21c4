// A node of a cluster (NATS_URL set; ../shared SCALING.md), by its roles:
//   - with `engine`: competes for the shard's lease; its leader decides the shard's orders and money
//     and answers the gateways' commands (cluster/engine-node.ts);
//   - with `gateway` and without `engine`: serves the SPA, the API and the live socket at once, with
//     no lease, sending every call that needs the engine to the shard's leader
//     (cluster/gateway-node.ts).
// With ENGINE_SHARDS above 1 an engine node leads each of its ENGINE_SHARD_IDS it takes and serves
// as a gateway meanwhile (cluster/sharded-engine-node.ts).
import type { ClusterNode } from './cluster/cluster-config';
import { runEngineNode } from './cluster/engine-node';
import { runGatewayNode } from './cluster/gateway-node';
import type { Announce, RunningNode } from './cluster/node-shared';
import { ConfigError, type AppConfig } from './config';

export { DEPOSED_EXIT_CODE } from './cluster/engine-node';
export type { RunningNode } from './cluster/node-shared';

function assertSupportedTopology(cluster: ClusterNode): void {
  const { roles } = cluster;
  if (!roles.includes('engine') && (roles.includes('feed') || roles.includes('jobs'))) {
    throw new ConfigError(
      'SERVER_ROLES: the feed and the jobs run on engine nodes in this release; add engine or leave them out',
    );
  }
}

export async function runClusterNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: Announce,
): Promise<RunningNode> {
  assertSupportedTopology(cluster);
  if (cluster.roles.includes('engine')) return runEngineNode(config, cluster, announce);
  return runGatewayNode(config, cluster, announce);
}
