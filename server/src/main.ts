// The server's entry point. Loads in this order: configuration → database → migrations → demo
// seed → composeServer with every part (compose/server-parts.ts says their order; the demo traders
// are seeded there before trading loads) → the parts start (their listeners first, the market data
// last) and the job scheduler → listen. SIGINT and SIGTERM close with grace: the server stops
// taking requests and finishes those in flight, the sockets close, the jobs and the parts stop
// (the feed first, trading drains its pending writes), then the database closes, which flushes
// PGlite's files. With NATS_URL set the process is a node of a cluster instead (main-cluster.ts).
import type { FastifyInstance } from 'fastify';
import { loadClusterConfig, type SingleProcess } from './cluster/cluster-config';
import { systemClock } from './clock';
import { composeServer } from './compose/compose-server';
import { serverParts } from './compose/server-parts';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL, OPERATOR_PASSWORD, seedDemo } from './demo/demo-seed';
import { intervalScheduler } from './engine/system-time';
import { runClusterNode } from './main-cluster';
import { loadWalletConfig } from './wallet/wallet-config';

/** After this long a close that hangs (a stuck client) gives way to exit. */
const SHUTDOWN_GRACE_MS = 10_000;

function announce(config: AppConfig, address: string, role = ''): void {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = new URL(address).port || String(config.port);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Kaldıraç is running at http://${shownHost}:${port}`,
      `  Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
      `  Operator account: ${OPERATOR_EMAIL} / ${OPERATOR_PASSWORD}`,
      `  Storage: ${storage}`,
      ...(role ? [`  Cluster: ${role}`] : []),
      '',
    ].join('\n'),
  );
}

function closeOnSignals(close: () => Promise<void>, log: () => FastifyInstance['log']): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log().info({ signal }, 'closing with grace');
    const force = setTimeout(() => {
      log().error('close took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log().error({ err: error }, 'close failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function runSingleProcess(config: AppConfig, cluster: SingleProcess): Promise<void> {
  const walletConfig = loadWalletConfig();
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
  });
  await server.start();
  closeOnSignals(
    async () => {
      await server.app.close();
      await db.close();
    },
    () => server.app.log,
  );
  const address = await server.app.listen({ port: config.port, host: config.host });
  announce(config, address);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const cluster = loadClusterConfig();
  if (cluster.mode === 'single') return runSingleProcess(config, cluster);
  const node = await runClusterNode(config, cluster, (address, leading) =>
    announce(config, address, `${cluster.nodeId} (pid ${process.pid}) ${leading ? 'leads' : 'stands by'}`),
  );
  closeOnSignals(
    () => node.close(),
    () => node.current().log,
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
