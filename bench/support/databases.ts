// The databases a server benchmark runs on: PGlite in memory, and PostgreSQL when a URL is given,
// each run in a schema of its own that is dropped afterwards so a shared database stays clean.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/src/db/database';

export interface BenchDatabase {
  db: Database;
  dispose: () => Promise<void>;
}

/** A fresh schema `<prefix>_<random hex>` on the PostgreSQL at `url`, dropped again by dispose(). */
export async function openSchemaDatabase(
  url: string,
  prefix: string,
  randomByteCount = 4,
): Promise<BenchDatabase> {
  const schema = `${prefix}_${randomBytes(randomByteCount).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ databaseUrl: url, schema });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * Runs the benchmark on PGlite, then on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL) in a schema
 * named after `schemaPrefix`; true only if every run that took place returned true.
 */
export async function runOnEachDatabase(
  schemaPrefix: string,
  runOn: (label: string, db: Database) => Promise<boolean>,
): Promise<boolean> {
  let ok = true;
  const pglite = await openDatabase({});
  ok = (await runOn('PGlite (in memory)', pglite)) && ok;
  await pglite.close();
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
    return ok;
  }
  const { db, dispose } = await openSchemaDatabase(url, schemaPrefix);
  try {
    ok = (await runOn('PostgreSQL', db)) && ok;
  } finally {
    await dispose();
  }
  return ok;
}
