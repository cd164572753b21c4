// A node of a cluster (NATS_URL set; ../shared SCALING.md). This release runs a cluster as active
// and standby nodes, each with every role and one shard, as MetaTrader's trade server runs with a
// hot backup: every node competes for the shard's lease in PostgreSQL; the one that holds it
// builds the whole server on a database fenced by the lease's epoch (cluster/fenced-database.ts)
// and serves, the others answer /api/health and a Turkish 503 for everything else until the lease
// lapses (the leader was killed or paused), then the first to take it rebuilds from PostgreSQL and
// serves. A leader that loses its lease (paused past its life, cut off from the database) exits at
// once, so its supervisor starts it again as a standby; its writes after the loss are already
// refused by the fence. Nodes with a subset of roles and several shards need commands routed
// between nodes, which docs/scaling.md describes as the next step; they are refused here.
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import { FEED_RESOURCE, JOBS_RESOURCE, shardResource } from '../../contract/cluster-health';
import { systemClock } from './clock';
import type { ClusterNode } from './cluster/cluster-config';
import { clusterEvents, type ClusterEvents } from './cluster/cluster-events';
import { clusterPart } from './cluster/cluster-part';
import { fencedDatabase } from './cluster/fenced-database';
import { createLeaseKeeper, type LeaseKeeper } from './cluster/lease-keeper';
import type { Lease } from './cluster/lease-store';
import { connectNats } from './cluster/nats-connection';
import { sharedLimits, type SharedLimits } from './cluster/shared-limits';
import { standbyPart } from './cluster/standby-part';
import { composeServer } from './compose/compose-server';
import { SERVER_ROLES } from './compose/server-part';
import { serverParts } from './compose/server-parts';
import { ConfigError, type AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemo } from './demo/demo-seed';
import { intervalScheduler } from './engine/system-time';
import type { EventOutbox } from './events/event-outbox';
import { loadWalletConfig } from './wallet/wallet-config';

/** The exit code of a deposed leader: its supervisor restarts it as a standby. */
export const DEPOSED_EXIT_CODE = 75;

export interface RunningNode {
  /** The app listening now: the standby's until this node leads, then the whole server's. */
  current(): FastifyInstance;
  close(): Promise<void>;
}

function assertSupportedTopology(cluster: ClusterNode): void {
  if (cluster.roles.length !== SERVER_ROLES.length || cluster.engineShards !== 1) {
    throw new ConfigError(
      'SERVER_ROLES with a subset of roles and ENGINE_SHARDS above 1 need commands routed between nodes, ' +
        'which this release does not do yet: run every node with all roles and one shard (docs/scaling.md)',
    );
  }
}

export async function runClusterNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: (address: string, leading: boolean) => void,
): Promise<RunningNode> {
  assertSupportedTopology(cluster);
  const nats: NatsConnection = await connectNats(cluster.natsUrl, cluster.nodeId);
  const db = await openClusterDatabase(cluster.databaseUrl);
  const wallet = loadWalletConfig();
  const limits = nodeLimits(db, cluster);
  const keepers = new Map<string, LeaseKeeper>();
  let app: FastifyInstance;
  const listen = async (next: FastifyInstance, leading: boolean) => {
    app = next;
    announce(await next.listen({ port: config.port, host: config.host }), leading);
  };
  const compose = (database: Database, extraParts: 'standby' | 'leader', outbox?: EventOutbox) =>
    composeServer({
      config,
      db: database,
      clock: systemClock,
      parts:
        extraParts === 'standby'
          ? [clusterPart({ cluster, scheduler: intervalScheduler, keepers, serving: false }), standbyPart]
          : serverParts({ wallet, cluster, scheduler: intervalScheduler, clusterKeepers: keepers }),
      jobScheduler: extraParts === 'leader' ? intervalScheduler : undefined,
      limits: limits.stores,
      outbox,
    });
  let events: ClusterEvents | null = null;

  // The whole server is built and started while the standby app still answers, so the port is
  // closed only for the moment the apps change places.
  const becomeLeader = async (lease: Lease) => {
    // Feed and jobs follow the shard's leader in this topology; their leases name it in health.
    for (const resource of [FEED_RESOURCE, JOBS_RESOURCE]) {
      const keeper = leaseKeeper(db, cluster, resource);
      keepers.set(resource, keeper);
      await keeper.start();
    }
    const leaderDb = fencedDatabase(db, () => lease);
    events = clusterEvents({
      nats,
      db: leaderDb,
      clusterName: cluster.clusterName,
      scheduler: intervalScheduler,
      logger: console,
    });
    const server = await compose(leaderDb, 'leader', events.outbox);
    await server.app.ready();
    await server.start();
    await events.start(server.consumers);
    await app.close();
    await listen(server.app, true);
  };
  let stopping = false;
  const deposed = () => {
    if (stopping) return;
    console.error(
      `${cluster.nodeId}: the shard's lease was lost; exiting so this node restarts as a standby`,
    );
    process.exit(DEPOSED_EXIT_CODE);
  };
  const shard = createLeaseKeeper({
    db,
    resource: shardResource(0),
    holder: cluster.nodeId,
    scheduler: intervalScheduler,
    ttlMs: cluster.leaseMs,
    onGained: (lease) =>
      becomeLeader(lease).catch((error: unknown) => {
        console.error(`${cluster.nodeId}: taking the lead failed`, error);
        deposed();
      }),
    onLost: deposed,
    onError: (error) => console.warn(`${cluster.nodeId}: lease round failed`, error),
  });
  keepers.set(shardResource(0), shard);
  const standby = await compose(db, 'standby');
  await standby.start();
  await listen(standby.app, false);
  await shard.start();
  return {
    current: () => app,
    async close() {
      stopping = true;
      await events?.stop();
      await app.close();
      for (const keeper of [...keepers.values()].reverse()) await keeper.stop();
      await Promise.all([limits.close(), nats.close()]);
      await db.close();
    },
  };
}

/** Migrations and the demo seed take their locks, so nodes starting together run them once. */
async function openClusterDatabase(databaseUrl: string): Promise<Database> {
  const db = await openDatabase({ databaseUrl });
  await runMigrations(db);
  await seedDemo(db, systemClock);
  return db;
}

/** Counted in PostgreSQL, so every node's gateway sees the others' hits (guarantee 3). */
function nodeLimits(db: Database, cluster: ClusterNode): SharedLimits {
  return sharedLimits({
    db,
    clock: systemClock,
    nodeId: cluster.nodeId,
    scheduler: intervalScheduler,
    onError: (error) => console.warn(`${cluster.nodeId}: counting open sockets failed`, error),
  });
}

function leaseKeeper(db: Database, cluster: ClusterNode, resource: string): LeaseKeeper {
  return createLeaseKeeper({
    db,
    resource,
    holder: cluster.nodeId,
    scheduler: intervalScheduler,
    ttlMs: cluster.leaseMs,
    onGained: () => undefined,
    onLost: () => undefined,
    onError: (error) => console.warn(`${cluster.nodeId}: lease round for ${resource} failed`, error),
  });
}
