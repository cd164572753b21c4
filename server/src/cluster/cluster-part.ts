// The cluster's own part: the health answer on every node, and in cluster mode the leases this
// node competes for (a shard per ENGINE_SHARD_IDS with the engine role, the feed, the jobs), its
// heartbeat, and the ENGINE_SHARDS pin. One process needs none of that: it leads everything.
import { FEED_RESOURCE, JOBS_RESOURCE, shardResource } from '../../../contract/cluster-health';
import {
  partRef,
  type PartDefinition,
  type PartLogger,
  type ServerPart,
  type ServerRole,
} from '../compose/server-part';
import type { Queryable } from '../db/database';
import type { Scheduler, ScheduledTask } from '../engine/engine-types';
import type { ClusterConfig, ClusterNode } from './cluster-config';
import { pinEngineShards } from './cluster-settings';
import { healthFrom, singleProcessHealth, type Health } from './health';
import { healthRoutes } from './health-routes';
import { createLeaseKeeper, type LeaseKeeper } from './lease-keeper';
import type { Lease } from './lease-store';
import { liveLeases } from './lease-store';
import { beat, leave, liveNodes } from './node-registry';

export const HEARTBEAT_MS = 1_000;

const isShardResource = (resource: string) => resource.startsWith('shard:');

export interface LeadershipListener {
  onGained(lease: Lease): void | Promise<void>;
  onLost(lease: Lease): void | Promise<void>;
}

export interface ClusterServices {
  config: ClusterConfig;
  health(): Promise<Health>;
  /** The keeper of a resource this node competes for (`shard:N`, `feed`, `jobs`), or null. */
  keeper(resource: string): LeaseKeeper | null;
  /** Parts that act only while leading (the feed, the jobs, a shard's engine) listen here. */
  onLeadership(resource: string, listener: LeadershipListener): void;
}

export const CLUSTER = partRef<ClusterServices>('cluster');

/** The resources a node with these roles competes for. */
export function resourcesFor(roles: readonly ServerRole[], shardIds: readonly number[]): string[] {
  const resources: string[] = [];
  if (roles.includes('engine')) resources.push(...shardIds.map(shardResource));
  if (roles.includes('feed')) resources.push(FEED_RESOURCE);
  if (roles.includes('jobs')) resources.push(JOBS_RESOURCE);
  return resources;
}

export interface ClusterPartOptions {
  cluster: ClusterConfig;
  scheduler: Scheduler;
  /** Lease life (tests shorten it). */
  leaseTtlMs?: number;
  /**
   * Keepers made and run by the node itself (an active/standby node keeps its shard lease across
   * the composition it builds when it leads): reported on, never started or stopped here.
   */
  keepers?: ReadonlyMap<string, LeaseKeeper>;
  /**
   * False for a standby node's app: it reports every shard lease as stood by, even one it has just
   * taken (it is not serving until the composition that leads replaces it); and stopping it is
   * not the node leaving.
   */
  serving?: boolean;
  /**
   * False for a shard's server inside a node of several shards: the node's own app writes its
   * heartbeat (one row per node), reporting each shard it serves.
   */
  heartbeat?: boolean;
}

/** The keepers a cluster part makes and runs itself (a node that keeps none of its own). */
function ownKeepers(
  options: ClusterPartOptions,
  db: Queryable,
  logger: PartLogger,
  listeners: Map<string, LeadershipListener[]>,
): Map<string, LeaseKeeper> {
  const { cluster } = options;
  const keepers = new Map<string, LeaseKeeper>();
  if (cluster.mode !== 'cluster') return keepers;
  const tell = (resource: string, event: keyof LeadershipListener) => async (lease: Lease) => {
    for (const listener of listeners.get(resource) ?? []) await listener[event](lease);
  };
  for (const resource of resourcesFor(cluster.roles, cluster.shardIds)) {
    keepers.set(
      resource,
      createLeaseKeeper({
        db,
        resource,
        holder: cluster.nodeId,
        scheduler: options.scheduler,
        ttlMs: options.leaseTtlMs ?? cluster.leaseMs,
        onGained: tell(resource, 'onGained'),
        onLost: tell(resource, 'onLost'),
        onError: (error) => logger.warn({ err: error, resource }, 'lease round failed'),
      }),
    );
  }
  return keepers;
}

/** Writes the node's heartbeat: its roles, what it leads and what it stands by for. */
async function beatOnce(
  db: Queryable,
  cluster: ClusterNode,
  keepers: ReadonlyMap<string, LeaseKeeper>,
  serving: boolean,
): Promise<void> {
  // The feed's and the jobs' leases are served by the node itself, not by the app it composes
  // for a shard, so a standby app reports them as led while the node holds them.
  const leads = [...keepers]
    .filter(([name, keeper]) => (serving || !isShardResource(name)) && keeper.current() !== null)
    .map(([name]) => name);
  const standbyFor = [...keepers.keys()].filter((name) => !leads.includes(name));
  await beat(db, { node: cluster.nodeId, roles: cluster.roles, leads, standbyFor });
}

function healthOf(cluster: ClusterConfig, db: Queryable, startedAt: Date): () => Promise<Health> {
  return async () => {
    if (cluster.mode === 'single') return singleProcessHealth(cluster.nodeId, cluster.roles, startedAt);
    const [leases, nodes] = await Promise.all([liveLeases(db), liveNodes(db)]);
    return healthFrom({
      node: cluster.nodeId,
      roles: cluster.roles,
      engineShards: cluster.engineShards,
      leases,
      nodes,
    });
  };
}

function buildClusterPart(
  options: ClusterPartOptions,
  { db, logger }: { db: Queryable; logger: PartLogger },
): ServerPart<ClusterServices> {
  const { cluster } = options;
  const listeners = new Map<string, LeadershipListener[]>();
  const ownsKeepers = options.keepers === undefined;
  const keepers: ReadonlyMap<string, LeaseKeeper> =
    options.keepers ?? ownKeepers(options, db, logger, listeners);
  const serving = options.serving !== false;
  const heartbeat = () =>
    cluster.mode === 'cluster' ? beatOnce(db, cluster, keepers, serving) : Promise.resolve();
  let heartbeatTask: ScheduledTask | null = null;
  const health = healthOf(cluster, db, new Date());
  return {
    services: {
      config: cluster,
      health,
      keeper: (resource) => keepers.get(resource) ?? null,
      onLeadership(resource, listener) {
        listeners.set(resource, [...(listeners.get(resource) ?? []), listener]);
      },
    },
    routes: healthRoutes(health),
    async start() {
      if (cluster.mode === 'single') return;
      await pinEngineShards(db, cluster.engineShards);
      if (ownsKeepers) for (const keeper of keepers.values()) await keeper.start();
      if (options.heartbeat === false) return;
      await heartbeat();
      heartbeatTask = options.scheduler.every(HEARTBEAT_MS, () => {
        heartbeat().catch((error: unknown) => logger.warn({ err: error }, 'heartbeat failed'));
      });
    },
    async stop() {
      heartbeatTask?.cancel();
      if (ownsKeepers) for (const keeper of keepers.values()) await keeper.stop();
      if (cluster.mode === 'cluster' && serving && options.heartbeat !== false) {
        await leave(db, cluster.nodeId).catch(() => undefined);
      }
    },
  };
}

export function clusterPart(options: ClusterPartOptions): PartDefinition<ClusterServices> {
  return {
    ref: CLUSTER,
    roles: ['gateway', 'engine', 'feed', 'jobs'],
    needs: [],
    build: (context) => buildClusterPart(options, context),
  };
}
