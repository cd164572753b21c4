#!/usr/bin/env node
// Runs the server test project against a real PostgreSQL. Each test file gets a schema of its own
// (server/test/helpers/build-test-app.ts), so the database only needs to exist and accept us.
// TEST_DATABASE_URL defaults to the CI machine's database.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
const jestBin = require.resolve('jest/bin/jest');

console.log(`Server tests on PostgreSQL: ${url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@')}`);
const result = spawnSync(
  process.execPath,
  [jestBin, ...process.argv.slice(2), '--selectProjects', 'server'],
  {
    cwd: path.resolve(__dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
