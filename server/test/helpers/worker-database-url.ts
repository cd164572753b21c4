// Set up before every server test file. `npm run test:pg` runs its files on several jest workers
// and gives each worker a PostgreSQL database of its own (scripts/test-pg.js creates and drops
// them): the schemas of one file were already apart, but advisory locks (session and transaction)
// and NOTIFY channels belong to a whole database, so two files running at once in one database
// could wait on or see each other's. The runner lists the databases' URLs in
// TEST_DATABASE_WORKER_URLS, one per worker; jest numbers its workers from 1.
const listed = process.env.TEST_DATABASE_WORKER_URLS;
if (listed && process.env.TEST_DATABASE_URL) {
  const urls = JSON.parse(listed) as unknown;
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const url = Array.isArray(urls) ? (urls as unknown[])[worker - 1] : undefined;
  if (typeof url !== 'string') {
    throw new Error(`TEST_DATABASE_WORKER_URLS has no database for jest worker ${worker}: ${listed}`);
  }
  process.env.TEST_DATABASE_URL = url;
}

export {};
