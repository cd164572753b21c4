// Run in a process of its own by server/test/db/wasm-baseline-memory.test.ts: opens PGlite on a new
// data folder as the server does, sends statements until V8 would have optimized PGlite's hot
// functions, and prints the resident memory before opening and after as JSON on stdout.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';

const TRANSACTIONS = Number(process.argv[2] ?? 800);

function residentMb(): number {
  const line = readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : process.memoryUsage().rss / 1048576;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaldirac-memory-'));
  const beforeMb = residentMb();
  const db = await openPgliteDatabase(dataDir);
  await runMigrations(db);
  await db.execScript(
    'CREATE TABLE memory_probe (id BIGSERIAL PRIMARY KEY, account BIGINT NOT NULL, qty NUMERIC(20, 8) NOT NULL);' +
      'CREATE INDEX ON memory_probe (account)',
  );
  for (let index = 0; index < TRANSACTIONS; index += 1) {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO memory_probe (account, qty) VALUES ($1, $2)', [index % 50, '12.5']);
      await tx.query('SELECT SUM(qty) FROM memory_probe WHERE account = $1', [index % 50]);
    });
  }
  // Optimizing compilations run on background threads; give them time to finish and be counted.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  process.stdout.write(JSON.stringify({ beforeMb, afterMb: residentMb() }));
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
