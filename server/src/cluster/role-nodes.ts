// What a cluster node runs for the feed and jobs roles beside its shard (main-cluster.ts): the
// two leases, competed for from the node's start whatever it leads, and, on the node that builds
// a shard's server, the pieces that connect that server to them: ticks from the feed's leader, and
// jobs run here when the jobs' leader asks.
import type { NatsConnection } from '@nats-io/transport-node';
import { FEED_RESOURCE, JOBS_RESOURCE } from '../../../contract/cluster-health';
import { systemClock } from '../clock';
import type { AppConfig } from '../config';
import type { ComposedServer } from '../compose/compose-server';
import type { Queryable } from '../db/database';
import type { Scheduler } from '../engine/engine-types';
import type { MarketDataPartOptions } from '../market-data/market-data-part';
import type { ClusterNode } from './cluster-config';
import { startFeedNode } from './feed-node';
import { hostJobs, type JobsHost } from './jobs-host';
import { startJobsNode } from './jobs-node';
import type { LeaseKeeper } from './lease-keeper';
import { openQuotesBucket, RelayedFeed } from './market-data-relay';
import type { Database } from '../db/database';
import { intervalScheduler } from '../engine/system-time';
import { connectNats } from './nats-connection';
import { LIVENESS_LOCK_CLASS } from './node-liveness';
import { openClusterDatabase } from './node-shared';

export interface RoleNodesOptions {
  db: Queryable;
  nats: NatsConnection;
  cluster: ClusterNode;
  config: Pick<AppConfig, 'feedSeed' | 'feedTickMs'>;
  scheduler: Scheduler;
  /** The node's keepers, reported in its heartbeat and health: the feed's and jobs' are added. */
  keepers: Map<string, LeaseKeeper>;
}

export interface RoleNodes {
  stop(): Promise<void>;
}

export async function startRoleNodes(options: RoleNodesOptions): Promise<RoleNodes> {
  const { cluster } = options;
  const warn = (message: string, error: unknown) => console.warn(`${cluster.nodeId}: ${message}`, error);
  const stops: (() => Promise<void>)[] = [];
  // The node's database holds its liveness lock (node-shared.ts, openClusterDatabase).
  const common = { ...options, livenessClass: LIVENESS_LOCK_CLASS, warn };
  if (cluster.roles.includes('feed')) {
    const feed = await startFeedNode({ ...common, ...options.config, clock: systemClock });
    options.keepers.set(FEED_RESOURCE, feed.keeper);
    stops.push(feed.stop);
  }
  if (cluster.roles.includes('jobs')) {
    const jobs = await startJobsNode(common);
    options.keepers.set(JOBS_RESOURCE, jobs.keeper);
    stops.push(jobs.stop);
  }
  return {
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

/** The market data of a shard's server: the feed leader's ticks, with every symbol's latest price. */
export async function relayedMarketData(
  nats: NatsConnection,
  cluster: ClusterNode,
): Promise<{ options: MarketDataPartOptions; close(): void }> {
  const feed = await RelayedFeed.open(
    nats,
    cluster.clusterName,
    await openQuotesBucket(nats, cluster.clusterName),
  );
  return { options: { feed, seededHistory: true }, close: () => feed.close() };
}

/**
 * The server's jobs (build it without a job scheduler): once started, its shard jobs are scheduled
 * here and its other jobs run when the jobs' leader asks. Stopped with the server's app.
 */
export function hostServerJobs(
  server: ComposedServer,
  options: { nats: NatsConnection; cluster: ClusterNode; db: Queryable; scheduler: Scheduler },
): { start(): void } {
  let host: JobsHost | null = null;
  server.app.addHook('onClose', async () => host?.stop());
  return {
    start() {
      host = hostJobs({
        nats: options.nats,
        clusterName: options.cluster.clusterName,
        jobs: server.jobs,
        db: options.db,
        clock: systemClock,
        scheduler: options.scheduler,
        logger: { error: (details, message) => server.app.log.error(details, message) },
      });
    },
  };
}

export interface ConnectedRoles {
  nats: NatsConnection;
  db: Database;
  /** The node's leases (the feed's and the jobs' here; an engine node adds its shards'). */
  keepers: Map<string, LeaseKeeper>;
  roleNodes: RoleNodes;
}

/**
 * A node's connections and its feed and jobs roles, competed for from the start. The database is
 * opened with the node's liveness lock, taken before the node competes for any lease.
 */
export async function connectWithRoles(config: AppConfig, cluster: ClusterNode): Promise<ConnectedRoles> {
  const nats = await connectNats(cluster.natsUrl, cluster.nodeId);
  const db = await openClusterDatabase(cluster.databaseUrl, cluster.nodeId);
  const keepers = new Map<string, LeaseKeeper>();
  const roleNodes = await startRoleNodes({
    db,
    nats,
    cluster,
    config,
    scheduler: intervalScheduler,
    keepers,
  });
  return { nats, db, keepers, roleNodes };
}
