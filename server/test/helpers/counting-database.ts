// A Database that counts the statements sent through it (transactions' own statements too): the
// work a step asks of the database, which a loaded machine does not stretch as it does the time.
import type { Database, Queryable } from '../../src/db/database';

export interface StatementCount {
  readonly statements: number;
  readonly transactions: number;
}

export function countingDatabase(db: Database): { db: Database; count(): StatementCount } {
  let statements = 0;
  let transactions = 0;
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements += 1;
      return target.query(sql, params);
    },
  });
  const wrapped: Database = {
    driver: db.driver,
    query: (sql, params) => counted(db).query(sql, params),
    transaction: (fn) => {
      transactions += 1;
      return db.transaction((tx) => fn(counted(tx)));
    },
    execScript: (sql) => {
      statements += 1;
      return db.execScript(sql);
    },
    close: () => db.close(),
  };
  return { db: wrapped, count: () => ({ statements, transactions }) };
}
