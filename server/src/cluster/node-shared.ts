// What every kind of cluster node opens the same way: the shared database (migrations and the
// demo seed under their locks, so nodes starting together run them once), for a node that
// competes for leases its liveness lock (node-liveness.ts), and the limits counted in PostgreSQL
// for all gateways together (guarantee 3).
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../clock';
import { openDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../demo/demo-seed';
import { intervalScheduler } from '../engine/system-time';
import type { ClusterNode } from './cluster-config';
import { holdNodeLiveness, LIVENESS_LOCK_CLASS } from './node-liveness';
import { sharedLimits, type SharedLimits } from './shared-limits';

export interface RunningNode {
  /** The app listening now (on an engine node: the standby's until it leads, then the server's). */
  current(): FastifyInstance;
  close(): Promise<void>;
}

/** Says where a node listens, and whether it serves as a shard's leader. */
export type Announce = (address: string, leading: boolean) => void;

/**
 * The cluster's database. Given the node's id (a node that competes for leases), the node's
 * liveness lock is taken before this returns, so before any lease is asked for, and released
 * with the database.
 */
export async function openClusterDatabase(databaseUrl: string, leasingNodeId?: string): Promise<Database> {
  const db = await openDatabase({ databaseUrl });
  await runMigrations(db);
  await seedDemo(db, systemClock);
  if (leasingNodeId === undefined) return db;
  const liveness = await holdNodeLiveness({
    databaseUrl,
    nodeId: leasingNodeId,
    warn: (message, error) => console.warn(`${leasingNodeId}: ${message}`, error),
  });
  return {
    ...db,
    async close() {
      await liveness.close();
      await db.close();
    },
  };
}

/** A leasing node's lease terms: its lease's life, and a killed holder replaced at once. */
export function leaseTerms(cluster: ClusterNode): { ttlMs: number; livenessClass: number } {
  return { ttlMs: cluster.leaseMs, livenessClass: LIVENESS_LOCK_CLASS };
}

export function nodeLimits(db: Database, cluster: ClusterNode): SharedLimits {
  return sharedLimits({
    db,
    clock: systemClock,
    nodeId: cluster.nodeId,
    scheduler: intervalScheduler,
    onError: (error) => console.warn(`${cluster.nodeId}: counting open sockets failed`, error),
  });
}
