// Group-commit flights sent before the previous one has answered (Database.chainsFlights, on
// PostgreSQL): they commit in the order sent, and a flight whose predecessor failed fails too, so
// nothing of either is committed; once every flight has answered, the next one starts afresh.
// TEST_DATABASE_URL runs this on PostgreSQL; on PGlite flights are not chained and it is skipped.
import type { Statement } from '../../src/db/database';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { INSERT_OUTBOX_KIND, outboxKinds } from '../helpers/outbox-kinds';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const INSERT = INSERT_OUTBOX_KIND;

const insert = (kind: string): Statement => ({ sql: INSERT, params: [kind] });
const failing: Statement = { sql: 'SELECT 1 / 0', params: [] };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const kinds = (prefix: string) => outboxKinds(t.db, prefix);

const outcome = (sent: Promise<unknown>): Promise<string> =>
  sent.then(
    () => 'committed',
    () => 'failed',
  );

onPostgres('flights chained on one connection', () => {
  it('is offered on PostgreSQL', () => {
    expect(t.db.chainsFlights).toBe(true);
  });

  it('commits flights sent together in the order they were sent, answering their own rows', async () => {
    const flights = [1, 2, 3].map((n) =>
      t.db.transactionOfStatements!([insert(`order-${n}a`), { sql: 'SELECT $1::int AS n', params: [n] }]),
    );
    const answers = await Promise.all(flights);
    expect(answers.map((rows) => rows.length)).toEqual([2, 2, 2]);
    expect(answers.map((rows) => rows[1])).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    expect(await kinds('order-')).toEqual(['order-1a', 'order-2a', 'order-3a']);
  });

  it('fails every flight sent behind a failed one, committing nothing of them', async () => {
    const first = outcome(t.db.transactionOfStatements!([insert('chain-1')]));
    const broken = outcome(t.db.transactionOfStatements!([insert('chain-2'), failing]));
    const behind = outcome(t.db.transactionOfStatements!([insert('chain-3')]));
    const further = outcome(t.db.transactionOfStatements!([insert('chain-4')]));
    expect(await Promise.all([first, broken, behind, further])).toEqual([
      'committed',
      'failed',
      'failed',
      'failed',
    ]);
    expect(await kinds('chain-')).toEqual(['chain-1']);
    // Every flight has answered: the next one is not chained to the failure.
    await t.db.transactionOfStatements!([insert('chain-5')]);
    expect(await kinds('chain-')).toEqual(['chain-1', 'chain-5']);
  });
});
