// A new PGlite folder starts as a copy of a prepared one. PGlite's initdb takes 10–25 s of CPU on
// this machine and leaves its WebAssembly memory (near 900 MB at its peak) in the process that ran
// it; then every migration runs. So the first server on a machine prepares a folder once, in a
// child process that exits (pglite-folder-main.ts), keeps it in the temporary folder keyed by
// PGlite's version, its settings and the migrations' content, and every new data folder after it
// is a file copy of that one: seconds, and the server never holds initdb's memory.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findMigrationsDir, listMigrations } from './migrate';

const FOLDER_PREFIX = 'kaldirac-pglite-folder-';

/** A data folder only loads into the PGlite build that wrote it. */
function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function preparedFolderPath(settings: readonly string[]): string {
  const dir = findMigrationsDir();
  const hash = createHash('sha256').update(`pglite-${pgliteVersion()}-${settings.join(';')}-folder-v1`);
  for (const name of listMigrations(dir)) hash.update(name).update(readFileSync(path.join(dir, name)));
  return path.join(os.tmpdir(), `${FOLDER_PREFIX}${hash.digest('hex').slice(0, 16)}`);
}

/** The child's entry, compiled beside this file, or the TypeScript source run through tsx. */
function folderEntry(): { file: string; execArgv: string[] } {
  const fromSource = __filename.endsWith('.ts');
  return {
    file: path.join(__dirname, fromSource ? 'pglite-folder-main.ts' : 'pglite-folder-main.js'),
    execArgv: fromSource ? ['--require', require.resolve('tsx/cjs')] : [],
  };
}

function runChild(target: string): Promise<boolean> {
  const entry = folderEntry();
  return new Promise((resolve) => {
    const child = fork(entry.file, [target], { execArgv: entry.execArgv, stdio: 'inherit' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * Folders of earlier migrations, versions or settings are tens of megabytes each. Those not
 * written for a day go: removing every other one at once made two checkouts with different
 * migrations or settings on one machine delete each other's folder and prepare it again each start.
 */
const FOLDER_KEPT_MS = 24 * 60 * 60 * 1000;

function removeOldFolders(current: string): void {
  const dir = path.dirname(current);
  const keptSince = Date.now() - FOLDER_KEPT_MS;
  for (const name of readdirSync(dir)) {
    const other = path.join(dir, name);
    if (!/^kaldirac-pglite-folder-[0-9a-f]{16}$/.test(name) || other === current) continue;
    try {
      if (statSync(other).mtimeMs < keptSince) rmSync(other, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another server.
    }
  }
}

/**
 * Fills `location` (a PGlite folder) from the prepared folder when it holds no database yet.
 * If preparing fails (no way to start the child), it is left empty and PGlite runs initdb itself.
 */
export async function preparePgliteFolder(location: string, settings: readonly string[] = []): Promise<void> {
  if (existsSync(path.join(location, 'PG_VERSION'))) return;
  const prepared = preparedFolderPath(settings);
  if (!existsSync(path.join(prepared, 'PG_VERSION'))) {
    const partial = `${prepared}.${process.pid}.part`;
    rmSync(partial, { recursive: true, force: true });
    if (!(await runChild(partial))) {
      rmSync(partial, { recursive: true, force: true });
      return;
    }
    try {
      renameSync(path.join(partial, 'pglite'), prepared);
      removeOldFolders(prepared);
    } catch {
      // Another server prepared the same folder first; its copy is as good.
    }
    rmSync(partial, { recursive: true, force: true });
  }
  cpSync(prepared, location, { recursive: true });
}
