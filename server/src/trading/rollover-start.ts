// Where a freshly built engine starts charging swap. An engine charges every rollover after the
// instant it is given; given "now", a rollover that passed while no engine ran (no node led the
// shard, the process was down) or whose charges the dying leader never committed would be
// skipped. So it starts from the last rollover known to be charged: the latest slot the
// swap-rollover job recorded (job_runs), or a later one a tick charged before the job ran (its
// swap rows carry the rollover's instant). Neither known (a fresh database): from now, as before.
import type { Queryable } from '../db/database';
import { SWAP_ROLLOVER_JOB } from './swap-rollover-job';

export async function lastChargedRolloverMs(db: Queryable): Promise<number | null> {
  const runs = await db.query<{ slot: string }>(
    'SELECT slot FROM job_runs WHERE job_name = $1 ORDER BY slot DESC LIMIT 1',
    [SWAP_ROLLOVER_JOB],
  );
  const recordedMs = runs[0] ? Date.parse(runs[0].slot) : Number.NaN;
  if (!Number.isFinite(recordedMs)) return null;
  // Through the house ledger's time index: only the rows since the recorded rollover are read.
  const charged = await db.query<{ at: Date | string | null }>(
    `SELECT max(h.created_at) AS at FROM house_ledger h JOIN ledger l ON l.id = h.ledger_id
     WHERE h.created_at > $1 AND l.kind = 'swap'`,
    [new Date(recordedMs)],
  );
  const at = charged[0]?.at;
  const chargedMs = at === null || at === undefined ? Number.NaN : new Date(at).getTime();
  return Number.isFinite(chargedMs) ? Math.max(recordedMs, chargedMs) : recordedMs;
}
