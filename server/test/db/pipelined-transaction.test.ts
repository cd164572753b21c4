// Statements issued together inside a transaction (pipelined on PostgreSQL, queued on PGlite) keep
// the transaction whole: one failing among them rolls back the ones before and after it, and the
// connection serves the next transaction as usual. TEST_DATABASE_URL runs this on PostgreSQL.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { INSERT_OUTBOX_KIND, outboxKinds } from '../helpers/outbox-kinds';

const INSERT = INSERT_OUTBOX_KIND;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const kinds = (prefix: string) => outboxKinds(t.db, prefix);

it('rolls back every statement issued together when one of them fails', async () => {
  const failure = await t.db
    .transaction(async (tx) => {
      await Promise.all([
        tx.query(INSERT, ['pipe-a']),
        tx.query('SELECT 1 / 0'),
        tx.query(INSERT, ['pipe-c']),
      ]);
    })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(Error);
  expect(await kinds('pipe-')).toEqual([]);
});

it('commits statements issued together in the order they were issued', async () => {
  await t.db.transaction(async (tx) => {
    await Promise.all(['order-1', 'order-2', 'order-3'].map((kind) => tx.query(INSERT, [kind])));
  });
  expect(await kinds('order-')).toEqual(['order-1', 'order-2', 'order-3']);
});

it('keeps the first statement inside the transaction its BEGIN opened', async () => {
  await t.db
    .transaction(async (tx) => {
      await tx.query(INSERT, ['begun-1']);
      throw new Error('changed my mind');
    })
    .catch(() => undefined);
  expect(await kinds('begun-')).toEqual([]);
});
