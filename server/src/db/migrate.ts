// Runs server/src/db/migrations/NNN-name.sql in file-name order, each once, each in its own
// transaction together with its row in schema_migrations, so a failed file leaves no half state.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../repo-root';
import type { Database } from './database';

const MIGRATION_FILE_PATTERN = /^\d{3}-[a-z0-9-]+\.sql$/;

/**
 * tsc does not copy .sql files, so the compiled server (dist-server/server/src/db) finds them
 * in the source folder of the repository it was built from.
 */
export function findMigrationsDir(fromDir: string = __dirname): string {
  const candidates = [
    path.join(fromDir, 'migrations'),
    path.join(findRepoRoot(fromDir), 'server', 'src', 'db', 'migrations'),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Migrations folder not found; looked in ${candidates.join(', ')}`);
  return found;
}

export function listMigrations(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE_PATTERN.test(name))
    .sort();
}

// Any constant works; it only has to be the same in every server process.
const MIGRATION_LOCK_KEY = 7_318_001;

export async function runMigrations(db: Database, dir: string = findMigrationsDir()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
  });
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const applied: string[] = [];
  for (const name of listMigrations(dir)) {
    if (done.has(name)) continue;
    const sql = readFileSync(path.join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Two servers starting together on one PostgreSQL take turns; the second finds the row.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const already = await tx.query('SELECT name FROM schema_migrations WHERE name = $1', [name]);
      if (already.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

/**
 * Transactions give us one query() per statement, which runs a single statement only. Migration
 * files therefore keep to plain statements ended by ';' at the end of a line (no function
 * bodies with inner semicolons); comments are dropped first.
 */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
