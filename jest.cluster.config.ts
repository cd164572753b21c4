import type { Config } from 'jest';
import { typescriptTransform } from './jest.transform';

// The cluster pass (`npm run test:cluster`): tests that need a real NATS with JetStream
// (NATS_URL, default nats://127.0.0.1:4222) and PostgreSQL (TEST_DATABASE_URL). Not part of
// `npm test`, whose machine may have neither; CI runs it after the PostgreSQL pass.
const config: Config = {
  displayName: 'cluster',
  testEnvironment: 'node',
  roots: ['<rootDir>/server/cluster-test'],
  transform: typescriptTransform,
  testTimeout: 60_000,
  maxWorkers: 1,
};

export default config;
