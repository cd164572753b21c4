// The database's own pace, measured in the same run as the orders: as many connections as the
// order benchmark has clients, each committing small transactions (BEGIN, one INSERT, COMMIT)
// back to back. On PostgreSQL each loop has a connection of its own; PGlite has one connection,
// so its loops queue on it as the server's statements do.
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
  durationMs: number;
  /** Committing, uncounted, before the measured window (as the order phase warms up). */
  warmupMs: number;
}

/**
 * Commits small transactions in `loops` concurrent loops for `warmupMs` uncounted, then for
 * `durationMs`; answers how many per second in the second window.
 */
async function commitLoops(
  loops: number,
  warmupMs: number,
  durationMs: number,
  commitOne: (loop: number) => Promise<void>,
): Promise<number> {
  if (warmupMs > 0) await commitLoops(loops, 0, warmupMs, commitOne);
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
  return committed / ((performance.now() - startedMs) / 1000);
}

/** Committed transactions per second over `connections` loops for `durationMs`. */
export async function measureRawTransactions(options: RawTransactionsOptions): Promise<number> {
  const { db, databaseUrl, connections, durationMs, warmupMs } = options;
  await db.query(RAW_TABLE_SQL);
  if (databaseUrl === null) {
    return commitLoops(connections, warmupMs, durationMs, (loop) =>
      db.transaction(async (tx) => {
        await tx.query(RAW_INSERT_SQL, [loop]);
      }),
    );
  }
  // The bench's own schema, so the table goes when the schema is dropped.
  const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const clients = Array.from(
    { length: connections },
    () => new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    return await commitLoops(connections, warmupMs, durationMs, async (loop) => {
      const client = clients[loop];
      await client.query('BEGIN');
      await client.query(RAW_INSERT_SQL, [loop]);
      await client.query('COMMIT');
    });
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
