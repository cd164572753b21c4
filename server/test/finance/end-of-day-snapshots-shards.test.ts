// The end-of-day snapshots with several engine shards: each shard's leader runs its own job
// (named per shard, run on that leader) and writes the rows of its own accounts only, whose live
// figures its engine has; one process keeps the one job for every account.
import type { Queryable } from '../../src/db/database';
import { END_OF_DAY_SNAPSHOTS_JOB, endOfDaySnapshotsJob } from '../../src/finance/end-of-day-snapshots';
import type { LiveAccounts } from '../../src/finance/live-accounts';
import type { JobContext } from '../../src/jobs/job-scheduler';
import type { AccountScope } from '../../src/trading/account-scope';

const ACCOUNTS = ['a1', 'a2', 'a3', 'a4'].map((id) => ({ id, balance_cents: 100_000, credit_cents: 0 }));

/** The accounts' read answers the four accounts; each insert's account ids are recorded. */
function recordingDb(written: string[][]): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      if (sql.includes('INSERT INTO finance_snapshots')) written.push(params?.[2] as string[]);
      return (sql.includes('FROM accounts') ? ACCOUNTS : []) as T[];
    },
  } as Queryable;
}

const live: LiveAccounts = {
  figures: () => Promise.reject(new Error('not asked')),
  figuresIfLoaded: () => null,
  openPositions: () => [],
};

const context = { startedAtMs: Date.UTC(2026, 0, 6, 10), shouldStop: () => false } as unknown as JobContext;

const shardOfTwo = (shard: number): AccountScope => ({
  shard,
  shards: 2,
  owns: (accountId) => Number(accountId.slice(1)) % 2 === shard,
});

describe('end-of-day snapshots per shard', () => {
  it('writes, on each shard, its own accounts only, under a job of its own', async () => {
    for (const shard of [0, 1]) {
      const written: string[][] = [];
      const job = endOfDaySnapshotsJob({ db: recordingDb(written), live, scope: shardOfTwo(shard) });
      expect(job).toMatchObject({ name: `${END_OF_DAY_SNAPSHOTS_JOB}.shard-${shard}`, perShard: true });
      await job.run(context);
      expect(written.flat()).toEqual(shard === 0 ? ['a2', 'a4'] : ['a1', 'a3']);
    }
  });

  it('keeps one job for every account in one process', async () => {
    const written: string[][] = [];
    const job = endOfDaySnapshotsJob({ db: recordingDb(written), live });
    expect(job).toMatchObject({ name: END_OF_DAY_SNAPSHOTS_JOB, perShard: false });
    await job.run(context);
    expect(written.flat()).toEqual(['a1', 'a2', 'a3', 'a4']);
  });
});
