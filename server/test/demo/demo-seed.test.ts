// The demo account exists on a fresh database with its 10,000 USD as a ledger deposit, once; so
// does the operator of API.md Roles, whose role grant is in the audit log.
import { accountOfKind, ledgerBalanceCents } from '../../src/accounts/accounts-repository';
import { listAudit } from '../../src/audit/audit-log';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OPERATOR_EMAIL,
  OPERATOR_PASSWORD,
  seedDemo,
} from '../../src/demo/demo-seed';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer } from '../helpers/register-and-login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('creates the demo account with a 10,000 USD deposit that the profile shows', async () => {
    const userId = await seedDemo(t.db, t.clock);
    expect(userId).not.toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(login.json().data.token),
    });
    // The demo customer's money is on its real account, where its sessions start.
    expect(profile.json().data).toMatchObject({
      email: DEMO_EMAIL,
      accountKind: 'real',
      balance: 10_000,
      assets: 10_000,
    });
    const real = await accountOfKind(t.db, userId ?? '', 'real');
    expect(await ledgerBalanceCents(t.db, real?.id ?? '')).toBe(1_000_000);
    const ledger = await t.db.query('SELECT kind, amount_cents FROM ledger WHERE account_id = $1', [
      real?.id,
    ]);
    expect(ledger).toEqual([{ kind: 'deposit', amount_cents: 1_000_000 }]);
  });

  it('creates the operator, who signs in like anyone and reaches the operator routes', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: OPERATOR_EMAIL, password: OPERATOR_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const headers = bearer(login.json().data.token);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(profile.json().data).toMatchObject({ email: OPERATOR_EMAIL, role: 'operator' });
    const audit = await t.app.inject({ method: 'GET', url: '/api/operator/audit', headers });
    expect(audit.statusCode).toBe(200);
    // The demo customer's seeded onboarding has its own audit row (compliance); the grant is the operator's.
    const { records } = await listAudit(t.db, 1, 10, { action: 'user.grant-role' });
    expect(records).toEqual([
      expect.objectContaining({
        actorId: null,
        actorRole: 'system',
        action: 'user.grant-role',
        subjectId: profile.json().data.id,
        after: { role: 'operator' },
      }),
    ]);
  });

  it('does nothing on a database that has users', async () => {
    expect(await seedDemo(t.db, t.clock)).toBeNull();
    expect(await t.db.query('SELECT id FROM users WHERE email = $1', [DEMO_EMAIL])).toHaveLength(1);
    expect(await t.db.query('SELECT id FROM users WHERE email = $1', [OPERATOR_EMAIL])).toHaveLength(1);
  });
});

describe('seedDemo on nodes starting together', () => {
  it('seeds once when several start on one fresh database at the same moment', async () => {
    const fresh = await buildTestApp();
    const answers = await Promise.all([1, 2, 3].map(() => seedDemo(fresh.db, fresh.clock)));
    expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
    expect(await fresh.db.query('SELECT id FROM users WHERE email = $1', [DEMO_EMAIL])).toHaveLength(1);
    await fresh.close();
  });
});
