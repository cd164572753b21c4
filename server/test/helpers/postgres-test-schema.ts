// A test file's own schema on the PostgreSQL of `npm run test:pg`, migrated in one round trip.
// runMigrations gives each of the migrations a transaction of its own and each statement a round
// trip of its own (about 290 per schema): seconds per test file on a busy machine, for SQL that is
// the same in every file. Here the same statements (split as runMigrations splits them) go in one
// script, one implicit transaction, with their schema_migrations rows; the table itself comes from
// runMigrations, so buildTestApp's own runMigrations afterwards finds every file applied.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/database';
import { findMigrationsDir, listMigrations, runMigrations, splitStatements } from '../../src/db/migrate';

let migrationScript: string | undefined;

/** Every migration's statements, then their schema_migrations rows; read once per test file. */
function allMigrationsScript(): string {
  if (migrationScript !== undefined) return migrationScript;
  const dir = findMigrationsDir();
  const names = listMigrations(dir);
  const statements = names.flatMap((name) => splitStatements(readFileSync(path.join(dir, name), 'utf8')));
  const rows = names.map((name) => `('${name.replace(/'/g, "''")}')`).join(', ');
  migrationScript = [...statements, `INSERT INTO schema_migrations (name) VALUES ${rows}`].join(';\n');
  return migrationScript;
}

/** Creates `schema` on the database at `url`, opens it there and applies every migration. */
export async function openMigratedSchema(url: string, schema: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const db = await openDatabase({ databaseUrl: url, schema });
  // runMigrations over an empty folder creates schema_migrations exactly as the server does.
  const noMigrations = mkdtempSync(path.join(os.tmpdir(), 'kaldirac-no-migrations-'));
  try {
    await runMigrations(db, noMigrations);
  } finally {
    rmSync(noMigrations, { recursive: true, force: true });
  }
  await db.execScript(allMigrationsScript());
  return db;
}
