// A Database that counts the statements sent through it (transactions' own statements too), so
// bench:start can say how much work each step asks of the database, not only how long it took.
import type { Database, Queryable } from '../../server/src/db/database';

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
