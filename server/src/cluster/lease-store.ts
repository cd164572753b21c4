// Leases in PostgreSQL: who leads a shard, the feed or the jobs, until when, and in which epoch.
// PostgreSQL rather than a NATS key-value entry because it is already the record of every write:
// the fence (`fence`) checks the epoch inside the writer's own transaction and holds the lease row
// shared until that transaction ends, so a takeover waits for a write in flight, and a deposed
// leader that wakes up (SIGSTOP, a long pause) finds its epoch gone and writes nothing.
import type { Queryable } from '../db/database';

export interface Lease {
  resource: string;
  holder: string;
  epoch: number;
  acquiredAt: Date;
  expiresAt: Date;
}

export class LeaseLostError extends Error {
  constructor(
    readonly resource: string,
    readonly epoch: number,
  ) {
    super(`lease ${resource} epoch ${epoch} is no longer held`);
    this.name = 'LeaseLostError';
  }
}

interface LeaseRow {
  resource: string;
  holder: string;
  epoch: number | string;
  acquired_at: Date | string;
  expires_at: Date | string;
}

function toLease(row: LeaseRow): Lease {
  return {
    resource: row.resource,
    holder: row.holder,
    epoch: Number(row.epoch),
    acquiredAt: new Date(row.acquired_at),
    expiresAt: new Date(row.expires_at),
  };
}

// A holder renewing a live lease keeps its epoch; anyone taking a lapsed lease (its old holder
// included: it may have missed writes fenced out meanwhile, so it must rebuild) starts a new one.
// With $4 set, a live lease whose holder's process is gone is taken too, without waiting for its
// expiry: every cluster node holds a session advisory lock on its own name
// (node-liveness.ts), which PostgreSQL releases the moment that process's connection closes (a
// `kill -9` closes it at once); the try-lock below succeeds only then. A paused holder keeps its
// connection, so it is deposed by the expiry as before. Either way the new epoch fences it.
const ACQUIRE_SQL = `
INSERT INTO cluster_leases AS lease (resource, holder, epoch, acquired_at, expires_at)
VALUES ($1, $2, 1, now(), now() + make_interval(secs => $3::float8 / 1000))
ON CONFLICT (resource) DO UPDATE SET
  holder = EXCLUDED.holder,
  epoch = CASE WHEN lease.holder = EXCLUDED.holder AND lease.expires_at > now()
               THEN lease.epoch ELSE lease.epoch + 1 END,
  acquired_at = CASE WHEN lease.holder = EXCLUDED.holder AND lease.expires_at > now()
                     THEN lease.acquired_at ELSE now() END,
  expires_at = EXCLUDED.expires_at
WHERE CASE WHEN lease.holder = EXCLUDED.holder OR lease.expires_at <= now() THEN true
           WHEN $4::int IS NOT NULL THEN pg_try_advisory_xact_lock($4::int, hashtext(lease.holder))
           ELSE false END
RETURNING resource, holder, epoch, acquired_at, expires_at`;

/**
 * Takes or renews `resource` for `holder`; null while another holder's lease is live (and, given
 * `livenessClass`, while that holder's process still holds its liveness lock of that class).
 */
export async function acquireLease(
  db: Queryable,
  resource: string,
  holder: string,
  ttlMs: number,
  livenessClass: number | null = null,
): Promise<Lease | null> {
  const rows = await db.query<LeaseRow>(ACQUIRE_SQL, [resource, holder, ttlMs, livenessClass]);
  return rows[0] ? toLease(rows[0]) : null;
}

/** Gives a lease up at once (a clean stop), so a standby need not wait for it to lapse. */
export async function releaseLease(db: Queryable, lease: Lease): Promise<void> {
  await db.query(
    `UPDATE cluster_leases SET expires_at = now() WHERE resource = $1 AND holder = $2 AND epoch = $3`,
    [lease.resource, lease.holder, lease.epoch],
  );
}

/** Every lease that has not lapsed, by resource. */
export async function liveLeases(db: Queryable): Promise<Lease[]> {
  const rows = await db.query<LeaseRow>(
    `SELECT resource, holder, epoch, acquired_at, expires_at FROM cluster_leases
     WHERE expires_at > now() ORDER BY resource`,
  );
  return rows.map(toLease);
}

/**
 * Inside a writer's transaction: proves `lease` is still held and unexpired, and holds the row
 * shared until the transaction ends. Throws LeaseLostError otherwise, which rolls the write back.
 */
export async function fence(
  tx: Queryable,
  lease: Pick<Lease, 'resource' | 'holder' | 'epoch'>,
): Promise<void> {
  const rows = await tx.query(
    `SELECT 1 FROM cluster_leases
     WHERE resource = $1 AND holder = $2 AND epoch = $3 AND expires_at > now() FOR SHARE`,
    [lease.resource, lease.holder, lease.epoch],
  );
  if (rows.length === 0) throw new LeaseLostError(lease.resource, lease.epoch);
}
