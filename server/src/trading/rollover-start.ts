// Where a freshly built engine starts charging swap. An engine charges every rollover after the
// instant it is given; given "now", a rollover that passed while no engine ran (no node led the
// shard, the process was down) or whose charges the dying leader never committed would be
// skipped. So it starts from the last rollover known to be charged: the latest slot the
// swap-rollover job recorded (job_runs), or a later one a tick charged before the job ran (its
// swap rows carry the rollover's instant). Neither known (a fresh database): from now, as before.
// With several shards both are read for the engine's own shard: its job's runs, its accounts' swaps.
import type { Queryable } from '../db/database';
import { EVERY_ACCOUNT, shardJobName, type AccountScope } from './account-scope';
import { SWAP_ROLLOVER_JOB } from './swap-rollover-job';

export async function lastChargedRolloverMs(
  db: Queryable,
  scope: AccountScope = EVERY_ACCOUNT,
): Promise<number | null> {
  const runs = await db.query<{ slot: string }>(
    'SELECT slot FROM job_runs WHERE job_name = $1 ORDER BY slot DESC LIMIT 1',
    [shardJobName(SWAP_ROLLOVER_JOB, scope)],
  );
  const recordedMs = runs[0] ? Date.parse(runs[0].slot) : Number.NaN;
  if (!Number.isFinite(recordedMs)) return null;
  // Through the house ledger's time index: only the rows since the recorded rollover are read.
  // One row per account charged since (at most a day of swaps), kept when the account is ours.
  const charged = await db.query<{ account_id: string; at: Date | string | null }>(
    `SELECT l.account_id, max(h.created_at) AS at FROM house_ledger h JOIN ledger l ON l.id = h.ledger_id
     WHERE h.created_at > $1 AND l.kind = 'swap' GROUP BY l.account_id`,
    [new Date(recordedMs)],
  );
  const chargedMs = charged
    .filter((row) => scope.owns(row.account_id) && row.at !== null)
    .reduce((latest, row) => Math.max(latest, new Date(row.at as Date | string).getTime()), -Infinity);
  return Number.isFinite(chargedMs) ? Math.max(recordedMs, chargedMs) : recordedMs;
}
