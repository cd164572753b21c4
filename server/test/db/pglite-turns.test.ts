// PGlite runs statements on the server's own thread: a burst of queued statements must leave the
// event loop a turn between them (a timer, a socket read), or the server stalls until the last one.
import type { PgliteDatabase } from '../../src/db/pglite-database';
import { openMigratedPglite } from '../helpers/pglite-template';

// Starting PGlite takes seconds when every core is busy.
jest.setTimeout(60_000);

let db: PgliteDatabase;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());

const STATEMENTS = 40;
const WORK_SQL = 'SELECT SUM(n)::bigint AS total FROM generate_series(1, 20000) AS n';

it('lets a timer run while a burst of statements is queued', async () => {
  const finished: string[] = [];
  const burst = Array.from({ length: STATEMENTS }, (_, index) =>
    db.query(WORK_SQL).then(() => finished.push(`statement ${index}`)),
  );
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      finished.push('timer');
      resolve();
    }, 0),
  );
  await Promise.all([...burst, timer]);
  // The timer fires early in the burst, not after the last statement.
  expect(finished.indexOf('timer')).toBeLessThan(STATEMENTS / 2);
});

it('lets a timer run between the statements of one transaction', async () => {
  const finished: string[] = [];
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      finished.push('timer');
      resolve();
    }, 0),
  );
  await db.transaction(async (tx) => {
    for (let index = 0; index < STATEMENTS; index += 1) {
      await tx.query(WORK_SQL);
      finished.push(`statement ${index}`);
    }
  });
  await timer;
  expect(finished.indexOf('timer')).toBeLessThan(STATEMENTS / 2);
});
