// A Database whose every transaction first proves the leader's lease (lease-store.ts, `fence`).
// An engine leader hands this to its parts instead of the plain database, so no write of a deposed
// leader reaches PostgreSQL, whatever path it takes. Single statements outside a transaction are
// run as one-statement transactions for the same reason; reads pay one indexed lookup for it.
import type { Database, Queryable } from '../db/database';
import { fence, type Lease } from './lease-store';

export function fencedDatabase(db: Database, currentLease: () => Lease): Database {
  return {
    driver: db.driver,
    query: <T = Record<string, unknown>>(sql: string, params?: readonly unknown[]) =>
      db.transaction(async (tx) => {
        await fence(tx, currentLease());
        return tx.query<T>(sql, params);
      }),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      db.transaction(async (tx) => {
        await fence(tx, currentLease());
        return fn(tx);
      }),
    execScript: (sql) => db.execScript(sql),
    close: () => db.close(),
  };
}
