import type { Config } from 'jest';
import { typescriptTransform } from './jest.transform';

// Browser tests: run after `npm run build` (npm test builds first). The global setup starts the
// built server on a free port with a fresh data folder, and one Chromium that every test file
// connects to; specs open pages through e2e/support/app.ts.
const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  transform: typescriptTransform,
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/e2e/support/retry-once.ts'],
  testTimeout: 60_000,
  // One browser and one server for everyone; files run one after another so timings stay honest
  // on a small machine.
  maxWorkers: 1,
};

export default config;
