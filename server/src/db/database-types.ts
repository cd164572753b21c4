// The storage interface every driver implements and every query is written against. Apart from
// database.ts (which picks a driver) so the drivers can implement it without importing the file
// that imports them.

export interface Queryable {
  /** Runs one statement with $1.. parameters and answers its rows. BIGINT columns come back as numbers. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
}
