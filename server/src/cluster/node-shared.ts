// What every kind of cluster node opens the same way: the shared database (migrations and the
// demo seed under their locks, so nodes starting together run them once) and the limits counted
// in PostgreSQL for all gateways together (guarantee 3).
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../clock';
import { openDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../demo/demo-seed';
import { intervalScheduler } from '../engine/system-time';
import type { ClusterNode } from './cluster-config';
import { sharedLimits, type SharedLimits } from './shared-limits';

export interface RunningNode {
  /** The app listening now (on an engine node: the standby's until it leads, then the server's). */
  current(): FastifyInstance;
  close(): Promise<void>;
}

/** Says where a node listens, and whether it serves as a shard's leader. */
export type Announce = (address: string, leading: boolean) => void;

export async function openClusterDatabase(databaseUrl: string): Promise<Database> {
  const db = await openDatabase({ databaseUrl });
  await runMigrations(db);
  await seedDemo(db, systemClock);
  return db;
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
