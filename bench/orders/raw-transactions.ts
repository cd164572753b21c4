// The database's own pace, measured in the same run as the orders: as many connections as the
// order benchmark has clients, each committing small transactions (BEGIN, one INSERT, COMMIT)
// back to back. On PostgreSQL each loop has a connection of its own, opened once and kept for
// every window; PGlite has one connection, so its loops queue on it as the server's statements do.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Database } from '../../server/src/db/database';

const RAW_TABLE_SQL =
  'CREATE TABLE IF NOT EXISTS bench_raw_transactions (id BIGSERIAL PRIMARY KEY, client INT, at TIMESTAMPTZ)';
const RAW_INSERT_SQL = 'INSERT INTO bench_raw_transactions (client, at) VALUES ($1, now())';

export interface RawTransactionsOptions {
  db: Database;
  /** PostgreSQL's URL, or null on PGlite. */
  databaseUrl: string | null;
  connections: number;
}

/** One window of committing: how many committed, over how long (the last loop's end included). */
export interface RawWindow {
  committed: number;
  elapsedMs: number;
}

export interface RawTransactions {
  /** Commits in every loop until `durationMs` has passed; each loop finishes its transaction. */
  run(durationMs: number): Promise<RawWindow>;
  close(): Promise<void>;
}

/** Commits small transactions in `loops` concurrent loops for `durationMs`. */
async function commitLoops(
  loops: number,
  durationMs: number,
  commitOne: (loop: number) => Promise<void>,
): Promise<RawWindow> {
  const startedMs = performance.now();
  const endMs = startedMs + durationMs;
  let committed = 0;
  const run = async (loop: number): Promise<void> => {
    while (performance.now() < endMs) {
      await commitOne(loop);
      committed += 1;
    }
  };
  await Promise.all(Array.from({ length: loops }, (_, loop) => run(loop)));
  return { committed, elapsedMs: performance.now() - startedMs };
}

/** Opens the loops' connections (and their table); `run` then measures a window at a time. */
export async function openRawTransactions(options: RawTransactionsOptions): Promise<RawTransactions> {
  const { db, databaseUrl, connections } = options;
  await db.query(RAW_TABLE_SQL);
  if (databaseUrl === null) {
    return {
      run: (durationMs) =>
        commitLoops(connections, durationMs, (loop) =>
          db.transaction(async (tx) => {
            await tx.query(RAW_INSERT_SQL, [loop]);
          }),
        ),
      close: async () => undefined,
    };
  }
  // The bench's own schema, so the table goes when the schema is dropped.
  const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const clients = Array.from(
    { length: connections },
    () => new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  return {
    run: (durationMs) =>
      commitLoops(connections, durationMs, async (loop) => {
        const client = clients[loop];
        await client.query('BEGIN');
        await client.query(RAW_INSERT_SQL, [loop]);
        await client.query('COMMIT');
      }),
    close: async () => {
      await Promise.all(clients.map((client) => client.end()));
    },
  };
}
