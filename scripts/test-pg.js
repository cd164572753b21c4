#!/usr/bin/env node
// Runs the server test project against a real PostgreSQL. Each test file gets a schema of its own
// (server/test/helpers/build-test-app.ts), so the database only needs to exist and accept us.
// TEST_DATABASE_URL defaults to the CI machine's database.
//
// Without arguments it runs the server test files that PostgreSQL changes anything for
// (scripts/database-test-files.js); `npm test` has already run the others, on the same code.
// With arguments (a path, -t NAME ...) jest picks the files from them, as before.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { splitByDatabase } = require('./database-test-files');

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

console.log(`Server tests on PostgreSQL: ${url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@')}`);
// One worker unless JEST_WORKERS says otherwise: with two, the files share one PostgreSQL (and its
// advisory locks) while both cores are busy, and the heaviest (the closed-trades stream, the
// graceful close's request in flight) ran past their bounds on a loaded machine.
const result = spawnSync(process.execPath, [jestBin, '--selectProjects', 'server', ...jestArguments()], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, JEST_WORKERS: process.env.JEST_WORKERS || '1' },
});
process.exit(result.status ?? 1);
