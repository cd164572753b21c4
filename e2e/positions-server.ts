// The real broker server for the positions browser test, started in this process the way
// server/src/main.ts starts it (config → database → migrations → demo seed → sessions → trading →
// app), but on a free loopback port, with a fresh PGlite folder and a chosen SPA build.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { systemClock } from '../server/src/clock';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { runMigrations } from '../server/src/db/migrate';
import { seedDemo } from '../server/src/demo/demo-seed';
import { createTradingServices } from '../server/src/trading/trading-plugin';
import { createSessionService } from '../server/src/users/session-service';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startPositionsServer(distDir: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'positions-e2e-data-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const db = await openDatabase({ databaseUrl: null, dataDir });
  await runMigrations(db);
  await seedDemo(db, systemClock);
  const sessions = createSessionService(db, systemClock);
  const trading = await createTradingServices({
    db,
    config,
    clock: systemClock,
    logger: { error: (details, message) => console.error(message, details), warn: () => undefined },
  });
  const app = await buildApp({ config, db, clock: systemClock, sessions, trading, distDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    stop: async () => {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
