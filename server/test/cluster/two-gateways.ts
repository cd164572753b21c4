// Two apps on one database, each counting its limits through its own handle on the shared store,
// as two gateway nodes of a cluster do (on PGlite in `npm test`, on PostgreSQL in `test:pg`).
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sharedLimits, type SharedLimits } from '../../src/cluster/shared-limits';
import { composeServer } from '../../src/compose/compose-server';
import type { AppConfig } from '../../src/config';
import type { Scheduler } from '../../src/engine/engine-types';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { withCoreParts } from '../helpers/core-parts';

/** Renewals never run by themselves here; the tests call what they need. */
export const stillScheduler: Scheduler = { every: () => ({ cancel: () => undefined }) };

export interface TwoGateways {
  first: TestApp;
  second: FastifyInstance;
  close(): Promise<void>;
}

export async function twoGateways(config: Partial<AppConfig>): Promise<TwoGateways> {
  const stores: SharedLimits[] = [];
  const first = await buildTestApp({
    config,
    limits: ({ db, clock }) => {
      const shared = sharedLimits({ db, clock, nodeId: 'gateway-a', scheduler: stillScheduler });
      stores.push(shared);
      return shared.stores;
    },
  });
  const shared = sharedLimits({
    db: first.db,
    clock: first.clock,
    nodeId: 'gateway-b',
    scheduler: stillScheduler,
  });
  stores.push(shared);
  const server = await composeServer({
    config: first.config,
    db: first.db,
    clock: first.clock,
    parts: withCoreParts([]),
    distDir: path.join(os.tmpdir(), 'kaldirac-no-dist'),
    limits: shared.stores,
  });
  await server.app.ready();
  await server.start();
  return {
    first,
    second: server.app,
    async close() {
      await server.app.close();
      for (const store of stores) await store.close();
      await first.close();
    },
  };
}
