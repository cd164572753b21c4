// On an empty database, creates the two accounts printed at start: the demo customer
// demo@example.com / Demo1234! with a 10,000 USD deposit on its real account, written as a ledger
// row like any other balance change (and its practice account, like every customer's), and the operator operator@example.com / Operator1234! (API.md Roles), whose role
// grant is the audit log's first row. The demo customer has done the real account's onboarding.
import { openAccounts, postLedger } from '../accounts/accounts-repository';
import { recordAudit } from '../audit/audit-log';
import { recordOnboardingDone } from '../compliance/onboarding-done';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/users-repository';

import { DEMO_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL, OPERATOR_PASSWORD } from './demo-accounts';

export { DEMO_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL, OPERATOR_PASSWORD } from './demo-accounts';
export const DEMO_PHONE = '+905550000000';
export const DEMO_DEPOSIT_CENTS = 10_000_00;
export const OPERATOR_PHONE = '+905550000001';

/** Any constant works; it only has to be the same in every server process. */
const DEMO_SEED_LOCK_KEY = 7_318_002;

/** Answers the demo user's id when it was created now, null when the database had users already. */
export async function seedDemo(db: Database, clock: Clock): Promise<string | null> {
  const existing = await db.query<{ count: number }>('SELECT COUNT(*)::bigint AS count FROM users');
  if ((existing[0]?.count ?? 0) > 0) return null;
  // Each hash takes a thread of the pool for a while; the two run side by side.
  const [passwordHash, operatorPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(OPERATOR_PASSWORD),
  ]);
  const at = new Date(clock.nowMs());
  return db.transaction(async (tx) => {
    // Nodes of a cluster may start together on a fresh database: they take turns here, and the
    // second finds the first one's people and seeds nothing.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK_KEY]);
    const seeded = await tx.query<{ count: number }>('SELECT COUNT(*)::bigint AS count FROM users');
    if ((seeded[0]?.count ?? 0) > 0) return null;
    await seedOperator(tx, operatorPasswordHash, at);
    const userId = await insertUser(tx, {
      name: 'Demo',
      surname: 'Kullanıcı',
      email: DEMO_EMAIL,
      phone: DEMO_PHONE,
      passwordHash,
      at,
    });
    const { realId } = await openAccounts(tx, userId, at);
    await postLedger(tx, { accountId: realId, kind: 'deposit', amountCents: DEMO_DEPOSIT_CENTS, at });
    // The demo customer's money is on the real account, so that is where its sessions start.
    await tx.query("UPDATE users SET preferred_account_kind = 'real' WHERE id = $1", [userId]);
    // Seeded as having read the documents and taken the test, so it trades on real at once.
    await recordOnboardingDone(tx, userId, at);
    return userId;
  });
}

async function seedOperator(tx: Queryable, passwordHash: string, at: Date): Promise<void> {
  const operatorId = await insertUser(tx, {
    name: 'Operasyon',
    surname: 'Ekibi',
    email: OPERATOR_EMAIL,
    phone: OPERATOR_PHONE,
    passwordHash,
    at,
  });
  // Everyone starts as a customer (the column's default); this seed is the one place that grants more.
  await tx.query("UPDATE users SET role = 'operator' WHERE id = $1", [operatorId]);
  // Signing in works like for anyone, and the profile reads an account, so the operator has one.
  await openAccounts(tx, operatorId, at);
  await recordAudit(tx, {
    actorId: null,
    actorRole: 'system',
    action: 'user.grant-role',
    subjectType: 'user',
    subjectId: operatorId,
    before: { role: 'customer' },
    after: { role: 'operator' },
    at,
  });
}
