// Once identity is verified, PUT /api/users/profile no longer changes name, surname, T.C. Kimlik No
// or birth date (409 IDENTITY_FROZEN, a Turkish text pointing to a change request), the customer
// stays verified and nothing is written; sending the same values again is fine. Address, city and
// country still change, each change an audit row.
import { serverTexts } from '../../../contract/server-texts';
import { createManualClock } from '../../src/clock';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { verifyThroughOperator } from './identity-test-kit';

/** 15 March 2026, 12:00 in Istanbul. */
const TODAY_MS = Date.UTC(2026, 2, 15, 9, 0, 0);

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ clock: createManualClock(TODAY_MS) });
  operator = await registerOperator(t.app, t.db);
});
afterAll(() => t.close());

const put = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user.token), payload });
const profileOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.token) })).json().data;

const IDENTITY = { name: 'Ayşe', surname: 'Yılmaz', nationalId: '10000000146', birthDate: '1990-01-31' };

async function verifiedCustomer(): Promise<TestUser> {
  const user = await registerAndLogin(t.app, { name: IDENTITY.name, surname: IDENTITY.surname });
  const saved = await put(user, { nationalId: IDENTITY.nationalId, birthDate: IDENTITY.birthDate });
  expect(saved.statusCode).toBe(200);
  await verifyThroughOperator(t.app, user.token, operator.token);
  expect((await profileOf(user)).verificationStatus).toBe('verified');
  return user;
}

async function auditOf(userId: string) {
  return t.db.query<{ action: string; before: unknown; after: unknown; actor_id: string }>(
    "SELECT action, before, after, actor_id FROM audit_log WHERE subject_type = 'user' AND subject_id = $1 ORDER BY id",
    [userId],
  );
}

describe('a verified identity', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await verifiedCustomer();
  });

  it.each<[string, object]>([
    ['name', { name: 'Zeynep' }],
    ['surname', { surname: 'Kaya' }],
    ['national id', { nationalId: '12345678950' }],
    ['birth date', { birthDate: '1991-02-01' }],
    ['name beside an allowed city', { name: 'Zeynep', city: 'Ankara' }],
  ])('refuses a new %s: 409, nothing written, still verified', async (_name, change) => {
    const before = await profileOf(user);
    const response = await put(user, change);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: serverTexts.identity.identityFrozen,
      code: 'IDENTITY_FROZEN',
    });
    expect(response.json().message).toMatch(/değişiklik talebi/);
    const after = await profileOf(user);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ ...IDENTITY, verificationStatus: 'verified' });
  });

  it('accepts the same values sent again', async () => {
    expect((await put(user, IDENTITY)).statusCode).toBe(200);
    expect((await put(user, { name: '  Ayşe ' })).statusCode).toBe(200);
  });

  it('lets address, city and country change, each change an audit row', async () => {
    const response = await put(user, { address: 'Moda Cad. 5', city: 'İstanbul', country: 'Türkiye' });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(user)).toMatchObject({
      address: 'Moda Cad. 5',
      city: 'İstanbul',
      country: 'Türkiye',
    });
    expect((await put(user, { city: 'Ankara' })).statusCode).toBe(200);
    expect((await put(user, { city: 'Ankara' })).statusCode).toBe(200);
    const audit = await auditOf(user.userId);
    expect(audit.map((row) => [row.action, row.before, row.after, row.actor_id])).toEqual([
      ['profile.address', { address: null }, { address: 'Moda Cad. 5' }, user.userId],
      ['profile.city', { city: null }, { city: 'İstanbul' }, user.userId],
      ['profile.country', { country: null }, { country: 'Türkiye' }, user.userId],
      ['profile.city', { city: 'İstanbul' }, { city: 'Ankara' }, user.userId],
    ]);
  });
});

it('an unverified customer still corrects name, national id and birth date', async () => {
  const user = await registerAndLogin(t.app);
  expect(
    (await put(user, { name: 'Zeynep', nationalId: '19090909018', birthDate: '1985-05-05' })).statusCode,
  ).toBe(200);
  expect(await profileOf(user)).toMatchObject({
    name: 'Zeynep',
    nationalId: '19090909018',
    birthDate: '1985-05-05',
  });
});
