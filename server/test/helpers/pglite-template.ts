// Starting PGlite means compiling WebAssembly and running initdb: seconds on a busy machine, per
// test file. A migrated database is dumped once into the temp folder (keyed by the migrations'
// content) and every test file starts from a copy of it. The copy leaves out template0 and
// template1, the databases CREATE DATABASE copies from: PGlite serves one database and never opens
// them, and they were 14 of the dump's 43 MB, each test app loading them again (about 0.15 s of CPU
// an app, measured on the unit tests' template).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findMigrationsDir, listMigrations, runMigrations } from '../../src/db/migrate';
import { openPgliteDatabase, type PgliteDatabase } from '../../src/db/pglite-database';
import { tarWithout } from './tar-without';

/** A data folder only loads into the PGlite build that wrote it. */
function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function templatePath(): string {
  const dir = findMigrationsDir();
  const hash = createHash('sha256').update(`pglite-${pgliteVersion()}-template-v2`);
  for (const name of listMigrations(dir)) hash.update(name).update(readFileSync(path.join(dir, name)));
  return path.join(os.tmpdir(), `kaldirac-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Templates of earlier migrations are tens of megabytes each. Those not written for a day go:
 * removing every other one made two checkouts of different migrations on one machine (branches
 * tested side by side) delete each other's template and pay for initdb on every run.
 */
const TEMPLATE_KEPT_MS = 24 * 60 * 60 * 1000;

function removeOldTemplates(current: string): void {
  const dir = path.dirname(current);
  const keptSince = Date.now() - TEMPLATE_KEPT_MS;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!/^kaldirac-pglite-[0-9a-f]{16}\.tar$/.test(name) || file === current) continue;
    try {
      if (statSync(file).mtimeMs < keptSince) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another test process.
    }
  }
}

/** The data folder as a tar, without template0's and template1's files. */
async function dumpWithoutTemplates(db: PgliteDatabase): Promise<Uint8Array> {
  const templates = await db.query<{ oid: number }>(
    "SELECT oid::int AS oid FROM pg_database WHERE datname IN ('template0', 'template1')",
  );
  const folders = templates.map(({ oid }) => `/base/${oid}`);
  const dump = await db.dumpDataDir();
  return tarWithout(dump, (name) =>
    folders.some((folder) => name === folder || name.startsWith(`${folder}/`)),
  );
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
  writeFileSync(partial, await dumpWithoutTemplates(db));
  renameSync(partial, file);
  removeOldTemplates(file);
  return db;
}
