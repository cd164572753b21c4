// The demo account exists on a fresh database with its 10,000 USD as a ledger deposit, once.
import { ledgerBalanceCents } from '../../src/accounts/accounts-repository';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../src/demo/demo-seed';
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
    expect(profile.json().data).toMatchObject({ email: DEMO_EMAIL, balance: 10_000, assets: 10_000 });
    expect(await ledgerBalanceCents(t.db, userId ?? '')).toBe(1_000_000);
    const ledger = await t.db.query('SELECT kind, amount_cents FROM ledger WHERE user_id = $1', [userId]);
    expect(ledger).toEqual([{ kind: 'deposit', amount_cents: 1_000_000 }]);
  });

  it('does nothing on a database that has users', async () => {
    expect(await seedDemo(t.db, t.clock)).toBeNull();
    expect(await t.db.query('SELECT id FROM users WHERE email = $1', [DEMO_EMAIL])).toHaveLength(1);
  });
});
