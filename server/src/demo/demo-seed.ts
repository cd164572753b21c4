// On an empty database, creates the demo account printed at start: demo@example.com / Demo1234!
// with a 10,000 USD deposit written as a ledger row like any other balance change.
import { openAccount, postLedger } from '../accounts/accounts-repository';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/users-repository';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_PHONE = '+905550000000';
export const DEMO_DEPOSIT_CENTS = 10_000_00;

/** Answers the demo user's id when it was created now, null when the database had users already. */
export async function seedDemo(db: Database, clock: Clock): Promise<string | null> {
  const existing = await db.query<{ count: number }>('SELECT COUNT(*)::bigint AS count FROM users');
  if ((existing[0]?.count ?? 0) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = new Date(clock.now());
  return db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      name: 'Demo',
      surname: 'Kullanıcı',
      email: DEMO_EMAIL,
      phone: DEMO_PHONE,
      passwordHash,
      at,
    });
    await openAccount(tx, userId);
    await postLedger(tx, { userId, kind: 'deposit', amountCents: DEMO_DEPOSIT_CENTS, at });
    return userId;
  });
}
