// One small storage interface for the whole server. Two drivers implement it: embedded PGlite (the
// default, for trying the app and development) and a pg.Pool on a real PostgreSQL (for real money).
// Both speak the same PostgreSQL dialect, so migrations and queries are written once.

import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

import type { Database } from './database-types';

export type { Database, Queryable, Statement } from './database-types';

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | null;
  /** Folder for PGlite files; when absent PGlite lives in memory (tests). */
  dataDir?: string | null;
  /** PostgreSQL only: a schema set as search_path on every pooled connection (tests). */
  schema?: string | null;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.schema ?? null);
  return openPgliteDatabase(options.dataDir ?? null);
}
