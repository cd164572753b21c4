// The server's entry point. Loads in this order: configuration → database → migrations → demo
// seed → composeServer with every part (compose/server-parts.ts says their order; the demo traders
// are seeded there before trading loads) → the parts start (their listeners first, the market data
// last) and the job scheduler → listen. SIGINT and SIGTERM close with grace: the server stops
// taking requests and finishes those in flight, the sockets close, the jobs and the parts stop
// (the feed first, trading drains its pending writes), then the database closes, which flushes
// PGlite's files.
import type { FastifyInstance } from 'fastify';
import { systemClock } from './clock';
import { composeServer } from './compose/compose-server';
import { serverParts } from './compose/server-parts';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL, OPERATOR_PASSWORD, seedDemo } from './demo/demo-seed';
import { intervalScheduler } from './engine/system-time';
import { loadWalletConfig } from './wallet/wallet-config';

/** After this long a close that hangs (a stuck client) gives way to exit. */
const SHUTDOWN_GRACE_MS = 10_000;

function announce(config: AppConfig, address: string): void {
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
      '',
    ].join('\n'),
  );
}

function closeOnSignals(app: FastifyInstance, closeDatabase: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing with grace');
    const force = setTimeout(() => {
      app.log.error('close took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(closeDatabase)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const walletConfig = loadWalletConfig();
  const clock = systemClock;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(db);
  await seedDemo(db, clock);
  const server = await composeServer({
    config,
    db,
    clock,
    parts: serverParts({ wallet: walletConfig }),
    jobScheduler: intervalScheduler,
  });
  await server.start();
  closeOnSignals(server.app, () => db.close());
  const address = await server.app.listen({ port: config.port, host: config.host });
  announce(config, address);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
