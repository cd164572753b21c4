// The answer of GET /api/health (../shared SCALING.md, "Health"): who leads each shard, the feed
// and the jobs, and every live node with what it leads and stands by for. Operators' probes and
// the cluster tests read it; `status` is false (HTTP 503) while any of them has no leader.
export interface ShardLeader {
  shard: number;
  /** The leader's NODE_ID, or null while the shard has none. */
  leader: string | null;
  /** When the leader's term began (ISO time), or null. */
  since: string | null;
}

export interface ClusterNodeView {
  node: string;
  roles: string[];
  /** Resources this node leads: `shard:0`, `feed`, `jobs`. */
  leads: string[];
  standbyFor: string[];
}

export interface HealthData {
  node: string;
  roles: string[];
  shards: ShardLeader[];
  feed: { leader: string | null };
  jobs: { leader: string | null };
  nodes: ClusterNodeView[];
}

export interface HealthAnswer {
  status: boolean;
  message: string;
  data: HealthData;
}

/** The lease resource names shared by the server and the health answer. */
export const FEED_RESOURCE = 'feed';
export const JOBS_RESOURCE = 'jobs';
export function shardResource(shard: number): string {
  return `shard:${shard}`;
}
