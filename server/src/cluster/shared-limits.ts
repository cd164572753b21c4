// The limit stores of a cluster node: the named limits' windows and the open sockets, counted in
// the cluster's PostgreSQL so every gateway sees every other's hits (docs/scaling.md). Built once
// per node on the unfenced database, since counting a hit is not a leader's write: a standby's
// and a leader's app share them.
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Scheduler } from '../engine/engine-types';
import type { LimitStores } from '../http/limit-ports';
import { PgLimitCounter } from './pg-limit-counter';
import { createPgSocketSlots } from './pg-socket-slots';

export interface SharedLimitsOptions {
  db: Database;
  clock: Clock;
  nodeId: string;
  scheduler: Scheduler;
  /** How long an open socket counts without its gateway's renewal (pg-socket-slots.ts). */
  socketSlotTtlMs?: number;
  onError?: (error: unknown) => void;
}

export interface SharedLimits {
  stores: LimitStores;
  /** Releases this node's open sockets and stops renewing them. */
  close(): Promise<void>;
}

export function sharedLimits(options: SharedLimitsOptions): SharedLimits {
  const sockets = createPgSocketSlots({
    db: options.db,
    nodeId: options.nodeId,
    scheduler: options.scheduler,
    ttlMs: options.socketSlotTtlMs,
    onError: options.onError,
  });
  return {
    stores: { counter: new PgLimitCounter(options.db, options.clock), openSockets: sockets.forLimits },
    close: () => sockets.close(),
  };
}
