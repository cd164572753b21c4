// The single-process server's build, loaded by main.ts once its port is open (the modules of
// every part take seconds to load on a busy machine): database → migrations → demo seed →
// composeServer with every part (compose/server-parts.ts says their order; the demo traders are
// seeded there before trading loads) → the parts start (their listeners first, the market data
// last) and the job scheduler → the app is ready for main.ts to hand the port over to.
import type { SingleProcess } from './cluster/cluster-config';
import { systemClock } from './clock';
import { composeServer, type ComposedServer } from './compose/compose-server';
import { serverParts } from './compose/server-parts';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemo } from './demo/demo-seed';
import { intervalScheduler } from './engine/system-time';
import type { RequestHandler } from './http/starting-server';
import type { WalletConfig } from './wallet/wallet-config';
import type { Server } from 'node:http';

export interface SingleProcessServer {
  server: ComposedServer;
  db: Database;
}

export async function buildSingleProcess(
  config: AppConfig,
  cluster: SingleProcess,
  walletConfig: WalletConfig,
  serverFactory: (handler: RequestHandler) => Server,
): Promise<SingleProcessServer> {
  const clock = systemClock;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(db);
  await seedDemo(db, clock);
  const server = await composeServer({
    config,
    db,
    clock,
    parts: serverParts({ wallet: walletConfig, cluster, scheduler: intervalScheduler }),
    jobScheduler: intervalScheduler,
    serverFactory,
  });
  await server.start();
  await server.app.ready();
  return { server, db };
}
