// The single-process server's build, loaded by main.ts once its port is open: database →
// migrations → demo seed → composeServer with every part (compose/server-parts.ts says their
// order; the demo traders are seeded there before trading loads) → the parts start (their
// listeners first, the market data last) and the job scheduler → the app is ready for main.ts to
// hand the port over to.
//
// Loading a module runs on the server's only thread, and every part's modules together take
// seconds of CPU (tens of seconds of wall time on a loaded machine) during which the open port
// answers nothing. So they load in three stages, each when it is needed, and the requests that
// came meanwhile (health, the page) are answered between them: the database's modules, then the
// seed's (argon2), then the parts'.
import type { Server } from 'node:http';
import type { SingleProcess } from './cluster/cluster-config';
import { systemClock } from './clock';
import type { ComposedServer } from './compose/compose-server';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { RequestHandler } from './http/starting-server';
import type { WalletConfig } from './wallet/wallet-config';

export interface SingleProcessServer {
  server: ComposedServer;
  db: Database;
}

/** Resolves on a later turn of the event loop, once the requests that came meanwhile are read. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/* eslint-disable @typescript-eslint/no-require-imports -- the stages' deferred loads (above) */
async function openMigrated(config: AppConfig): Promise<Database> {
  const { openDatabase } = require('./db/database') as typeof import('./db/database');
  const { runMigrations } = require('./db/migrate') as typeof import('./db/migrate');
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(db);
  return db;
}

async function seed(db: Database): Promise<void> {
  await nextTurn();
  const { seedDemo } = require('./demo/demo-seed') as typeof import('./demo/demo-seed');
  await seedDemo(db, systemClock);
}

async function compose(
  config: AppConfig,
  db: Database,
  cluster: SingleProcess,
  walletConfig: WalletConfig,
  serverFactory: (handler: RequestHandler) => Server,
): Promise<ComposedServer> {
  await nextTurn();
  const { composeServer } = require('./compose/compose-server') as typeof import('./compose/compose-server');
  await nextTurn();
  const { serverParts } = require('./compose/server-parts') as typeof import('./compose/server-parts');
  const { intervalScheduler } = require('./engine/system-time') as typeof import('./engine/system-time');
  return composeServer({
    config,
    db,
    clock: systemClock,
    parts: serverParts({ wallet: walletConfig, cluster, scheduler: intervalScheduler }),
    jobScheduler: intervalScheduler,
    serverFactory,
  });
}
/* eslint-enable @typescript-eslint/no-require-imports */

export async function buildSingleProcess(
  config: AppConfig,
  cluster: SingleProcess,
  walletConfig: WalletConfig,
  serverFactory: (handler: RequestHandler) => Server,
): Promise<SingleProcessServer> {
  const db = await openMigrated(config);
  await seed(db);
  const server = await compose(config, db, cluster, walletConfig, serverFactory);
  await server.start();
  await server.app.ready();
  return { server, db };
}
