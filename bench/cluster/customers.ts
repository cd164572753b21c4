// Signed-in customers for the cluster bench, written straight into the cluster's PostgreSQL with the
// server's own repository functions (a user, its real and practice accounts with the practice
// balance as a ledger row, a session on the practice account), so 1,000 of them take seconds
// instead of 1,000 registrations through the rate-limited API. Answers each one's session token.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openAccounts } from '../../server/src/accounts/accounts-repository';
import type { Queryable } from '../../server/src/db/database-types';
import { hashToken } from '../../server/src/sessions/tokens';
import { insertUser } from '../../server/src/users/users-repository';

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Customers per transaction: large enough to be quick, small enough not to hold locks long. */
const BATCH = 200;
let calls = 0;

function queryableOf(client: pg.ClientBase): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      const result = await client.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
  };
}

export async function createCustomers(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tx = queryableOf(client);
  // Each call its own e-mails and phones (both unique), for several calls on one database.
  calls += 1;
  const run = String(calls).padStart(2, '0');
  const tokens: string[] = [];
  const at = new Date();
  try {
    for (let from = 0; from < count; from += BATCH) {
      await client.query('BEGIN');
      for (let index = from; index < Math.min(count, from + BATCH); index += 1) {
        const userId = await insertUser(tx, {
          name: 'Yük',
          surname: `Testi ${index}`,
          email: `bench-${run}-${index}@example.com`,
          phone: `+90599${run}${String(index).padStart(5, '0')}`,
          // Nobody signs in with a password here: the session below is the way in.
          passwordHash: 'bench-no-password',
          at,
        });
        const { practiceId } = await openAccounts(tx, userId, at);
        const token = randomBytes(32).toString('base64url');
        await tx.query(
          `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, active_account_id)
           VALUES ($1, $2, $3, $4, $5)`,
          [hashToken(token), userId, at, new Date(at.getTime() + SESSION_LIFETIME_MS), practiceId],
        );
        tokens.push(token);
      }
      await client.query('COMMIT');
    }
  } finally {
    await client.end();
  }
  return tokens;
}
