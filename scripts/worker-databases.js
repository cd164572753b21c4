// The PostgreSQL pass's databases, one per jest worker (scripts/test-pg.js): named after the
// database in TEST_DATABASE_URL, the worker's number and the run (test_w1_r4711, test_w2_r4711
// for CI's `test` and a runner of pid 4711), created empty before the run and dropped after it.
// The run's part keeps two runs on one database (two people, or two checkouts) from dropping each
// other's. Each test file still makes and drops a schema of its own inside them
// (server/test/helpers/build-test-app.ts); a database per worker keeps the database-wide advisory
// locks and NOTIFY channels of two files running at once apart.
const pg = require('pg');

/** The URLs of `count` worker databases of run `run` beside the one `url` names. */
function workerDatabaseUrls(url, count, run) {
  const base = new URL(url);
  const name = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'postgres';
  return Array.from({ length: count }, (_, index) => {
    const worker = new URL(url);
    worker.pathname = `/${encodeURIComponent(`${name}_w${index + 1}_r${run}`)}`;
    return worker.toString();
  });
}

function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/** Runs `statements` over one connection to the database `url` names. */
async function administer(url, statements) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates each worker's database empty (dropping a same-named one a killed run left). */
async function createWorkerDatabases(url, workerUrls) {
  const names = workerUrls.map(databaseName);
  await administer(url, [
    ...names.map((name) => `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`),
    ...names.map((name) => `CREATE DATABASE ${quoted(name)}`),
  ]);
}

async function dropWorkerDatabases(url, workerUrls) {
  const names = workerUrls.map(databaseName);
  await administer(
    url,
    names.map((name) => `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`),
  );
}

module.exports = { workerDatabaseUrls, createWorkerDatabases, dropWorkerDatabases };
