// Identity change requests: a verified customer asks for a new surname (or name, T.C. Kimlik No,
// birth date) with new documents; nothing changes and withdrawals keep the verified name until an
// operator approves; the approval writes the values with an audit row, a rejection needs a reason,
// and a T.C. Kimlik No another customer holds is the operator's 409, never the customer's answer.
import { serverTexts } from '../../../contract/server-texts';
import { createManualClock } from '../../src/clock';
import { TRADING } from '../../src/trading/trading-part';
import { walletPart } from '../../src/wallet/wallet-part';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { turkishIban } from '../wallet/wallet-test-kit';
import { pngOf, upload, verifyThroughOperator } from './identity-test-kit';
import { quotedTradingParts } from '../helpers/test-customer-steps';

const texts = serverTexts.identity;
let t: TestApp;
let operator: TestUser;

beforeAll(async () => {
  const clock = createManualClock(MONDAY_NOON_MS);
  t = await buildTestApp({
    clock,
    parts: [...quotedTradingParts(clock), walletPart()],
  });
  operator = await registerOperator(t.app, t.db);
});
afterAll(() => t.close());

const send = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), payload });
const profileOf = async (user: TestUser) => (await send(user, 'GET', '/api/users/profile')).json().data;

let nationalIdSeed = 0;
/** A fresh valid T.C. Kimlik No for each customer (the check digits computed as the rule says). */
function newNationalId(): string {
  nationalIdSeed += 1;
  const first9 = `${100_000_000 + nationalIdSeed * 7919}`.slice(0, 9);
  const d = [...first9].map(Number);
  const tenth = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7]) + 90) % 10;
  const eleventh = (d.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${first9}${tenth}${eleventh}`;
}

/** A verified customer on the real account with money on it. */
async function verifiedCustomer(): Promise<TestUser & { nationalId: string }> {
  const user = await registerAndLogin(t.app, { name: 'Ayşe', surname: 'Yılmaz' });
  const nationalId = newNationalId();
  expect(
    (await send(user, 'PUT', '/api/users/profile', { nationalId, birthDate: '1990-01-31' })).statusCode,
  ).toBe(200);
  await verifyThroughOperator(t.app, user.token, operator.token);
  const accounts = (await send(user, 'GET', '/api/users/accounts')).json().data as {
    id: string;
    kind: string;
  }[];
  const real = accounts.find((account) => account.kind === 'real');
  if (!real) throw new Error('no real account');
  await send(user, 'PUT', '/api/users/accounts/active', { id: real.id });
  await t.server.use(TRADING).service.deposit(real.id, 100_000);
  return { ...user, nationalId };
}

async function changeDocument(user: TestUser): Promise<string> {
  const sent = await upload(t.app, user.token, 'identity-change', pngOf());
  expect(sent.statusCode).toBe(201);
  expect(sent.json().data).toMatchObject({ kind: 'identity-change', documentId: null });
  return sent.json().data.id as string;
}

const withdraw = (user: TestUser, holder: string) =>
  send(user, 'POST', '/api/trans', { type: 'withdrawal', amount: 10, iban: turkishIban(7), holder });

async function auditOf(requestId: string) {
  return t.db.query<{
    action: string;
    actor_id: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>(
    "SELECT action, actor_id, before, after FROM audit_log WHERE subject_type = 'identity_change_request' AND subject_id = $1 ORDER BY id",
    [requestId],
  );
}

it('a new surname waits for the operator: the verified name stays, withdrawals follow it until approval', async () => {
  const user = await verifiedCustomer();
  const documentId = await changeDocument(user);
  const sent = await send(user, 'POST', '/api/users/identity-change', {
    surname: 'Kaya',
    uploadIds: [documentId],
  });
  expect(sent.statusCode).toBe(201);
  expect(sent.json()).toMatchObject({
    status: true,
    message: texts.identityChangeSent,
    data: {
      status: 'pending',
      name: null,
      surname: 'Kaya',
      nationalId: null,
      birthDate: null,
      uploadIds: [documentId],
    },
  });
  const requestId = sent.json().data.id as string;
  expect((await send(user, 'GET', '/api/users/identity-change')).json().data).toMatchObject({
    id: requestId,
    status: 'pending',
  });
  expect(await profileOf(user)).toMatchObject({ surname: 'Yılmaz', verificationStatus: 'verified' });
  expect((await withdraw(user, 'Ayşe Kaya')).json()).toMatchObject({ status: false, code: 'VALIDATION' });
  expect((await withdraw(user, 'AYSE YILMAZ')).statusCode).toBe(200);

  const queue = await send(operator, 'GET', '/api/operator/identity-changes?status=pending');
  expect(queue.statusCode).toBe(200);
  expect(queue.json().data).toContainEqual(
    expect.objectContaining({
      id: requestId,
      userId: user.userId,
      surname: 'Kaya',
      current: { name: 'Ayşe', surname: 'Yılmaz', nationalId: user.nationalId, birthDate: '1990-01-31' },
    }),
  );
  const file = await send(
    operator,
    'GET',
    `/api/operator/identity-changes/${requestId}/documents/${documentId}`,
  );
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(
    (await send(user, 'GET', `/api/operator/identity-changes/${requestId}/documents/${documentId}`))
      .statusCode,
  ).toBe(403);

  const approved = await send(operator, 'POST', `/api/operator/identity-changes/${requestId}/approve`);
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data).toMatchObject({ status: 'approved' });
  expect(await profileOf(user)).toMatchObject({
    name: 'Ayşe',
    surname: 'Kaya',
    nationalId: user.nationalId,
    verificationStatus: 'verified',
  });
  expect((await withdraw(user, 'AYSE KAYA')).statusCode).toBe(200);
  expect((await withdraw(user, 'Ayşe Yılmaz')).json()).toMatchObject({ status: false, code: 'VALIDATION' });
  const again = await send(operator, 'POST', `/api/operator/identity-changes/${requestId}/approve`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(texts.identityChangeDecided);

  const audit = await auditOf(requestId);
  expect(audit.map((row) => [row.action, row.actor_id])).toEqual([
    ['identity.change.request', user.userId],
    ['identity.change.approve', operator.userId],
  ]);
  expect(audit[1]?.before).toMatchObject({ status: 'pending', surname: 'Yılmaz' });
  expect(audit[1]?.after).toMatchObject({ status: 'approved', surname: 'Kaya', name: 'Ayşe' });
});

it('one pending request at a time; a rejection needs a reason, is audited and changes nothing', async () => {
  const user = await verifiedCustomer();
  const first = await send(user, 'POST', '/api/users/identity-change', {
    birthDate: '1990-02-01',
    uploadIds: [await changeDocument(user)],
  });
  expect(first.statusCode).toBe(201);
  const second = await send(user, 'POST', '/api/users/identity-change', {
    name: 'Zeynep',
    uploadIds: [await changeDocument(user)],
  });
  expect(second.statusCode).toBe(409);
  expect(second.json().message).toBe(texts.identityChangePending);
  const requestId = first.json().data.id as string;
  const noReason = await send(operator, 'POST', `/api/operator/identity-changes/${requestId}/reject`, {
    reason: ' ',
  });
  expect(noReason.statusCode).toBe(400);
  const rejected = await send(operator, 'POST', `/api/operator/identity-changes/${requestId}/reject`, {
    reason: 'Belge okunmuyor',
  });
  expect(rejected.statusCode).toBe(200);
  expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Belge okunmuyor' });
  expect(await profileOf(user)).toMatchObject({ birthDate: '1990-01-31', verificationStatus: 'verified' });
  expect((await auditOf(requestId)).map((row) => row.action)).toEqual([
    'identity.change.request',
    'identity.change.reject',
  ]);
});

describe('refusals', () => {
  let user: TestUser & { nationalId: string };
  beforeAll(async () => {
    user = await verifiedCustomer();
  });

  it('needs a verified identity (before that the profile corrects it)', async () => {
    const fresh = await registerAndLogin(t.app);
    const sent = await send(fresh, 'POST', '/api/users/identity-change', {
      surname: 'Kaya',
      uploadIds: [await changeDocument(fresh)],
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(texts.identityChangeNotVerified);
  });

  it('needs the customer’s own identity-change uploads, each used once', async () => {
    const other = await registerAndLogin(t.app);
    const selfie = (await upload(t.app, user.token, 'avatar', pngOf())).json().data.id as string;
    for (const uploadIds of [[selfie], [await changeDocument(other)], ['no-such-upload']]) {
      const sent = await send(user, 'POST', '/api/users/identity-change', { surname: 'Kaya', uploadIds });
      expect(sent.statusCode).toBe(400);
      expect(sent.json().message).toBe(texts.identityChangeDocuments);
    }
    expect(
      (await send(user, 'POST', '/api/users/identity-change', { surname: 'Kaya', uploadIds: [] })).statusCode,
    ).toBe(400);
  });

  it('needs a value that differs, checked like the profile', async () => {
    const documentId = await changeDocument(user);
    const same = await send(user, 'POST', '/api/users/identity-change', {
      surname: 'Yılmaz',
      uploadIds: [documentId],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(texts.identityChangeEmpty);
    const badId = await send(user, 'POST', '/api/users/identity-change', {
      nationalId: '12345678951',
      uploadIds: [documentId],
    });
    expect(badId.json()).toMatchObject({ status: false, code: 'NATIONAL_ID_INVALID' });
    expect(
      await t.db.query('SELECT 1 FROM identity_change_requests WHERE user_id = $1', [user.userId]),
    ).toEqual([]);
  });

  it('a T.C. Kimlik No someone else holds is the operator’s 409 on approval, and nothing changes', async () => {
    const other = await verifiedCustomer();
    const sent = await send(user, 'POST', '/api/users/identity-change', {
      nationalId: other.nationalId,
      uploadIds: [await changeDocument(user)],
    });
    expect(sent.statusCode).toBe(201);
    const requestId = sent.json().data.id as string;
    const approved = await send(operator, 'POST', `/api/operator/identity-changes/${requestId}/approve`);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({ status: false, message: texts.nationalIdTaken });
    expect((await profileOf(user)).nationalId).toBe(user.nationalId);
    expect((await send(user, 'GET', '/api/users/identity-change')).json().data).toMatchObject({
      status: 'pending',
    });
    expect((await auditOf(requestId)).map((row) => row.action)).toEqual(['identity.change.request']);
  });
});
