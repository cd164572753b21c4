// bench:start's measurement (run.ts starts it): where the single-process server's start goes, on
// PGlite in a fresh data folder (or BENCH_START_DATA_DIR's): the time and the memory after each
// step that main.ts runs (database, migrations, demo seed, composing the parts, starting them,
// listening), the first answer to GET /api/margin/infos, and the memory after BENCH_START_IDLE_S
// seconds of idling.
// Beside the wall time each step shows its CPU time and the statements it sent to the database,
// which a loaded machine does not stretch; composing the parts is broken down part by part.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadClusterConfig, type SingleProcess } from '../../server/src/cluster/cluster-config';
import { systemClock } from '../../server/src/clock';
import { composeServer } from '../../server/src/compose/compose-server';
import { serverParts } from '../../server/src/compose/server-parts';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { seedDemo } from '../../server/src/demo/demo-seed';
import { intervalScheduler } from '../../server/src/engine/system-time';
import { loadWalletConfig } from '../../server/src/wallet/wallet-config';
import type { PartDefinition } from '../../server/src/compose/server-part';
import { countingDatabase, type StatementCount } from '../../server/test/helpers/counting-database';

const IDLE_S = Number(process.env.BENCH_START_IDLE_S ?? 10);
/** performance.now() counts from the process start, so loading the modules is included. */
const startedMs = 0;
let stepStartedMs = startedMs;
// From the process start, like the wall time, so the first step includes loading the modules.
let stepStartedCpu: NodeJS.CpuUsage = { user: 0, system: 0 };
let countStatements: () => StatementCount = () => ({ statements: 0, transactions: 0 });
let stepStartedCount = countStatements();

function memory(): string {
  const usage = process.memoryUsage();
  const mb = (bytes: number) => `${Math.round(bytes / 1e6)}`;
  return `rss ${mb(usage.rss)} MB (JS heap ${mb(usage.heapUsed)}, array buffers ${mb(usage.arrayBuffers)}, external ${mb(usage.external)})`;
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 1000);
};

function step(name: string): void {
  const now = performance.now();
  const count = countStatements();
  const statements = count.statements - stepStartedCount.statements;
  const transactions = count.transactions - stepStartedCount.transactions;
  console.log(
    `${name.padEnd(22)} ${Math.round(now - stepStartedMs)
      .toString()
      .padStart(6)} ms (at ${Math.round(now - startedMs)} ms), cpu ${cpuMs(stepStartedCpu)
      .toString()
      .padStart(5)} ms, ${statements} statements in ${transactions} transactions  ${memory()}`,
  );
  stepStartedMs = now;
  stepStartedCpu = process.cpuUsage();
  stepStartedCount = count;
}

/** Each part's build, timed: the lines come before 'parts composed', which sums them. */
function timedParts(parts: readonly PartDefinition<unknown>[]): PartDefinition<unknown>[] {
  return parts.map((definition) => ({
    ...definition,
    async build(context) {
      const wallStarted = performance.now();
      const cpuStarted = process.cpuUsage();
      const before = countStatements().statements;
      const part = await definition.build(context);
      console.log(
        `  part ${definition.ref.name.padEnd(18)} ${Math.round(performance.now() - wallStarted)
          .toString()
          .padStart(
            6,
          )} ms, cpu ${cpuMs(cpuStarted).toString().padStart(5)} ms, ${countStatements().statements - before} statements`,
      );
      return part;
    },
  }));
}

async function main(): Promise<void> {
  console.log(`bench:start on Node ${process.version}, ${new Date().toISOString()}`);
  const dataDir = process.env.BENCH_START_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'kaldirac-start-'));
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir }), port: 0 };
  const cluster = loadClusterConfig() as SingleProcess;
  step('modules loaded');
  const counting = countingDatabase(
    await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
  );
  const db = counting.db;
  countStatements = counting.count;
  step('database open');
  await runMigrations(db);
  step('migrations');
  await seedDemo(db, systemClock);
  step('demo seed');
  const server = await composeServer({
    config,
    db,
    clock: systemClock,
    parts: timedParts(serverParts({ wallet: loadWalletConfig(), cluster, scheduler: intervalScheduler })),
    jobScheduler: intervalScheduler,
  });
  step('parts composed');
  await server.start();
  step('parts started');
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  step('listening');
  const answer = await fetch(`${address}/api/margin/infos`);
  await answer.arrayBuffer();
  step(`first answer (${answer.status})`);
  const total = process.cpuUsage();
  console.log(
    `start to first answer: ${((performance.now() - startedMs) / 1000).toFixed(1)} s, cpu ${((total.user + total.system) / 1e6).toFixed(1)} s, peak rss ${Math.round(process.resourceUsage().maxRSS / 1e3)} MB`,
  );
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  global.gc?.();
  step(`idle ${IDLE_S} s`);
  await server.app.close();
  await db.close();
  if (!process.env.BENCH_START_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
