// A real PostgreSQL server through a pg.Pool. Transactions take one client from the pool for
// their whole life, so every statement of fn runs on the same connection.
//
// The connections pipeline: a statement issued while the one before it is still running is sent at
// once instead of waiting for its answer, so statements that need nothing from each other's rows
// cost one round trip together (the group commit's writes, effects-recorder.ts). BEGIN goes out with
// the transaction's first statement; COMMIT is sent only once every statement has answered, so a
// failed one (or a check on what one returned) still rolls the whole transaction back. Code that
// awaits each statement behaves exactly as without pipelining.
//
// transactionOfStatements goes further for statements built in advance (a group commit's): the
// socket is corked while BEGIN, every statement and COMMIT are issued, so they leave in one write
// and COMMIT does not wait for the statements' answers. Their checks are in SQL: a failed
// statement aborts the transaction, the statements after it fail, and PostgreSQL answers the
// COMMIT with ROLLBACK, which this reports as the failure it is.
//
// Those flights are chained (Database.chainsFlights): one sent while earlier ones are unanswered
// rides their connection, so PostgreSQL runs it after their COMMIT, and it commits only if they
// did. Each flight's last statement stores its number in a session setting (set_config, not
// local), which PostgreSQL undoes when the transaction rolls back; a chained flight's first
// statement fails unless that setting holds its predecessor's number (flight-chain.ts).
import pg from 'pg';
import type { Database, Queryable } from './database-types';
import { withArrayLiterals } from './array-literal';
import { cleanDatabaseError } from './database-error';
import { parseBigIntColumn, SCHEMA_NAME_PATTERN } from './column-types';
import { FlightChain } from './flight-chain';

const POOL_SIZE_MAX = 10;
const INT8_OID = 20;

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query(sql, withArrayLiterals(params));
        return result.rows as T[];
      } catch (error) {
        throw cleanDatabaseError(error, sql);
      }
    },
  };
}

export async function openPostgresDatabase(databaseUrl: string, schema: string | null): Promise<Database> {
  if (schema !== null && !SCHEMA_NAME_PATTERN.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE_MAX,
    pipeline: true,
    // Setting search_path as a startup option applies it to every pooled connection before its
    // first query, so no statement can ever run in the wrong schema.
    options: schema ? `-c search_path=${schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseBigIntColumn
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection emits 'error'; without a listener it would crash the process.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const base = wrap(pool);
  const flights = new FlightChain(pool);
  return {
    driver: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      // Not awaited alone: it travels with the first statement. Each pipelined statement has its
      // own sync, so a BEGIN that failed could leave the statements behind it uncovered; only a
      // lost connection can fail it, and that fails them too.
      const begun = client.query('BEGIN');
      try {
        const [, result] = await Promise.all([begun, fn(wrap(client))]);
        await client.query('COMMIT').catch((error: unknown) => {
          throw cleanDatabaseError(error, 'COMMIT');
        });
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    transactionOfStatements: (statements) => flights.send(statements),
    chainsFlights: true,
    execScript: async (sql) => {
      await pool.query(sql).catch((error: unknown) => {
        throw cleanDatabaseError(error, 'script');
      });
    },
    close: () => pool.end(),
  };
}
