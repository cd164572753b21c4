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
import { preparePgliteFolder } from './pglite-folder';
import { keepWasmOnBaselineCompiler } from './wasm-baseline-only';

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
 * PostgreSQL's default here is 160 MB of shared buffers, allocated in PGlite's WebAssembly memory
 * and so resident from the start: most of the embedded server's idle memory. One connection and a
 * broker's working set need far less, and the files' pages stay in the operating system's cache.
 * 8 MB: the touched WebAssembly memory is about 21 MB at the start where 16 MB of buffers made it
 * 29 MB and 32 MB made it 48 MB; statements on a 30 MB table read at random cost the same CPU with
 * 8 as with 16 (docs/server.md, "Start" and "Memory at idle on PGlite").
 */
export const PGLITE_SETTINGS = ['shared_buffers=8MB'];

/**
 * A template tar handed to PGlite as the Blob it asks for. `new Blob([bytes])` copies the tens of
 * megabytes, and Node's Blob.arrayBuffer() copies them again in chunks: about 60 ms of CPU an open
 * in the server tests' profile. PGlite only calls arrayBuffer() and reads `type`.
 */
class TarHandOver extends Blob {
  constructor(private readonly tar: Uint8Array) {
    super([], { type: 'application/x-tar' });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tar;
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

/**
 * Opens PGlite with its files in dataDir/pglite, or in memory when dataDir is null.
 * `template` is a tar from dumpDataDir(): the database starts as a copy of it. A new folder starts
 * as a copy of a prepared one (pglite-folder.ts: initdb and the migrations, run once per machine in
 * a process of their own) unless `initdb` asks for PGlite's own initdb here.
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  template?: Uint8Array,
  options: { initdb?: boolean } = {},
): Promise<PgliteDatabase> {
  let location: string | undefined;
  if (dataDir) {
    location = path.resolve(dataDir, 'pglite');
    if (!options.initdb && !template) await preparePgliteFolder(location, PGLITE_SETTINGS);
    mkdirSync(location, { recursive: true });
  }
  keepWasmOnBaselineCompiler();
  const pglite = await PGlite.create(location, {
    postgresqlconf: PGLITE_SETTINGS,
    parsers: { [types.INT8]: parseBigIntColumn },
    ...(template ? { loadDataDir: new TarHandOver(template) } : {}),
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
    // One connection, no network: the statements simply run one after another in one transaction.
    transactionOfStatements: (statements) =>
      turns.run(() =>
        pglite
          .transaction(async (tx) => {
            const answers: unknown[][] = [];
            const queryable = wrapTransaction(tx);
            for (const { sql, params } of statements) answers.push(await queryable.query(sql, params));
            return answers;
          })
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
