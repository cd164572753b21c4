// Chains the group commit's flights on PostgreSQL (postgres-database.ts): a flight sent while
// earlier ones are unanswered goes on their connection, behind them, and commits only if the one
// just before it did. So the persist queue can send its next group while the previous COMMIT is on
// its way, and a failed group still fails every group behind it, none of them half-applied.
//
// How a flight knows its predecessor committed: each flight ends with set_config of its number as
// a session setting. PostgreSQL undoes even a session-level setting when its transaction rolls
// back, so after a failed flight the setting still holds an older number. A chained flight starts
// with a check (sql-checks.ts) that the setting holds its predecessor's number; otherwise the check
// fails the statement, the statements behind it fail and its COMMIT answers ROLLBACK.
import type pg from 'pg';
import type { Statement } from './database-types';
import { statementsInOneFlight } from './one-flight';
import { failWhen, SQL_CHECK_MARKER } from './sql-checks';

const SETTING = 'kaldirac.flight';

/** Records the flight's number on its connection; undone if its transaction rolls back. */
function markStatement(flight: number): Statement {
  return { sql: `SELECT set_config('${SETTING}', $1::text, false) AS flight`, params: [String(flight)] };
}

/** Fails unless the flight numbered `previous` committed on this connection. */
function afterStatement(previous: number): Statement {
  const current = `current_setting('${SETTING}', true)`;
  const found = `coalesce(${current}, 'none')`;
  const message = `'${SQL_CHECK_MARKER}the flight before did not commit (' || ${found} || ')'`;
  return {
    sql: `SELECT ${failWhen(`${current} IS DISTINCT FROM $1::text`, message)} AS failed`,
    params: [String(previous)],
  };
}

export class FlightChain {
  /** The connection of the flights in the air; null when none is. */
  private connection: Promise<pg.PoolClient> | null = null;
  private unanswered = 0;
  private lastFlight = 0;

  constructor(private readonly pool: pg.Pool) {}

  /** Runs `statements` in one transaction, in one write, after every flight still unanswered. */
  async send(statements: readonly Statement[]): Promise<unknown[][]> {
    const flight = (this.lastFlight += 1);
    const chained = this.unanswered > 0;
    this.unanswered += 1;
    this.connection ??= this.pool.connect();
    const connection = this.connection;
    try {
      // Flights awaiting the same connection resume in the order they were sent.
      const client = await connection;
      const sent = [...(chained ? [afterStatement(flight - 1)] : []), ...statements, markStatement(flight)];
      const answers = await statementsInOneFlight(client, sent);
      return answers.slice(chained ? 1 : 0, answers.length - 1);
    } finally {
      this.unanswered -= 1;
      if (this.unanswered === 0) {
        this.connection = null;
        await connection.then(
          (client) => client.release(),
          () => undefined,
        );
      }
    }
  }
}
