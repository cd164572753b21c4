// The child process that prepares a PGlite folder (pglite-folder.ts): initdb and every migration in
// DATA_DIR-style folder argv[2], then exit, taking initdb's memory with it.
import { runMigrations } from './migrate';
import { openPgliteDatabase } from './pglite-database';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: pglite-folder-main <folder>');
  const db = await openPgliteDatabase(dataDir, undefined, { initdb: true });
  await runMigrations(db);
  await db.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Preparing the database folder failed:', error);
    process.exit(1);
  },
);
