// `npm run test:pg` gives each jest worker a database of its own beside TEST_DATABASE_URL's
// (scripts/worker-databases.js), and every server test file of that worker connects there
// (helpers/worker-database-url.ts): advisory locks and NOTIFY channels are database-wide, so two
// files running at once must not share one.
import pg from 'pg';
import { workerDatabaseUrls } from '../../../scripts/worker-databases';

describe('the worker databases’ names', () => {
  it('puts each worker of a run beside the named database, keeping the rest of the URL', () => {
    expect(workerDatabaseUrls('postgres://postgres@127.0.0.1:5432/test', 2, 4711)).toEqual([
      'postgres://postgres@127.0.0.1:5432/test_w1_r4711',
      'postgres://postgres@127.0.0.1:5432/test_w2_r4711',
    ]);
    expect(
      workerDatabaseUrls('postgres://user:p%40ss@db.example:6432/kaldirac?sslmode=require', 1, 9),
    ).toEqual(['postgres://user:p%40ss@db.example:6432/kaldirac_w1_r9?sslmode=require']);
  });
});

const listed = process.env.TEST_DATABASE_WORKER_URLS;
const underTestPg = listed && process.env.TEST_DATABASE_URL ? it : it.skip;

underTestPg('under test:pg, a test file connects to its own worker’s database', async () => {
  const urls = JSON.parse(listed ?? '[]') as string[];
  const own = urls[Number(process.env.JEST_WORKER_ID ?? '1') - 1];
  expect(own).toMatch(/_w\d+_r\d+$/);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const rows = await client.query<{ name: string }>('SELECT current_database() AS name');
    expect(rows.rows[0]?.name).toBe(decodeURIComponent(new URL(own ?? '').pathname.slice(1)));
  } finally {
    await client.end();
  }
});
