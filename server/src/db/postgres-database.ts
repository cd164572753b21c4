// A real PostgreSQL server through a pg.Pool. Transactions take one client from the pool for
// their whole life, so every statement of fn runs on the same connection.
import pg from 'pg';
import type { Database, Queryable } from './database-types';
import { cleanDatabaseError } from './database-error';
import { parseBigIntColumn, SCHEMA_NAME_PATTERN } from './column-types';

const POOL_SIZE_MAX = 10;
const INT8_OID = 20;

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query(sql, [...params]);
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
  return {
    driver: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
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
    execScript: async (sql) => {
      await pool.query(sql).catch((error: unknown) => {
        throw cleanDatabaseError(error, 'script');
      });
    },
    close: () => pool.end(),
  };
}
