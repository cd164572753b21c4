import os from 'node:os';
import type { Config } from 'jest';
import { typescriptTransform } from './jest.transform';

// The cluster pass (`npm run test:cluster`): tests that need a real NATS with JetStream
// (NATS_URL, default nats://127.0.0.1:4222) and PostgreSQL (TEST_DATABASE_URL). Not part of
// `npm test`, whose machine may have neither; CI runs it beside the PostgreSQL pass (.ci/run).
/**
 * Two workers, or one on a one-core machine; JEST_WORKERS overrides. The cluster tests mostly
 * wait (leases running out, nodes starting, NATS delivering): on one worker the pass kept 0.39 of
 * CI's two cores busy. Each test names a cluster and creates a database of its own
 * (cluster-env.ts, cluster-nodes.ts), so two files never see each other's subjects or rows.
 */
function workers(): number {
  const asked = Number(process.env.JEST_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(2, os.availableParallelism());
}

const config: Config = {
  displayName: 'cluster',
  testEnvironment: 'node',
  roots: ['<rootDir>/server/cluster-test'],
  transform: typescriptTransform,
  testTimeout: 60_000,
  maxWorkers: workers(),
};

export default config;
