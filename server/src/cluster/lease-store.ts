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
WHERE lease.holder = EXCLUDED.holder OR lease.expires_at <= now()
RETURNING resource, holder, epoch, acquired_at, expires_at`;

/** Takes or renews `resource` for `holder`; null while another holder's lease is live. */
export async function acquireLease(
  db: Queryable,
  resource: string,
  holder: string,
  ttlMs: number,
): Promise<Lease | null> {
  const rows = await db.query<LeaseRow>(ACQUIRE_SQL, [resource, holder, ttlMs]);
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
