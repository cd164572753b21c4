// Statements issued together inside a transaction (pipelined on PostgreSQL, queued on PGlite) keep
// the transaction whole: one failing among them rolls back the ones before and after it, and the
// connection serves the next transaction as usual. TEST_DATABASE_URL runs this on PostgreSQL.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const INSERT =
  "INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES ($1, 'r', 's', 'b', now())";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function kinds(prefix: string): Promise<string[]> {
  const rows = await t.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE kind LIKE $1 ORDER BY id', [
    `${prefix}%`,
  ]);
  return rows.map((row) => row.kind);
}

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
