// The record of scheduled job runs (migration 024's job_runs), so that a job's run for one slot
// (the swap rollover's instant, a snapshot's day) happens once however many schedulers reach it:
// a second node's, a standby's after a takeover, or the same node's after a restart.
//
// The row is inserted in the same transaction as the run's effects, so the two commit together or
// not at all: a run that died before committing left no row and is made again; a run whose row
// exists is skipped. Two runs racing past the check both try the insert; the second fails its
// transaction (JobRunTakenError), so its effects roll back with it.
import type { Queryable } from '../db/database';

export class JobRunTakenError extends Error {
  constructor(jobName: string, slot: string) {
    super(`job ${jobName} already ran for slot ${slot}`);
    this.name = 'JobRunTakenError';
  }
}

export async function hasJobRun(db: Queryable, jobName: string, slot: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM job_runs WHERE job_name = $1 AND slot = $2', [jobName, slot]);
  return rows.length > 0;
}

/** Inserts the run's row inside the effects' transaction; throws (rolling it back) if it exists. */
export async function recordJobRun(tx: Queryable, jobName: string, slot: string): Promise<void> {
  const rows = await tx.query(
    `INSERT INTO job_runs (job_name, slot) VALUES ($1, $2) ON CONFLICT (job_name, slot) DO NOTHING
     RETURNING slot`,
    [jobName, slot],
  );
  if (rows.length === 0) throw new JobRunTakenError(jobName, slot);
}

/** Records a run that wrote nothing of its own, so later schedulers skip the slot too. */
export async function markJobRun(db: Queryable, jobName: string, slot: string): Promise<void> {
  await db.query('INSERT INTO job_runs (job_name, slot) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    jobName,
    slot,
  ]);
}
