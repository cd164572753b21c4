// A node of a cluster (NATS_URL set; ../shared SCALING.md), by its roles:
//   - with `engine`: competes for the shard's lease; its leader decides the shard's orders and money
//     and answers the gateways' commands (cluster/engine-node.ts);
//   - with `gateway` and without `engine`: serves the SPA, the API and the live socket at once, with
//     no lease, sending every call that needs the engine to the shard's leader
//     (cluster/gateway-node.ts);
//   - with `feed` and/or `jobs` only: competes for those leases alone, with standbys of the same
//     kind, and answers GET /api/health (cluster/role-only-node.ts).
// With ENGINE_SHARDS above 1 an engine node leads each of its ENGINE_SHARD_IDS it takes and serves
// as a gateway meanwhile (cluster/sharded-engine-node.ts).
import type { ClusterNode } from './cluster/cluster-config';
import { runEngineNode } from './cluster/engine-node';
import { runGatewayNode } from './cluster/gateway-node';
import { runRoleOnlyNode } from './cluster/role-only-node';
import type { Announce, RunningNode } from './cluster/node-shared';
import { ConfigError, type AppConfig } from './config';

export { DEPOSED_EXIT_CODE } from './cluster/engine-node';
export type { RunningNode } from './cluster/node-shared';

function assertSupportedTopology(cluster: ClusterNode): void {
  const { roles } = cluster;
  const feedOrJobs = roles.includes('feed') || roles.includes('jobs');
  if (!roles.includes('engine') && roles.includes('gateway') && feedOrJobs) {
    throw new ConfigError(
      'SERVER_ROLES: the feed and the jobs run on an engine node or on a node of their own, not beside ' +
        'a gateway alone; add engine or run them as SERVER_ROLES=feed,jobs',
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
  if (!cluster.roles.includes('gateway')) return runRoleOnlyNode(config, cluster, announce);
  return runGatewayNode(config, cluster, announce);
}
