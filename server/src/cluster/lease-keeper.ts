// Keeps one lease (a shard, the feed or the jobs) for this node: tries to take it every renewal
// interval while standing by, renews it while leading, and says when leadership is gained or lost.
// Renewal runs at a third of the lease's life, so two missed renewals still leave it held; a
// leader that cannot renew (database gone, process paused) counts itself deposed the moment its
// lease would lapse, whatever the database says later, so it never acts on a lease it may have
// lost. A renewal that comes back with a new epoch means the lease lapsed in between: the old
// term is lost (its writes since are fenced out) and a new one begins, which rebuilds.
import type { Queryable } from '../db/database';
import type { ScheduledTask, Scheduler } from '../engine/engine-types';
import { acquireLease, releaseLease, type Lease } from './lease-store';

export const LEASE_TTL_MS = 6_000;

export interface LeaseKeeperOptions {
  db: Queryable;
  resource: string;
  holder: string;
  scheduler: Scheduler;
  ttlMs?: number;
  nowMs?: () => number;
  /** Called when this node becomes leader (a new epoch); must rebuild from PostgreSQL. */
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
  let task: ScheduledTask | null = null;
  let running: Promise<void> | null = null;

  async function lose(): Promise<void> {
    const lost = held;
    held = null;
    if (lost) await options.onLost(lost);
  }

  async function round(): Promise<void> {
    if (held && nowMs() >= heldUntilMs) await lose();
    const askedAtMs = nowMs();
    let lease: Lease | null;
    try {
      lease = await acquireLease(options.db, options.resource, options.holder, ttlMs);
    } catch (error) {
      options.onError?.(error);
      return;
    }
    if (lease === null) {
      if (held) await lose();
      return;
    }
    if (held && held.epoch !== lease.epoch) await lose();
    heldUntilMs = askedAtMs + ttlMs;
    if (!held) {
      held = lease;
      await options.onGained(lease);
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
      task = options.scheduler.every(Math.max(50, Math.floor(ttlMs / 3)), () => void keeper.tick());
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
