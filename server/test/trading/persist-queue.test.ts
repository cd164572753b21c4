// The write queue's group commit: the jobs of one window share a transaction, keep their order,
// are acknowledged only after that commit, and a failing job neither half-applies its batch nor
// takes down the jobs decided before it; the ones behind it are dropped and the owner rebuilds.
import type { Queryable } from '../../src/db/database';
import { PersistQueue, QueueStoppedError } from '../../src/trading/persist-queue';

interface TestJob {
  name: string;
  fails?: boolean;
  /** The accounts the job touches; with them the queue knows its scope. */
  accounts?: string[];
  /** Brings rows of another domain (not confined to its accounts). */
  foreign?: boolean;
}

/** A database that keeps what a transaction wrote only when it commits; a gate can hold the commit. */
function fakeDatabase() {
  const commits: string[][] = [];
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  return {
    commits,
    holdCommits() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    releaseCommits() {
      release?.();
      gate = null;
    },
    async transaction(fn: (tx: Queryable) => Promise<void>): Promise<void> {
      const written: string[] = [];
      const tx: Queryable = {
        query: async <T>(sql: string): Promise<T[]> => {
          written.push(sql);
          return [];
        },
      };
      await fn(tx);
      if (gate) await gate;
      commits.push(written);
    },
  };
}

function queueOn(
  db: ReturnType<typeof fakeDatabase>,
  onFailure: (error: unknown) => Promise<void> = async () => undefined,
) {
  const acknowledged: string[] = [];
  const queue = new PersistQueue<TestJob>({
    transaction: (fn) => db.transaction(fn),
    async write(tx, jobs) {
      for (const job of jobs) {
        if (job.fails) throw new Error(`disk full at ${job.name}`);
        await tx.query(job.name);
      }
    },
    committed: (job) => acknowledged.push(job.name),
    onFailure,
    scopeOf: (job) => ({ keys: job.accounts ?? [], confined: job.foreign !== true }),
  });
  return { queue, acknowledged };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('persist queue group commit', () => {
  it('writes the jobs of one window in one transaction, in order, acknowledged after its commit', async () => {
    const db = fakeDatabase();
    const { queue, acknowledged } = queueOn(db);
    db.holdCommits();
    const settled: string[] = [];
    const pushes = ['a', 'b', 'c'].map((name) => queue.push({ name }).then(() => settled.push(name)));
    await nextTurn();
    await nextTurn();
    // Written but not committed: nobody is answered and no event is published yet.
    expect(db.commits).toEqual([]);
    expect(acknowledged).toEqual([]);
    expect(settled).toEqual([]);
    db.releaseCommits();
    await Promise.all(pushes);
    expect(db.commits).toEqual([['a', 'b', 'c']]);
    expect(acknowledged).toEqual(['a', 'b', 'c']);
    expect(settled).toEqual(['a', 'b', 'c']);
  });

  it('lets the jobs decided while a commit is in flight share the next one', async () => {
    const db = fakeDatabase();
    const { queue, acknowledged } = queueOn(db);
    db.holdCommits();
    const first = queue.push({ name: 'a' });
    await nextTurn();
    const later = [queue.push({ name: 'b' }), queue.push({ name: 'c' })];
    db.releaseCommits();
    await Promise.all([first, ...later]);
    expect(db.commits).toEqual([['a'], ['b', 'c']]);
    expect(acknowledged).toEqual(['a', 'b', 'c']);
  });

  it('rolls a failed batch back, keeps the jobs before the culprit, drops those behind, rebuilds', async () => {
    const db = fakeDatabase();
    const rebuilt: unknown[] = [];
    const { queue, acknowledged } = queueOn(db, async (error) => {
      rebuilt.push(error);
      await nextTurn();
    });
    const a = queue.push({ name: 'a' });
    const b = queue.push({ name: 'b' });
    const culprit = queue.push({ name: 'x', fails: true });
    const behind = queue.push({ name: 'c' });
    await expect(a).resolves.toBeUndefined();
    await expect(b).resolves.toBeUndefined();
    await expect(culprit).rejects.toThrow('disk full at x');
    await expect(behind).rejects.toBeInstanceOf(QueueStoppedError);
    // While the owner rebuilds, new work is refused.
    await expect(queue.push({ name: 'd' })).rejects.toBeInstanceOf(QueueStoppedError);
    await queue.whenIdle();
    // The batch of four never committed; a and b were written again alone.
    expect(db.commits).toEqual([['a'], ['b']]);
    expect(acknowledged).toEqual(['a', 'b']);
    expect(rebuilt).toHaveLength(1);
    await expect(queue.push({ name: 'e' })).resolves.toBeUndefined();
    expect(db.commits).toEqual([['a'], ['b'], ['e']]);
  });

  it('writes the jobs behind a failure alone when they touch other accounts only, drops the rest', async () => {
    const db = fakeDatabase();
    const rebuilt: unknown[] = [];
    const { queue, acknowledged } = queueOn(db, async (error) => {
      rebuilt.push(error);
    });
    db.holdCommits();
    const first = queue.push({ name: 'a', accounts: ['A'] });
    await nextTurn();
    const jobs: TestJob[] = [
      { name: 'b', accounts: ['B'] },
      { name: 'x', accounts: ['C'], fails: true },
      // On the culprit's account: decided by an engine that counted x.
      { name: 'c', accounts: ['C'] },
      { name: 'd', accounts: ['D'] },
      // Touches C and E: dropped, and E is now tainted too.
      { name: 'ce', accounts: ['C', 'E'] },
      { name: 'e', accounts: ['E'] },
      // Another domain's rows: dropped whatever its account.
      { name: 'f', accounts: ['F'], foreign: true },
      { name: 'g', accounts: ['G'] },
    ];
    const settled = jobs.map((job) =>
      queue.push(job).then(
        () => 'ok',
        (error: unknown) => (error instanceof QueueStoppedError ? 'dropped' : 'failed'),
      ),
    );
    db.releaseCommits();
    await first;
    expect(await Promise.all(settled)).toEqual([
      'ok',
      'failed',
      'dropped',
      'ok',
      'dropped',
      'dropped',
      'dropped',
      'ok',
    ]);
    await queue.whenIdle();
    expect(db.commits).toEqual([['a'], ['b'], ['d'], ['g']]);
    expect(acknowledged).toEqual(['a', 'b', 'd', 'g']);
    expect(rebuilt).toHaveLength(1);
  });

  it('drops every job behind a second failure: the database, not one decision, is at fault', async () => {
    const db = fakeDatabase();
    const { queue, acknowledged } = queueOn(db);
    const names = ['x', 'y', 'a'];
    const settled = [
      queue.push({ name: 'x', accounts: ['X'], fails: true }),
      queue.push({ name: 'y', accounts: ['Y'], fails: true }),
      queue.push({ name: 'a', accounts: ['A'] }),
    ].map((push, index) =>
      push.then(
        () => `${names[index]} ok`,
        (error: unknown) => `${names[index]} ${error instanceof QueueStoppedError ? 'dropped' : 'failed'}`,
      ),
    );
    expect(await Promise.all(settled)).toEqual(['x failed', 'y failed', 'a dropped']);
    await queue.whenIdle();
    expect(db.commits).toEqual([]);
    expect(acknowledged).toEqual([]);
  });

  it('keeps draining later jobs when the rebuild fails too', async () => {
    const db = fakeDatabase();
    const { queue } = queueOn(db, async () => {
      throw new Error('database still down');
    });
    await expect(queue.push({ name: 'x', fails: true })).rejects.toThrow('disk full at x');
    await queue.whenIdle();
    await expect(queue.push({ name: 'a' })).resolves.toBeUndefined();
    expect(db.commits).toEqual([['a']]);
  });
});

describe('persist queue groups sent in one flight', () => {
  it('acknowledges nothing of a failed flight, and nothing behind it before its own commit', async () => {
    const db = fakeDatabase();
    const flights: string[][] = [];
    let failNextFlight = false;
    const acknowledged: string[] = [];
    const queue = new PersistQueue<TestJob>({
      transaction: (fn) => db.transaction(fn),
      async write(tx, jobs) {
        for (const job of jobs) await tx.query(job.name);
      },
      // Every group goes in one flight; the first fails at the database, committing nothing.
      writeInOneFlight: async (jobs) => {
        await nextTurn();
        if (failNextFlight) {
          failNextFlight = false;
          throw new Error('statement failed; COMMIT answered ROLLBACK');
        }
        flights.push(jobs.map((job) => job.name));
      },
      committed: (job) => acknowledged.push(job.name),
      onFailure: async () => undefined,
      scopeOf: (job) => ({ keys: job.accounts ?? [], confined: true }),
    });
    failNextFlight = true;
    const outcomes = ['a', 'b'].map((name) =>
      queue.push({ name, accounts: [name] }).then(
        () => `${name} ok`,
        () => `${name} failed`,
      ),
    );
    await nextTurn();
    const behind = queue.push({ name: 'c', accounts: ['c'] }).then(() => 'c ok');
    // The failed flight's jobs are written again one flight each: a commits, then b, then c.
    expect(await Promise.all([...outcomes, behind])).toEqual(['a ok', 'b ok', 'c ok']);
    expect(flights).toEqual([['a'], ['b'], ['c']]);
    expect(acknowledged).toEqual(['a', 'b', 'c']);
    expect(db.commits).toEqual([]);
  });
});
