// What GET /api/health answers, worked out from the live leases and node heartbeats (a cluster) or
// from the process itself (one process leads everything). Pure, so the rule "healthy only when
// every shard, the feed and the jobs have a leader" is tested without a database.
import {
  FEED_RESOURCE,
  JOBS_RESOURCE,
  shardResource,
  type ClusterNodeView,
  type HealthData,
} from '../../../contract/cluster-health';
import type { Lease } from './lease-store';

export interface HealthInputs {
  node: string;
  roles: readonly string[];
  engineShards: number;
  leases: readonly Lease[];
  nodes: readonly ClusterNodeView[];
}

export interface Health {
  healthy: boolean;
  data: HealthData;
}

/**
 * A lease's holder leads only once its own heartbeat says it does: a node that has just taken a
 * lease is still building what it leads, and is not yet serving it.
 */
export function healthFrom(inputs: HealthInputs): Health {
  const leading = new Set(
    inputs.nodes.flatMap((node) => node.leads.map((resource) => `${node.node} ${resource}`)),
  );
  const byResource = new Map(
    inputs.leases
      .filter((lease) => leading.has(`${lease.holder} ${lease.resource}`))
      .map((lease) => [lease.resource, lease]),
  );
  const shards = Array.from({ length: inputs.engineShards }, (_, shard) => {
    const lease = byResource.get(shardResource(shard));
    return { shard, leader: lease?.holder ?? null, since: lease?.acquiredAt.toISOString() ?? null };
  });
  const feed = { leader: byResource.get(FEED_RESOURCE)?.holder ?? null };
  const jobs = { leader: byResource.get(JOBS_RESOURCE)?.holder ?? null };
  const healthy =
    shards.every((shard) => shard.leader !== null) && feed.leader !== null && jobs.leader !== null;
  return {
    healthy,
    data: { node: inputs.node, roles: [...inputs.roles], shards, feed, jobs, nodes: [...inputs.nodes] },
  };
}

/** One process: it holds every role and leads everything since it started. */
export function singleProcessHealth(node: string, roles: readonly string[], startedAt: Date): Health {
  const resources = [shardResource(0), FEED_RESOURCE, JOBS_RESOURCE];
  const leases = resources.map((resource) => ({
    resource,
    holder: node,
    epoch: 1,
    acquiredAt: startedAt,
    expiresAt: new Date(8.64e15),
  }));
  const self = { node, roles: [...roles], leads: resources, standbyFor: [] };
  return healthFrom({ node, roles, engineShards: 1, leases, nodes: [self] });
}
