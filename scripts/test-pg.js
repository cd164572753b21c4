#!/usr/bin/env node
// Runs the server test project against a real PostgreSQL. Each test file gets a schema of its own
// (server/test/helpers/build-test-app.ts), so the database only needs to exist and accept us.
// TEST_DATABASE_URL defaults to the CI machine's database; the files run on as many jest workers
// as the unit tests (one per core under CI; JEST_WORKERS overrides), each worker in a database of
// its own beside that one (scripts/worker-databases.js), created before the run, dropped after it.
//
// Without arguments it runs the server test files that PostgreSQL changes anything for
// (scripts/database-test-files.js); `npm test` has already run the others, on the same code.
// With arguments (a path, -t NAME ...) jest picks the files from them, as before.
const { spawn, spawnSync } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');
const { splitByDatabase } = require('./database-test-files');
const { createWorkerDatabases, dropWorkerDatabases, workerDatabaseUrls } = require('./worker-databases');

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
const root = path.resolve(__dirname, '..');
const jestBin = require.resolve('jest/bin/jest');

function serverTestFiles() {
  const listed = spawnSync(process.execPath, [jestBin, '--selectProjects', 'server', '--listTests'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (listed.status !== 0) process.exit(listed.status ?? 1);
  return listed.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => path.isAbsolute(line));
}

function jestArguments() {
  const given = process.argv.slice(2);
  if (given.length > 0) return given;
  const { database, other } = splitByDatabase(serverTestFiles());
  console.log(
    `${database.length} server test files use the database; ${other.length} do not and ran in npm test already.`,
  );
  return ['--runTestsByPath', ...database];
}

/** As jest.config.ts has it: JEST_WORKERS if given, every core under CI, else one core less. */
function workerCount() {
  const asked = Number(process.env.JEST_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  const ci = process.env.CI;
  const cores = os.availableParallelism();
  return ci && ci !== 'false' && ci !== '0' ? cores : Math.max(1, cores - 1);
}

/**
 * Runs jest; a SIGINT or SIGTERM to this runner is passed on to it, and the runner stays until jest
 * has ended, to drop the worker databases.
 */
function runJest(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jestBin, '--selectProjects', 'server', ...args], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    const passOn = (signal) => child.kill(signal);
    process.on('SIGINT', passOn);
    process.on('SIGTERM', passOn);
    child.on('close', (code) => {
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      resolve(code ?? 1);
    });
  });
}

async function main() {
  console.log(`Server tests on PostgreSQL: ${url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@')}`);
  const args = jestArguments();
  const workers = workerCount();
  const workerUrls = workerDatabaseUrls(url, workers, process.pid);
  await createWorkerDatabases(url, workerUrls);
  console.log(`${workers} jest workers, each on a database of its own (${workerUrls.length} created).`);
  let code = 1;
  try {
    code = await runJest(args, {
      ...process.env,
      TEST_DATABASE_URL: url,
      TEST_DATABASE_WORKER_URLS: JSON.stringify(workerUrls),
      JEST_WORKERS: String(workers),
    });
  } finally {
    await dropWorkerDatabases(url, workerUrls);
  }
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
