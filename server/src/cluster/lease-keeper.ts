// Keeps one lease (a shard, the feed or the jobs) for this node: tries to take it every
// STANDBY_POLL_MS while standing by, renews it while leading, and says when leadership is gained or
// lost. A takeover costs the standby's wait for its next try plus the rebuild, and, unless the dead
// leader's process is known gone (`livenessClass`, node-liveness.ts: a `kill -9`), the rest of its
// lease; so the standby asks often (a cheap single-row UPDATE) while the leader renews at a quarter
// of the lease's life: three missed renewals still leave it held.
// Past the time its lease would lapse, a leader that has not renewed stops counting itself leader
// (`current()` answers null) and, if the database cannot be reached, steps down. A starved
// process (a busy machine, a long rebuild) that then renews and gets its own epoch back lost
// nothing: the database's clock says the lease never lapsed, so nobody else held it and no write
// of its was fenced out. A renewal that comes back with a new epoch (the lease lapsed, even if
// nobody took it) or none (another holder) ends the term; the writes it made since are already
// refused by the fence.
import type { Queryable } from '../db/database';
import type { ScheduledTask, Scheduler } from '../engine/engine-types';
import { acquireLease, releaseLease, type Lease } from './lease-store';

/** The default life of a lease (CLUSTER_LEASE_MS changes it): room for a busy machine's pauses. */
export const LEASE_TTL_MS = 6_000;
/** How often a standby tries to take a lease; a leader renews at a quarter of the lease's life. */
export const STANDBY_POLL_MS = 250;

export interface LeaseKeeperOptions {
  db: Queryable;
  resource: string;
  holder: string;
  scheduler: Scheduler;
  ttlMs?: number;
  /**
   * A cluster node's leases: also take a live lease whose holder's process is gone (its liveness
   * lock of this class is free; node-liveness.ts), so a killed leader is replaced at once.
   */
  livenessClass?: number;
  nowMs?: () => number;
  /**
   * Called when this node becomes leader (a new epoch); must rebuild from PostgreSQL. Not awaited
   * by the renewals: a rebuild longer than the lease must not let the lease lapse under it.
   */
  onGained(lease: Lease): void | Promise<void>;
  /** Called when leadership is lost or given up; must stop acting at once. */
  onLost(lease: Lease): void | Promise<void>;
  onError?(error: unknown): void;
}

export interface LeaseKeeper {
  /** The lease while this node leads, else null. */
  current(): Lease | null;
  /** One acquire-or-renew round (the scheduler runs it; tests call it directly). */
  tick(): Promise<void>;
  start(): Promise<void>;
  /** Stops renewing and gives the lease up so a standby takes over at once. */
  stop(): Promise<void>;
}

export function createLeaseKeeper(options: LeaseKeeperOptions): LeaseKeeper {
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  const nowMs = options.nowMs ?? Date.now;
  let held: Lease | null = null;
  /** Local deadline: the lease is treated as lost from here on unless a renewal succeeded. */
  let heldUntilMs = 0;
  const renewEveryMs = Math.max(50, Math.floor(ttlMs / 4));
  const pollEveryMs = Math.min(STANDBY_POLL_MS, renewEveryMs);
  /** When the leader's next renewal is due; a standby's rounds are always due. */
  let renewDueMs = 0;
  let task: ScheduledTask | null = null;
  let running: Promise<void> | null = null;

  async function lose(): Promise<void> {
    const lost = held;
    held = null;
    if (lost) await options.onLost(lost);
  }

  async function round(): Promise<void> {
    const askedAtMs = nowMs();
    let lease: Lease | null;
    try {
      lease = await acquireLease(options.db, options.resource, options.holder, ttlMs, options.livenessClass);
    } catch (error) {
      options.onError?.(error);
      // No answer and past the local deadline: the lease may have lapsed; stop acting on it.
      if (held && nowMs() >= heldUntilMs) await lose();
      return;
    }
    if (lease === null) {
      if (held) await lose();
      return;
    }
    if (held && held.epoch !== lease.epoch) await lose();
    heldUntilMs = askedAtMs + ttlMs;
    renewDueMs = askedAtMs + renewEveryMs;
    if (!held) {
      held = lease;
      Promise.resolve()
        .then(() => options.onGained(lease))
        .catch((error: unknown) => options.onError?.(error));
    } else {
      held = lease;
    }
  }

  const keeper: LeaseKeeper = {
    current: () => (held && nowMs() < heldUntilMs ? held : null),
    tick() {
      // Rounds never overlap: a slow database must not let two renewals race each other.
      running ??= round().finally(() => {
        running = null;
      });
      return running;
    },
    async start() {
      await keeper.tick();
      // One timer at the standby's pace; while leading, the rounds between renewals are skipped.
      task = options.scheduler.every(pollEveryMs, () => {
        if (!held || nowMs() >= renewDueMs) void keeper.tick();
      });
    },
    async stop() {
      task?.cancel();
      task = null;
      await running;
      const given = held;
      await lose();
      if (given) await releaseLease(options.db, given).catch((error: unknown) => options.onError?.(error));
    },
  };
  return keeper;
}
