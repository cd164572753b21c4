// The privacy notice accepted on the sign-up form is kept with its version, time and audit row; a
// stale version refuses the whole registration. The demo customer is seeded as onboarded and
// trades on the real account at once.
import { listAudit } from '../../src/audit/audit-log';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../src/demo/demo-seed';
import { useDescribeApp } from '../helpers/describe-app';
import { newRegisterPayload, type TestUser } from '../helpers/register-and-login';
import { marketOrder } from '../trading/trading-test-kit';
import { buildComplianceApp } from './compliance-test-kit';

const t = useDescribeApp('compliance', () => buildComplianceApp('tr-spk'), 30_000);

// First: the seed runs only on a database without people.
describe('the demo customer', () => {
  it('is seeded as onboarded and trades on its real account at once', async () => {
    await seedDemo(t.db, t.clock);
    const login = await t.send(null, 'POST', '/api/users/login', {
      identifier: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    const demo = { token: (login.body.data as { token: string }).token } as TestUser;
    const profile = (await t.send(demo, 'GET', '/api/users/profile')).body.data;
    expect(profile).toMatchObject({ accountKind: 'real', appropriateness: { status: 'appropriate' } });
    const placed = await t.send(demo, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
    expect(placed.statusCode).toBe(200);
  });
});

describe('sign-up', () => {
  it('keeps the privacy notice the form showed, with an audit row', async () => {
    const payload = newRegisterPayload({ privacyNoticeVersion: 1 });
    const registered = await t.send(null, 'POST', '/api/users/register', payload);
    expect(registered.statusCode).toBe(201);
    const token = (registered.body.data as { token: string }).token;
    const profile = (await t.send({ token } as TestUser, 'GET', '/api/users/profile')).body.data as {
      id: string;
      consents: object[];
    };
    expect(profile.consents).toEqual([
      { document: 'privacy-notice', version: 1, acceptedAt: new Date(t.clock.nowMs()).toISOString() },
    ]);
    const audit = await listAudit(t.db, 1, 20, { action: 'consent.accept', subjectId: profile.id });
    expect(audit.total).toBe(1);
  });

  it('refuses a registration with a privacy notice version that is not current, creating no one', async () => {
    const payload = newRegisterPayload({ privacyNoticeVersion: 7 });
    const refused = await t.send(null, 'POST', '/api/users/register', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe('COMPLIANCE_VERSION_OUTDATED');
    const users = await t.db.query('SELECT id FROM users WHERE email = $1', [payload.email]);
    expect(users).toEqual([]);
  });

  it('registers without the field as before (no consent kept)', async () => {
    const registered = await t.send(null, 'POST', '/api/users/register', newRegisterPayload());
    expect(registered.statusCode).toBe(201);
  });
});
