// Counts the round trips the server makes to its database (each statement, and BEGIN and COMMIT
// of each transaction), so the benchmark can say how many an acknowledged order costs, and keeps
// the slowest statement (on PGlite a statement runs on the server's own thread: a stall).
import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from '../../server/src/db/database';

export interface CountingDatabase {
  db: Database;
  /** Round trips so far. */
  roundTrips(): number;
  /** Transactions so far. */
  transactions(): number;
  /** The slowest statement since the last reset: its time and its first words. */
  slowest(): { elapsedMs: number; sql: string };
  resetSlowest(): void;
  /** Each one-flight transaction, call to answer (a chained flight waits behind the one before). */
  flightMs(): number[];
}

/** Passes the driver's chained flights through: ORDER_FLIGHTS decides how many are in the air. */
export function countingDatabase(inner: Database): CountingDatabase {
  const flightMs: number[] = [];
  let roundTrips = 0;
  let transactions = 0;
  let slowest = { elapsedMs: 0, sql: '' };
  const counted = (target: Queryable): Queryable['query'] =>
    async function query(sql, params) {
      roundTrips += 1;
      const startedMs = performance.now();
      try {
        return await target.query(sql, params);
      } finally {
        const elapsedMs = performance.now() - startedMs;
        if (elapsedMs > slowest.elapsedMs)
          slowest = { elapsedMs, sql: sql.replace(/\s+/g, ' ').slice(0, 80) };
      }
    } as Queryable['query'];
  const db: Database = {
    driver: inner.driver,
    query: counted(inner),
    transaction: (fn) => {
      transactions += 1;
      roundTrips += 2;
      return inner.transaction((tx) => fn({ query: counted(tx) }));
    },
    // BEGIN, the statements and COMMIT leave together: one round trip.
    transactionOfStatements: inner.transactionOfStatements
      ? (statements) => {
          transactions += 1;
          roundTrips += 1;
          const startedMs = performance.now();
          return inner.transactionOfStatements!(statements).finally(() => {
            flightMs.push(performance.now() - startedMs);
          });
        }
      : undefined,
    chainsFlights: inner.chainsFlights,
    execScript: (sql) => inner.execScript(sql),
    close: () => inner.close(),
  };
  return {
    db,
    roundTrips: () => roundTrips,
    transactions: () => transactions,
    slowest: () => slowest,
    resetSlowest: () => {
      slowest = { elapsedMs: 0, sql: '' };
      flightMs.length = 0;
    },
    flightMs: () => flightMs,
  };
}
