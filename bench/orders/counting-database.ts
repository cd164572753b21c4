// Counts the round trips the server makes to its database (each statement, and BEGIN and COMMIT
// of each transaction), so the benchmark can say how many an acknowledged order costs.
import type { Database, Queryable } from '../../server/src/db/database';

export interface CountingDatabase {
  db: Database;
  /** Round trips so far. */
  roundTrips(): number;
  /** Transactions so far. */
  transactions(): number;
}

export function countingDatabase(inner: Database): CountingDatabase {
  let roundTrips = 0;
  let transactions = 0;
  const counted = (target: Queryable): Queryable['query'] =>
    function query(sql, params) {
      roundTrips += 1;
      return target.query(sql, params);
    } as Queryable['query'];
  const db: Database = {
    driver: inner.driver,
    query: counted(inner),
    transaction: (fn) => {
      transactions += 1;
      roundTrips += 2;
      return inner.transaction((tx) => fn({ query: counted(tx) }));
    },
    execScript: (sql) => inner.execScript(sql),
    close: () => inner.close(),
  };
  return { db, roundTrips: () => roundTrips, transactions: () => transactions };
}
