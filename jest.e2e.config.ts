import os from 'node:os';
import type { Config } from 'jest';
import { typescriptTransform } from './jest.transform';

// Browser tests: run after `npm run build` (npm test builds first). The global setup starts one
// built server per worker, each on a free port with a fresh data folder, and one Chromium that
// every test file connects to; specs open pages through e2e/support/app.ts, which picks the
// worker's own server.

/**
 * Two workers, or one on a one-core machine; JEST_WORKERS overrides. One worker left a core idle:
 * jest, the server and Chromium together kept less than one of CI's two cores busy while each step
 * waited for a page or an answer (docs/testing.md, "Two workers, a server each"). Each worker
 * brings a server of its own (15-23 s to start on a quiet machine), so more than two is not the
 * default.
 */
function workers(): number {
  const asked = Number(process.env.JEST_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(2, os.availableParallelism());
}

const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  transform: typescriptTransform,
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/e2e/support/retry-once.ts'],
  testTimeout: 60_000,
  maxWorkers: workers(),
};

export default config;
