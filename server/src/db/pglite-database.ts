// Embedded PostgreSQL compiled to WebAssembly. It runs one connection, so PGlite itself queues
// queries, and its transaction() holds that connection until fn settles.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { parseBigIntColumn } from './column-types';
import type { Database, Queryable } from './database-types';
import { cleanDatabaseError } from './database-error';

interface PgliteQueryTarget {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface PgliteDatabase extends Database {
  /** A tar of the whole data folder; tests start new databases from it instead of running initdb. */
  dumpDataDir(): Promise<Uint8Array>;
}

function wrap(target: PgliteQueryTarget): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<T>(sql, [...params]);
        return result.rows;
      } catch (error) {
        throw cleanDatabaseError(error, sql);
      }
    },
  };
}

/**
 * Opens PGlite with its files in dataDir/pglite, or in memory when dataDir is null.
 * `template` is a tar from dumpDataDir(): the database starts as a copy of it.
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  template?: Uint8Array,
): Promise<PgliteDatabase> {
  let location: string | undefined;
  if (dataDir) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    parsers: { [types.INT8]: parseBigIntColumn },
    ...(template ? { loadDataDir: new Blob([new Uint8Array(template)], { type: 'application/x-tar' }) } : {}),
  });
  const base = wrap(pglite);
  return {
    driver: 'pglite',
    query: base.query,
    transaction: (fn) =>
      pglite
        .transaction((tx) => fn(wrap(tx)))
        .catch((error: unknown) => {
          throw cleanDatabaseError(error, 'COMMIT');
        }),
    execScript: async (sql) => {
      await pglite.exec(sql).catch((error: unknown) => {
        throw cleanDatabaseError(error, 'script');
      });
    },
    close: () => pglite.close(),
    dumpDataDir: async () => new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()),
  };
}
