// Embedded PostgreSQL compiled to WebAssembly. It runs one connection, so statements queue, and
// transaction() holds that connection until fn settles.
//
// PGlite runs each statement synchronously on the server's own thread, and its own queue starts
// the next statement from a promise callback, so forty queued statements would run back to back
// without the event loop ever getting a turn (no socket read, no timer, no answer written): a
// stall of hundreds of milliseconds under load. So statements go through a queue of our own that
// starts each one on a later turn of the event loop, inside a transaction too.
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

/** Resolves on a later turn of the event loop, once pending I/O and timers have run. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs operations one at a time, each starting on a later turn of the event loop. */
class TurnQueue {
  private tail: Promise<void> = Promise.resolve();

  run<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.tail.then(nextTurn).then(operation);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

async function queryOn<T>(target: PgliteQueryTarget, sql: string, params: readonly unknown[]): Promise<T[]> {
  try {
    const result = await target.query<T>(sql, [...params]);
    return result.rows;
  } catch (error) {
    throw cleanDatabaseError(error, sql);
  }
}

/** A transaction's statements: each on a later turn, so a long transaction does not stall either. */
function wrapTransaction(tx: PgliteQueryTarget): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      await nextTurn();
      return queryOn<T>(tx, sql, params);
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
  const turns = new TurnQueue();
  return {
    driver: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      turns.run(() => queryOn<T>(pglite, sql, params)),
    transaction: (fn) =>
      turns.run(() =>
        pglite
          .transaction((tx) => fn(wrapTransaction(tx)))
          .catch((error: unknown) => {
            throw cleanDatabaseError(error, 'COMMIT');
          }),
      ),
    execScript: (sql) =>
      turns.run(async () => {
        await pglite.exec(sql).catch((error: unknown) => {
          throw cleanDatabaseError(error, 'script');
        });
      }),
    close: () => pglite.close(),
    dumpDataDir: async () => new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()),
  };
}
