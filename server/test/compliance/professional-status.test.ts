// Professional client status under `tr-spk` (API.md "Jurisdiction"): the customer applies with at
// least two of the SPK statements, the operator approves (the profile's clientCategory becomes
// professional) or rejects with a reason, every step audited; bad statements, a second open
// application, deciding twice, deciding an unknown request and a blank reason are refused and
// write nothing. An approval leaves the customer's open positions with the margin they opened with.
import type { OperatorProfessionalRequest, ProfessionalRequest } from '../../../contract/compliance';
import { listAudit } from '../../src/audit/audit-log';
import { useDescribeApp } from '../helpers/describe-app';
import type { TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { failureOf, marketOrder } from '../trading/trading-test-kit';
import { buildComplianceApp, completeOnboarding } from './compliance-test-kit';

const t = useDescribeApp('compliance', () => buildComplianceApp('tr-spk'), 30_000);
const STATEMENTS = ['transaction-volume', 'portfolio-size'];

async function requestsOf(userId: string): Promise<{ status: string }[]> {
  return t.db.query('SELECT status FROM professional_requests WHERE user_id = $1', [userId]);
}

async function apply(user: TestUser, statements: unknown = STATEMENTS) {
  return t.send(user, 'POST', '/api/users/professional-request', { statements });
}

async function categoryOf(user: TestUser): Promise<string> {
  return ((await t.send(user, 'GET', '/api/users/profile')).body.data as { clientCategory: string })
    .clientCategory;
}

describe('the customer applies', () => {
  it('records a pending application with its statements, audited, and answers it back', async () => {
    const user = await t.customer();
    const answer = await apply(user, ['portfolio-size', 'professional-experience', 'transaction-volume']);
    expect(answer.statusCode).toBe(201);
    expect(answer.body.message).toBe(
      'Profesyonel müşteri başvurunuz alındı. İncelendikten sonra sonucu burada göreceksiniz.',
    );
    const created = answer.body.data as ProfessionalRequest;
    expect(created).toMatchObject({
      status: 'pending',
      statements: ['portfolio-size', 'professional-experience', 'transaction-volume'],
      reason: null,
      decidedAt: null,
    });
    expect((await t.send(user, 'GET', '/api/users/professional-request')).body.data).toEqual(created);
    const audit = await listAudit(t.db, 1, 10, { action: 'professional.apply', subjectId: created.id });
    expect(audit.records).toHaveLength(1);
    expect(audit.records[0]?.actorId).toBe(user.userId);
    expect(await categoryOf(user)).toBe('retail');
  });

  it('answers null before any application', async () => {
    const user = await t.customer();
    expect((await t.send(user, 'GET', '/api/users/professional-request')).body.data).toBeNull();
  });

  it.each([
    [
      'an unknown statement',
      ['portfolio-size', 'rich-uncle'],
      'Beyanlar listedeki ölçütlerden olmalı ve her biri bir kez seçilmelidir.',
    ],
    [
      'a repeated statement',
      ['portfolio-size', 'portfolio-size'],
      'Beyanlar listedeki ölçütlerden olmalı ve her biri bir kez seçilmelidir.',
    ],
    [
      'a single statement',
      ['portfolio-size'],
      'Profesyonel müşteri olabilmek için üç ölçütten en az ikisini karşıladığınızı beyan etmelisiniz.',
    ],
    [
      'no statement',
      [],
      'Profesyonel müşteri olabilmek için üç ölçütten en az ikisini karşıladığınızı beyan etmelisiniz.',
    ],
  ])('refuses %s with a Turkish message, writing nothing', async (_name, statements, message) => {
    const user = await t.customer();
    const refused = await apply(user, statements);
    expect(refused.statusCode).toBe(400);
    expect(failureOf(refused)).toMatchObject({ code: 'VALIDATION', message });
    expect(await requestsOf(user.userId)).toEqual([]);
  });

  it('refuses statements that are not a list, unknown fields and no token', async () => {
    const user = await t.customer();
    expect((await apply(user, 'portfolio-size')).statusCode).toBe(400);
    const extra = await t.send(user, 'POST', '/api/users/professional-request', {
      statements: STATEMENTS,
      category: 'professional',
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (await t.send(null, 'POST', '/api/users/professional-request', { statements: STATEMENTS })).statusCode,
    ).toBe(401);
    expect(await requestsOf(user.userId)).toEqual([]);
  });

  it('refuses a second application while one waits, also when both are sent at once', async () => {
    const user = await t.customer();
    const [first, second] = await Promise.all([apply(user), apply(user)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(failureOf(refused).message).toBe(
      'İncelenmekte olan bir profesyonel müşteri başvurunuz var. Lütfen sonucunu bekleyiniz.',
    );
    expect(await requestsOf(user.userId)).toEqual([{ status: 'pending' }]);
  });
});

describe('the operator decides', () => {
  it('lists the pending applications with whose they are; a customer token is 403', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await t.customer();
    const id = ((await apply(user)).body.data as ProfessionalRequest).id;
    const page = await t.send(operator, 'GET', '/api/operator/professional-requests?status=pending');
    expect(page.statusCode).toBe(200);
    const item = (page.body.data as OperatorProfessionalRequest[]).find((entry) => entry.id === id);
    expect(item).toMatchObject({ userId: user.userId, clientCategory: 'retail', statements: STATEMENTS });
    expect(page.body).toMatchObject({ currentPage: 1 });
    expect((await t.send(user, 'GET', '/api/operator/professional-requests')).statusCode).toBe(403);
    expect(
      (await t.send(operator, 'GET', '/api/operator/professional-requests?status=open')).statusCode,
    ).toBe(400);
  });

  it('approves: the profile says professional, the audit row says who and what; twice is 409', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await t.customer();
    const id = ((await apply(user)).body.data as ProfessionalRequest).id;
    const approved = await t.send(operator, 'POST', `/api/operator/professional-requests/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', clientCategory: 'professional' });
    expect(await categoryOf(user)).toBe('professional');
    const again = await t.send(operator, 'POST', `/api/operator/professional-requests/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(failureOf(again).message).toBe('Bu başvuru için zaten karar verilmiş.');
    const rejectAfter = await t.send(operator, 'POST', `/api/operator/professional-requests/${id}/reject`, {
      reason: 'Geç',
    });
    expect(rejectAfter.statusCode).toBe(409);
    const audit = await listAudit(t.db, 1, 10, { subjectId: id });
    expect(audit.records.map((record) => record.action).sort()).toEqual([
      'professional.apply',
      'professional.approve',
    ]);
    const approval = audit.records.find((record) => record.action === 'professional.approve');
    expect(approval).toMatchObject({
      actorId: operator.userId,
      before: { status: 'pending', clientCategory: 'retail' },
      after: { status: 'approved', clientCategory: 'professional', userId: user.userId },
    });
    // Already professional: a new application is refused.
    const reapply = await apply(user);
    expect(reapply.statusCode).toBe(409);
    expect(failureOf(reapply).message).toBe('Zaten profesyonel müşterisiniz.');
  });

  it('approving twice at once decides once: one 200, one 409, one audit row', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await t.customer();
    const id = ((await apply(user)).body.data as ProfessionalRequest).id;
    const url = `/api/operator/professional-requests/${id}/approve`;
    const answers = await Promise.all([t.send(operator, 'POST', url), t.send(operator, 'POST', url)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      (await listAudit(t.db, 1, 10, { action: 'professional.approve', subjectId: id })).records,
    ).toHaveLength(1);
  });

  it('refuses to approve a request that does not exist (a customer who never applied)', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await t.customer();
    const unknown = await t.send(
      operator,
      'POST',
      `/api/operator/professional-requests/${user.userId}/approve`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown).message).toBe('Profesyonel müşteri başvurusu bulunamadı.');
    expect(await categoryOf(user)).toBe('retail');
  });

  it('rejects only with a reason; the customer sees it and may apply again', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await t.customer();
    const id = ((await apply(user)).body.data as ProfessionalRequest).id;
    const url = `/api/operator/professional-requests/${id}/reject`;
    const blank = await t.send(operator, 'POST', url, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(failureOf(blank).message).toBe('Red gerekçesi zorunludur.');
    expect((await t.send(operator, 'POST', url, {})).statusCode).toBe(400);
    expect(await requestsOf(user.userId)).toEqual([{ status: 'pending' }]);
    const rejected = await t.send(operator, 'POST', url, { reason: ' Portföy belgesi eksik. ' });
    expect(rejected.statusCode).toBe(200);
    const latest = (await t.send(user, 'GET', '/api/users/professional-request')).body
      .data as ProfessionalRequest;
    expect(latest).toMatchObject({ status: 'rejected', reason: 'Portföy belgesi eksik.' });
    expect(await categoryOf(user)).toBe('retail');
    const audit = await listAudit(t.db, 1, 10, { action: 'professional.reject', subjectId: id });
    expect(audit.records[0]?.after).toMatchObject({ status: 'rejected', reason: 'Portföy belgesi eksik.' });
    expect((await apply(user)).statusCode).toBe(201);
  });

  it('an approval leaves open positions with the margin they opened with', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await t.customer();
    await completeOnboarding(t, user);
    const opened = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
    expect(opened.statusCode).toBe(200);
    await t.trading.service.whenPersisted();
    const marginBefore = await t.db.query('SELECT id, margin_cents FROM orders WHERE user_id = $1', [
      user.userId,
    ]);
    const id = ((await apply(user)).body.data as ProfessionalRequest).id;
    const page = await t.send(operator, 'GET', '/api/operator/professional-requests?status=pending');
    const line = (page.body.data as OperatorProfessionalRequest[]).find((entry) => entry.id === id);
    expect(line?.openPositions).toBe(1);
    expect(
      (await t.send(operator, 'POST', `/api/operator/professional-requests/${id}/approve`)).statusCode,
    ).toBe(200);
    await t.trading.service.whenPersisted();
    expect(await t.db.query('SELECT id, margin_cents FROM orders WHERE user_id = $1', [user.userId])).toEqual(
      marginBefore,
    );
  });
});
