// Starting PGlite means compiling WebAssembly and running initdb: seconds on a busy machine, per
// test file. A migrated database is dumped once into the temp folder (keyed by the migrations'
// content) and every test file starts from a copy of it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findMigrationsDir, listMigrations, runMigrations } from '../../src/db/migrate';
import { openPgliteDatabase, type PgliteDatabase } from '../../src/db/pglite-database';

function templatePath(): string {
  const dir = findMigrationsDir();
  const hash = createHash('sha256').update('pglite-0.5-template-v1');
  for (const name of listMigrations(dir)) hash.update(name).update(readFileSync(path.join(dir, name)));
  return path.join(os.tmpdir(), `kaldirac-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** An in-memory PGlite with every migration applied. */
export async function openMigratedPglite(): Promise<PgliteDatabase> {
  const file = templatePath();
  if (existsSync(file)) {
    try {
      const db = await openPgliteDatabase(null, readFileSync(file));
      await runMigrations(db);
      return db;
    } catch {
      // A damaged template (an interrupted write) is rebuilt below.
    }
  }
  const db = await openPgliteDatabase(null);
  await runMigrations(db);
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, await db.dumpDataDir());
  renameSync(partial, file);
  return db;
}
