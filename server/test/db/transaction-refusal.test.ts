// A domain refusal thrown inside a transaction's callback rolls the transaction back and reaches
// the caller unchanged: the driver-error cleaner must not take its `code` for a driver's.
import { DomainError, isDomainError } from '../../src/domain/domain-error';
import { DatabaseQueryError } from '../../src/db/database-error';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('passes a DomainError through and writes nothing of the transaction', async () => {
  const failure = await t.db
    .transaction(async (tx) => {
      await tx.query(
        "INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES ('t', 'r', 's', 'b', now())",
      );
      throw new DomainError('INSUFFICIENT_MARGIN');
    })
    .catch((error: unknown) => error);
  expect(isDomainError(failure, 'INSUFFICIENT_MARGIN')).toBe(true);
  expect(failure).not.toBeInstanceOf(DatabaseQueryError);
  const rows = await t.db.query("SELECT 1 FROM outbox WHERE kind = 't'");
  expect(rows).toEqual([]);
});
