// Composition root. Loads in this order: configuration → database → migrations → demo seed →
// sessions → trading services (engine, feed, live hub) → the Fastify app → listen. SIGINT and
// SIGTERM close with grace: the server stops taking requests and finishes those in flight, the
// sockets close, the feed stops and pending writes drain (trading's onClose), then the database
// closes, which flushes PGlite's files.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo/demo-seed';
import { createTradingServices } from './trading/trading-plugin';
import { createSessionService } from './users/session-service';

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
  const clock = systemClock;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(db);
  await seedDemo(db, clock);
  const sessions = createSessionService(db, clock);
  // The trading part logs through the app's logger, which exists only once the app is built.
  let app: FastifyInstance | null = null;
  const trading = await createTradingServices({
    db,
    config,
    clock,
    logger: {
      error: (details, message) => app?.log.error(details, message),
      warn: (details, message) => app?.log.warn(details, message),
    },
  });
  app = await buildApp({ config, db, clock, sessions, trading });
  closeOnSignals(app, () => db.close());
  const address = await app.listen({ port: config.port, host: config.host });
  announce(config, address);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
