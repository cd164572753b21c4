// One group-commit flight on PostgreSQL: BEGIN, statements built in advance and COMMIT issued with
// the connection's socket corked, so they leave in one write and COMMIT does not wait for the
// statements' answers (postgres-database.ts explains why the checks are in SQL).
import type pg from 'pg';
import type { Statement } from './database-types';
import { withArrayLiterals } from './array-literal';
import { cleanDatabaseError } from './database-error';
import { statementName } from './statement-names';

/** What COMMIT answered: COMMIT, or ROLLBACK when the transaction had failed. */
type CommitAnswer = { command: string } | { error: unknown };

/** Issues BEGIN, the statements and COMMIT with the socket corked, so they leave in one write. */
function issueInOneWrite(
  client: pg.PoolClient,
  statements: readonly Statement[],
): { answers: Promise<unknown[]>[]; committed: Promise<CommitAnswer> } {
  const stream = client.connection.stream;
  stream.cork();
  try {
    const answers = [
      client.query('BEGIN').then(() => []),
      ...statements.map(({ sql, params }) =>
        // Named: each text is parsed once per connection (statement-names.ts).
        client.query({ name: statementName(sql), text: sql, values: withArrayLiterals(params) }).then(
          (result) => result.rows as unknown[],
          (error: unknown) => {
            throw cleanDatabaseError(error, sql);
          },
        ),
      ),
    ];
    // Never rejects: its answer is read only after the statements', and must not go unhandled.
    const committed = client.query('COMMIT').then(
      (result): CommitAnswer => ({ command: result.command }),
      (error: unknown): CommitAnswer => ({ error: cleanDatabaseError(error, 'COMMIT') }),
    );
    return { answers, committed };
  } finally {
    stream.uncork();
  }
}

/** BEGIN, the statements and COMMIT in one write on `client`; answers each statement's rows. */
export async function statementsInOneFlight(
  client: pg.PoolClient,
  statements: readonly Statement[],
): Promise<unknown[][]> {
  const { answers, committed } = issueInOneWrite(client, statements);
  try {
    const [, ...rows] = await Promise.all(answers);
    const commit = await committed;
    if ('error' in commit) throw commit.error;
    // A transaction that failed answers COMMIT with ROLLBACK: nothing was committed.
    if (commit.command !== 'COMMIT') throw new Error(`transaction ended with ${commit.command}, not COMMIT`);
    return rows;
  } catch (error) {
    // Waits for COMMIT's answer too, so the connection goes back idle; a no-op after COMMIT's ROLLBACK
    // (and after a chained flight's COMMIT, when one was sent behind this one).
    await committed;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
