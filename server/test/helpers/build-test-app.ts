// A fresh app per test file, put together by composeServer with identity, users and accounts plus
// the parts a test asks for. On in-memory PGlite by default; when TEST_DATABASE_URL is set, on
// that PostgreSQL inside a schema of its own, created here and dropped on close, so test files
// can run in parallel against one database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import type { AccountFiguresProvider } from '../../src/accounts/account-figures';
import { withCoreParts } from './core-parts';
import {
  composeServer,
  type ComposedServer,
  type ComposeServerOptions,
} from '../../src/compose/compose-server';
import { partRef, type PartDefinition } from '../../src/compose/server-part';
import type { ManualClock } from '../../src/clock';
import { createManualClock } from '../../src/clock';
import type { AppConfig } from '../../src/config';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/http/rate-limit';
import type { LimitStores } from '../../src/http/limit-ports';
import { runMigrations } from '../../src/db/migrate';
import { DomainEventBus } from '../../src/events/event-bus';
import type { EventOutbox } from '../../src/events/event-outbox';
import { LiveHub } from '../../src/live/live-hub';
import type { SessionService } from '../../src/sessions/session-service';
import { openMigratedPglite } from './pglite-template';
import { openMigratedSchema } from './postgres-test-schema';
import { createSessionService } from '../../src/sessions/session-service';

const LIFTED_RATE_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { hitsMax: 1_000_000, windowMs: 60_000 }]),
) as RateLimits;

// Starting a database takes seconds when every core is busy; hooks get room for that.
const DATABASE_HOOK_TIMEOUT_MS = 60_000;
jest.setTimeout(DATABASE_HOOK_TIMEOUT_MS);

export interface TestContext {
  db: Database;
  clock: ManualClock;
  sessions: SessionService;
  config: AppConfig;
  /** The app's live hub and domain-event bus, for tests to observe. */
  live: LiveHub;
  events: DomainEventBus;
}

export interface TestAppOptions {
  /** Parts beyond identity, users and accounts, in build order (market data before trading). */
  parts?: readonly PartDefinition<unknown>[];
  plugins?: FastifyPluginAsync[];
  /** Domain routes to register inside the guarded /api/operator scope. */
  operatorRoutes?: FastifyPluginAsync[];
  accountFigures?: AccountFiguresProvider;
  clock?: ManualClock;
  config?: Partial<AppConfig>;
  distDir?: string;
  logStream?: NodeJS.WritableStream;
  /** The live hub's flush interval (tests shorten it). */
  liveFlushIntervalMs?: number;
  /** How long a whole request may take to arrive (tests of the timeout shorten it). */
  requestTimeoutMs?: number;
  /** The app's own server object, as main.ts gives it (start/starting-server tests). */
  serverFactory?: ComposeServerOptions['serverFactory'];
  /** Where the named limits count (a cluster's shared store); this process's memory if absent. */
  limits?: (context: { db: Database; clock: ManualClock }) => LimitStores;
  /** Cluster mode's outbox of domain events (its consumers are then left to the test to run). */
  outbox?: (db: Database) => EventOutbox;
}

export interface TestApp extends TestContext {
  app: FastifyInstance;
  /** The composed server: `server.use(TRADING)` and the like reach a part's services. */
  server: ComposedServer;
  /** Closes the app, drops the schema or the in-memory database, removes the temp data dir. */
  close(): Promise<void>;
}

interface TestDatabase {
  db: Database;
  dispose(): Promise<void>;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openMigratedPglite();
    return { db, dispose: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openMigratedSchema(url, schema);
  return {
    db,
    async dispose() {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await dropper.end();
    },
  };
}

export { withCoreParts } from './core-parts';

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaldirac-test-'));
  // Test files register many people from one address: the named limits are lifted unless a test
  // of the limits passes its own.
  const config: AppConfig = {
    ...loadConfig({}),
    logLevel: 'silent',
    dataDir,
    rateLimits: LIFTED_RATE_LIMITS,
    ...options.config,
  };
  const testDb = await openTestDatabase();
  await runMigrations(testDb.db);
  const clock = options.clock ?? createManualClock();
  const sessions = createSessionService(testDb.db, clock);
  const live = new LiveHub({ flushIntervalMs: options.liveFlushIntervalMs });
  const outbox = options.outbox?.(testDb.db);
  const events = new DomainEventBus({ error: () => undefined }, outbox ?? null);
  const context: TestContext = { db: testDb.db, clock, sessions, config, live, events };
  const server = await composeServer({
    config,
    db: testDb.db,
    clock,
    sessions,
    live,
    events,
    parts: [
      ...withCoreParts(options.parts ?? [], options.accountFigures),
      testOperatorRoutesPart(options.operatorRoutes ?? []),
    ],
    plugins: options.plugins,
    distDir: options.distDir ?? path.join(dataDir, 'no-dist'),
    logStream: options.logStream,
    requestTimeoutMs: options.requestTimeoutMs,
    serverFactory: options.serverFactory,
    limits: options.limits?.({ db: testDb.db, clock }),
    outbox,
  });
  const { app } = server;
  await app.ready();
  await server.start();
  return {
    ...context,
    app,
    server,
    async close() {
      await app.close();
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Operator routes a test registers inside the guarded /api/operator scope. */
function testOperatorRoutesPart(routes: readonly FastifyPluginAsync[]): PartDefinition<void> {
  return {
    ref: partRef<void>('testOperatorRoutes'),
    roles: ['gateway'],
    needs: [],
    build: () => ({
      services: undefined,
      operatorRoutes: async (app) => {
        for (const route of routes) await app.register(route);
      },
    }),
  };
}
