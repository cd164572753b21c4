// The persist queue with two flights in the air (a database that chains flights, on PostgreSQL):
// the next group leaves before the previous one has answered, yet every job is acknowledged only
// after its own flight committed and in the order pushed; a failed flight takes the flights sent
// behind it down with it (the chain) and their jobs then take the failure path as if never sent;
// a group that cannot fly waits for the flights in the air before its transaction; a flight that
// throws before leaving fails its group like a failed flight.
import type { Queryable } from '../../src/db/database';
import { PersistQueue, QueueStoppedError } from '../../src/trading/persist-queue';

interface TestJob {
  name: string;
  fails?: boolean;
  accounts?: string[];
  /** Cannot go in one flight (writeInOneFlight answers null): takes `transaction`. */
  grounded?: boolean;
}

interface SentFlight {
  names: string[];
  /** Fails: one of its jobs fails, or the flight before it, still unanswered when this one left, failed. */
  fails: () => boolean;
  settle: () => void;
  answered: boolean;
}

/** Flights answered in the order sent, when the test says so (or at once in `autoAnswer`). */
function chainedDatabase() {
  const sent: SentFlight[] = [];
  const transactions: string[][] = [];
  const state = { autoAnswer: false };
  const answerNext = (): void => {
    const next = sent.find((flight) => !flight.answered);
    if (!next) throw new Error('no flight in the air');
    next.answered = true;
    next.settle();
  };
  const writeInOneFlight = (jobs: readonly TestJob[]): Promise<void> | null => {
    if (jobs.some((job) => job.grounded)) return null;
    const before = sent.at(-1);
    const chainedTo = before && !before.answered ? before : null;
    return new Promise<void>((resolve, reject) => {
      const flight: SentFlight = {
        names: jobs.map((job) => job.name),
        fails: () => jobs.some((job) => job.fails) || (chainedTo?.fails() ?? false),
        settle: () => (flight.fails() ? reject(new Error('COMMIT answered ROLLBACK')) : resolve()),
        answered: false,
      };
      sent.push(flight);
      if (state.autoAnswer) setImmediate(answerNext);
    });
  };
  const transaction = async (fn: (tx: Queryable) => Promise<void>): Promise<void> => {
    const written: string[] = [];
    await fn({
      query: async <T>(sql: string): Promise<T[]> => {
        written.push(sql);
        return [];
      },
    });
    transactions.push(written);
  };
  return { sent, transactions, state, answerNext, writeInOneFlight, transaction };
}

function queueOn(db: ReturnType<typeof chainedDatabase>, flightsMax?: number) {
  const acknowledged: string[] = [];
  const failures: unknown[] = [];
  const queue = new PersistQueue<TestJob>({
    transaction: (fn) => db.transaction(fn),
    async write(tx, jobs) {
      for (const job of jobs) await tx.query(job.name);
    },
    writeInOneFlight: (jobs) => db.writeInOneFlight(jobs),
    committed: (job) => acknowledged.push(job.name),
    onFailure: async (error) => {
      failures.push(error);
    },
    scopeOf: (job) => ({ keys: job.accounts ?? [], confined: true }),
    flightsMax,
  });
  return { queue, acknowledged, failures };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const names = (db: ReturnType<typeof chainedDatabase>) => db.sent.map((flight) => flight.names);
const settled = (sent: Promise<void>): Promise<string> =>
  sent.then(
    () => 'ok',
    (error: unknown) => (error instanceof QueueStoppedError ? 'dropped' : 'failed'),
  );

it('sends the next group before the previous has answered, acknowledging each after its own commit', async () => {
  const db = chainedDatabase();
  const { queue, acknowledged } = queueOn(db, 2);
  void queue.push({ name: 'a' });
  void queue.push({ name: 'b' });
  await nextTurn();
  void queue.push({ name: 'c' });
  await nextTurn();
  expect(names(db)).toEqual([['a', 'b'], ['c']]);
  void queue.push({ name: 'd' });
  await nextTurn();
  // Two in the air: d waits.
  expect(names(db)).toEqual([['a', 'b'], ['c']]);
  expect(acknowledged).toEqual([]);
  db.answerNext();
  await nextTurn();
  expect(acknowledged).toEqual(['a', 'b']);
  expect(names(db)).toEqual([['a', 'b'], ['c'], ['d']]);
  db.answerNext();
  await nextTurn();
  expect(acknowledged).toEqual(['a', 'b', 'c']);
  db.answerNext();
  await queue.whenIdle();
  expect(acknowledged).toEqual(['a', 'b', 'c', 'd']);
});

it('keeps one flight in the air unless told the database chains them', async () => {
  const db = chainedDatabase();
  const { queue, acknowledged } = queueOn(db);
  void queue.push({ name: 'a' });
  await nextTurn();
  void queue.push({ name: 'b' });
  await nextTurn();
  expect(names(db)).toEqual([['a']]);
  db.answerNext();
  await nextTurn();
  expect(names(db)).toEqual([['a'], ['b']]);
  db.answerNext();
  await queue.whenIdle();
  expect(acknowledged).toEqual(['a', 'b']);
});

it('fails the flight behind a failed one and puts its jobs through the failure path', async () => {
  const db = chainedDatabase();
  const { queue, acknowledged, failures } = queueOn(db, 2);
  const first = ['a', 'b'].map((name) =>
    settled(queue.push({ name, accounts: [name === 'a' ? 'x' : 'y'], fails: name === 'b' })),
  );
  await nextTurn();
  // Behind the failure: c on b's account was decided counting b, e on another account was not.
  const behind = [
    settled(queue.push({ name: 'c', accounts: ['y'] })),
    settled(queue.push({ name: 'e', accounts: ['z'] })),
  ];
  await nextTurn();
  expect(names(db)).toEqual([
    ['a', 'b'],
    ['c', 'e'],
  ]);
  db.state.autoAnswer = true;
  db.answerNext();
  db.answerNext();
  expect(await Promise.all([...first, ...behind])).toEqual(['ok', 'failed', 'dropped', 'ok']);
  // a and b alone, then e alone; c never leaves again.
  expect(names(db).slice(2)).toEqual([['a'], ['b'], ['e']]);
  expect(acknowledged).toEqual(['a', 'e']);
  expect(failures).toHaveLength(1);
});

it('writes a group that cannot fly only after the flights in the air have landed', async () => {
  const db = chainedDatabase();
  const { queue, acknowledged } = queueOn(db, 2);
  void queue.push({ name: 'a' });
  await nextTurn();
  void queue.push({ name: 'hold', grounded: true });
  await nextTurn();
  await nextTurn();
  expect(db.transactions).toEqual([]);
  db.answerNext();
  await queue.whenIdle();
  expect(db.transactions).toEqual([['hold']]);
  expect(acknowledged).toEqual(['a', 'hold']);
});

it('fails a group whose flight throws before leaving as a failed flight, and keeps draining', async () => {
  const db = chainedDatabase();
  const acknowledged: string[] = [];
  const queue = new PersistQueue<TestJob>({
    transaction: (fn) => db.transaction(fn),
    write: async () => undefined,
    writeInOneFlight: (jobs) => {
      if (jobs.some((job) => job.fails)) throw new Error('could not build the statements');
      return Promise.resolve();
    },
    committed: (job) => acknowledged.push(job.name),
    onFailure: async () => undefined,
    scopeOf: (job) => ({ keys: job.accounts ?? [], confined: true }),
    flightsMax: 2,
  });
  const outcomes = [
    settled(queue.push({ name: 'a', accounts: ['x'] })),
    settled(queue.push({ name: 'b', accounts: ['y'], fails: true })),
  ];
  expect(await Promise.all(outcomes)).toEqual(['ok', 'failed']);
  await expect(queue.push({ name: 'c', accounts: ['y'] })).resolves.toBeUndefined();
  expect(acknowledged).toEqual(['a', 'c']);
});
