// Verification documents end to end: uploads by kind, the customer's statuses, the operator's
// queue and decisions (audit rows, domain events, notifications), the file for operators only, and
// the wallet's gate opening once all four are approved.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import type { DomainEvent } from '../../src/events/domain-events';
import { databaseVerificationGate } from '../../src/wallet/verification-gate';
import { waitForBell } from '../notifications/notifications-test-kit';
import { PDF, pngOf, storedFiles, TEXT, upload, VERIFICATION_KINDS } from './identity-test-kit';

let t: TestApp;
let operator: TestUser;
const seen: DomainEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  operator = await registerOperator(t.app, t.db);
  t.events.subscribe('test-observer', (event) => {
    seen.push(event);
  });
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
const post = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
const verificationOf = async (user: TestUser) => (await get(user, '/api/users/verification')).json().data;

describe('POST /api/users/upload with a kind', () => {
  it('makes a pending document of that kind and shows it in GET /api/users/verification', async () => {
    const user = await registerAndLogin(t.app);
    expect(await verificationOf(user)).toEqual({ status: 'unverified', documents: [] });
    const response = await upload(t.app, user.token, 'identity-front', pngOf());
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ kind: 'identity-front', mimeType: 'image/png' });
    expect(typeof data.documentId).toBe('string');
    const state = await verificationOf(user);
    expect(state.status).toBe('unverified');
    expect(state.documents).toEqual([
      {
        id: data.documentId,
        kind: 'identity-front',
        status: 'pending',
        reason: null,
        createdAt: expect.any(String),
        decidedAt: null,
      },
    ]);
  });

  it('takes a PDF for a document and reads pending once all four are sent', async () => {
    const user = await registerAndLogin(t.app);
    for (const kind of VERIFICATION_KINDS) {
      const response = await upload(t.app, user.token, kind, kind === 'address' ? PDF : pngOf(), 'x.bin');
      expect(response.statusCode).toBe(201);
    }
    const state = await verificationOf(user);
    expect(state.status).toBe('pending');
    expect(state.documents.map((document: { kind: string }) => document.kind)).toEqual([
      ...VERIFICATION_KINDS,
    ]);
  });

  it('refuses a second document of a kind in review (409) and leaves no file behind', async () => {
    const user = await registerAndLogin(t.app);
    expect((await upload(t.app, user.token, 'selfie', pngOf())).statusCode).toBe(201);
    const before = storedFiles(t.config.dataDir).length;
    const again = await upload(t.app, user.token, 'selfie', pngOf());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, code: 'DOCUMENT_IN_REVIEW' });
    expect(again.json().message).toMatch(/reddedilen/);
    expect(storedFiles(t.config.dataDir).length).toBe(before);
  });

  it('checks what a file is before the state of its kind: a text file as a selfie in review is 400', async () => {
    const user = await registerAndLogin(t.app);
    expect((await upload(t.app, user.token, 'selfie', pngOf())).statusCode).toBe(201);
    const before = storedFiles(t.config.dataDir).length;
    const text = await upload(t.app, user.token, 'selfie', TEXT, 'selfie.txt');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ status: false, code: 'UPLOAD_TYPE' });
    expect(storedFiles(t.config.dataDir).length).toBe(before);
  });

  it.each([
    ['an unknown kind', 'passport', pngOf(), 400, 'UPLOAD_KIND'],
    ['a text file as a document', 'identity-back', TEXT, 400, 'UPLOAD_TYPE'],
  ])('refuses %s in Turkish and leaves no file behind', async (_label, kind, bytes, status, code) => {
    const user = await registerAndLogin(t.app);
    const before = storedFiles(t.config.dataDir).length;
    const response = await upload(t.app, user.token, kind, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: false, code });
    expect(storedFiles(t.config.dataDir).length).toBe(before);
    expect((await verificationOf(user)).documents).toEqual([]);
  });

  it('limits uploads per customer per day (429) and counts from the clock', async () => {
    const user = await registerAndLogin(t.app);
    // Twenty avatars fill the day's count.
    for (let i = 0; i < 20; i++)
      expect((await upload(t.app, user.token, 'avatar', pngOf())).statusCode).toBe(201);
    const before = storedFiles(t.config.dataDir).length;
    const refused = await upload(t.app, user.token, 'selfie', pngOf());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('UPLOAD_DAILY_LIMIT');
    expect(storedFiles(t.config.dataDir).length).toBe(before);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await upload(t.app, user.token, 'selfie', pngOf())).statusCode).toBe(201);
  });
});

describe('operator review', () => {
  async function sendAll(user: TestUser): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    for (const kind of VERIFICATION_KINDS) {
      const response = await upload(t.app, user.token, kind, pngOf());
      ids[kind] = response.json().data.documentId;
    }
    return ids;
  }

  it('lists pending documents oldest first with the customer, for operators only', async () => {
    const user = await registerAndLogin(t.app);
    const ids = await sendAll(user);
    const customer = await get(user, '/api/operator/verifications?status=pending');
    expect(customer.statusCode).toBe(403);
    const response = await get(operator, '/api/operator/verifications?status=pending');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as {
      id: string;
      userId: string;
      mimeType: string;
      userStatus: string;
    }[];
    const mine = rows.filter((row) => row.userId === user.userId);
    expect(mine.map((row) => row.id)).toEqual(VERIFICATION_KINDS.map((kind) => ids[kind]));
    expect(mine[0]).toMatchObject({ mimeType: 'image/png', userStatus: 'pending', status: 'pending' });
    expect(response.json()).toMatchObject({ currentPage: 1, totalPages: expect.any(Number) });
  });

  it('serves the document file to operators only', async () => {
    const user = await registerAndLogin(t.app);
    const bytes = pngOf(10, 10, 5);
    const documentId = (await upload(t.app, user.token, 'identity-front', bytes)).json().data.documentId;
    const file = await get(operator, `/api/operator/documents/${documentId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect((await get(user, `/api/operator/documents/${documentId}`)).statusCode).toBe(403);
    expect((await get(operator, '/api/operator/documents/no-such-document')).statusCode).toBe(404);
  });

  it('approves and rejects with an audit row, an event and a notification each; verified opens the gate', async () => {
    const user = await registerAndLogin(t.app);
    const ids = await sendAll(user);
    const gate = databaseVerificationGate(t.db);
    const rejected = await post(operator, `/api/operator/verifications/${ids.selfie}/reject`, {
      reason: 'Yüzünüz net görünmüyor.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Yüzünüz net görünmüyor.' });
    expect((await verificationOf(user)).status).toBe('rejected');
    expect(await gate(user.userId)).toBe('rejected');

    // A rejected document can be sent again.
    const resent = await upload(t.app, user.token, 'selfie', pngOf());
    expect(resent.statusCode).toBe(201);
    ids.selfie = resent.json().data.documentId;
    expect((await verificationOf(user)).status).toBe('pending');

    for (const kind of VERIFICATION_KINDS) {
      const approved = await post(operator, `/api/operator/verifications/${ids[kind]}/approve`);
      expect(approved.statusCode).toBe(200);
    }
    const state = await verificationOf(user);
    expect(state.status).toBe('verified');
    expect(state.documents.every((document: { status: string }) => document.status === 'approved')).toBe(
      true,
    );
    expect(await gate(user.userId)).toBe('verified');

    const audit = await t.db.query<{ action: string; actor_id: string }>(
      `SELECT action, actor_id FROM audit_log WHERE subject_type = 'verification_document'
       AND subject_id = ANY($1::text[]) ORDER BY id`,
      [[...Object.values(ids), rejected.json().data.id]],
    );
    expect(audit.map((row) => row.action)).toEqual([
      'verification.reject',
      'verification.approve',
      'verification.approve',
      'verification.approve',
      'verification.approve',
    ]);
    expect(audit.every((row) => row.actor_id === operator.userId)).toBe(true);

    await t.events.whenIdle();
    const decided = seen.filter(
      (event): event is Extract<DomainEvent, { type: 'verification.decided' }> =>
        event.type === 'verification.decided' && event.userId === user.userId,
    );
    expect(decided.map((event) => [event.status, event.userStatus])).toEqual([
      ['rejected', 'rejected'],
      ['approved', 'pending'],
      ['approved', 'pending'],
      ['approved', 'pending'],
      ['approved', 'verified'],
    ]);

    const notifications = await waitForBell(t.app, user.token, 5);
    const titles = (notifications.data as { title: string }[]).map((row) => row.title);
    expect(titles[0]).toBe('Kimliğiniz Doğrulandı');
    expect(titles).toContain('Belge Reddedildi');
    expect(notifications.unread).toBe(5);
    const rejectedText = (notifications.data as { title: string; text: string }[]).find(
      (row) => row.title === 'Belge Reddedildi',
    )?.text;
    expect(rejectedText).toContain('Yüzünüz net görünmüyor.');
  });

  it('decides once: a second decision is 409, an unknown document 404, a reject needs a reason', async () => {
    const user = await registerAndLogin(t.app);
    const documentId = (await upload(t.app, user.token, 'address', PDF)).json().data.documentId;
    const noReason = await post(operator, `/api/operator/verifications/${documentId}/reject`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('VALIDATION');
    expect((await post(operator, `/api/operator/verifications/${documentId}/approve`)).statusCode).toBe(200);
    const twice = await post(operator, `/api/operator/verifications/${documentId}/reject`, { reason: 'Geç' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DOCUMENT_DECIDED');
    expect((await post(operator, '/api/operator/verifications/nope/approve')).statusCode).toBe(404);
    expect((await post(user, `/api/operator/verifications/${documentId}/approve`)).statusCode).toBe(403);
  });

  it('decides a document once when two operators approve at the same time', async () => {
    const user = await registerAndLogin(t.app);
    const documentId = (await upload(t.app, user.token, 'identity-back', pngOf())).json().data.documentId;
    const answers = await Promise.all([
      post(operator, `/api/operator/verifications/${documentId}/approve`),
      post(operator, `/api/operator/verifications/${documentId}/reject`, { reason: 'Bulanık' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.db.query('SELECT 1 FROM audit_log WHERE subject_id = $1', [documentId]);
    expect(audit).toHaveLength(1);
  });
});
