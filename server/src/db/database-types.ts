// The storage interface every driver implements and every query is written against. Apart from
// database.ts (which picks a driver) so the drivers can implement it without importing the file
// that imports them.

export interface Queryable {
  /** Runs one statement with $1.. parameters and answers its rows. BIGINT columns come back as numbers. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** One statement and its $1.. parameters, built before anything is sent. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

export interface Database extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `statements` in order in one transaction and answers each one's rows. Nothing is checked
   * in JavaScript between them: on PostgreSQL BEGIN, the statements and COMMIT leave in one write
   * and COMMIT is sent before any answer is back, so every check that must roll the transaction
   * back has to fail its statement in SQL (sql-checks.ts). A failed statement fails the call and
   * nothing is committed. Absent where a transaction needs more than its statements (the cluster's
   * fenced database proves its lease first): callers then use `transaction`.
   */
  transactionOfStatements?(statements: readonly Statement[]): Promise<unknown[][]>;
  /**
   * True when transactionOfStatements chains its calls: one made while earlier calls are
   * unanswered runs after them on the same connection and commits only if each of them did (it
   * fails otherwise). Then a caller may send the next group before the previous one has answered.
   */
  readonly chainsFlights?: boolean;
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
}
