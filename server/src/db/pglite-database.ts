// Embedded PostgreSQL compiled to WebAssembly. It runs one connection, so PGlite itself queues
// queries, and its transaction() holds that connection until fn settles.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { parseBigIntColumn } from './column-types';

interface PgliteQueryTarget {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

function wrap(target: PgliteQueryTarget): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
  };
}

export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  let location: string | undefined;
  if (dataDir) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, { parsers: { [types.INT8]: parseBigIntColumn } });
  const base = wrap(pglite);
  return {
    driver: 'pglite',
    query: base.query,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    execScript: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}
