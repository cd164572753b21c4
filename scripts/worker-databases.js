// The PostgreSQL pass's databases, one per jest worker (scripts/test-pg.js): named after the
// database in TEST_DATABASE_URL with the worker's number (test_w1, test_w2 for CI's `test`),
// created empty before the run and dropped after it. Each test file still makes and drops a schema
// of its own inside them (server/test/helpers/build-test-app.ts); a database per worker keeps the
// database-wide advisory locks and NOTIFY channels of two files running at once apart.
const pg = require('pg');

/** The URLs of `count` worker databases beside the one `url` names. */
function workerDatabaseUrls(url, count) {
  const base = new URL(url);
  const name = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'postgres';
  return Array.from({ length: count }, (_, index) => {
    const worker = new URL(url);
    worker.pathname = `/${encodeURIComponent(`${name}_w${index + 1}`)}`;
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

/** Drops what a killed run may have left, then creates each worker's database empty. */
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
