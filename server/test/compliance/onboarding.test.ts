// Onboarding to the real account under `tr-spk` (API.md "Jurisdiction"): the documents, consents
// (unknown or superseded versions refused), the appropriateness test, the 403 that names what a
// real-account order still lacks, practice trading without any of it, the profile's fields, a new
// version that must be accepted again, and every acceptance in the audit log.
import type { ComplianceDocument } from '../../../contract/compliance';
import { listAudit } from '../../src/audit/audit-log';
import { DomainError } from '../../src/domain/domain-error';
import { useDescribeApp } from '../helpers/describe-app';
import { registerOperator } from '../helpers/register-operator';
import { failureOf, marketOrder } from '../trading/trading-test-kit';
import {
  acceptTradingDocuments,
  answersFor,
  buildComplianceApp,
  completeOnboarding,
} from './compliance-test-kit';

const t = useDescribeApp('compliance', () => buildComplianceApp('tr-spk'), 30_000);
const order = marketOrder('EURUSD', 'Buy', 0.1);

async function documentsOf(user: Parameters<typeof t.send>[0]): Promise<ComplianceDocument[]> {
  return (await t.send(user, 'GET', '/api/compliance/documents')).body.data as ComplianceDocument[];
}

describe('documents and consents', () => {
  it('serves the three documents in Turkish, version 1, without a token too (the sign-up form shows one)', async () => {
    const user = await t.customer();
    const documents = await documentsOf(user);
    expect(documents.map((entry) => [entry.document, entry.version])).toEqual([
      ['risk-disclosure', 1],
      ['privacy-notice', 1],
      ['framework-agreement', 1],
    ]);
    expect(documents[0]?.title).toBe('Risk Bildirim Formu');
    expect(documents[0]?.text).toContain('kaldıraç');
    expect((await t.send(null, 'GET', '/api/compliance/documents')).body.data).toEqual(documents);
  });

  it('refuses an unknown document, an unknown version and unknown fields, writing nothing', async () => {
    const user = await t.customer();
    const unknownDocument = await t.send(user, 'POST', '/api/compliance/consents', {
      document: 'kvkk',
      version: 1,
    });
    expect(unknownDocument.statusCode).toBe(400);
    expect(failureOf(unknownDocument).message).toBe('Böyle bir belge yok.');
    const unknownVersion = await t.send(user, 'POST', '/api/compliance/consents', {
      document: 'risk-disclosure',
      version: 2,
    });
    expect(unknownVersion.statusCode).toBe(400);
    expect(failureOf(unknownVersion).code).toBe('COMPLIANCE_VERSION_OUTDATED');
    const extra = await t.send(user, 'POST', '/api/compliance/consents', {
      document: 'risk-disclosure',
      version: 1,
      signedAt: 'now',
    });
    expect(extra.statusCode).toBe(400);
    const rows = await t.db.query('SELECT id FROM compliance_consents WHERE user_id = $1', [user.userId]);
    expect(rows).toEqual([]);
  });

  it('keeps each acceptance with an audit row naming the document and version, once', async () => {
    const user = await t.customer();
    const first = await t.send(user, 'POST', '/api/compliance/consents', {
      document: 'risk-disclosure',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Onayınız kaydedildi.');
    await t.send(user, 'POST', '/api/compliance/consents', { document: 'risk-disclosure', version: 1 });
    const audit = await listAudit(t.db, 1, 20, { action: 'consent.accept', subjectId: user.userId });
    expect(audit.records.map((record) => record.after)).toEqual([
      { document: 'risk-disclosure', version: 1 },
    ]);
  });
});

describe('the appropriateness test', () => {
  it('serves its questions without the points', async () => {
    const user = await t.customer();
    const answer = await t.send(user, 'GET', '/api/compliance/appropriateness');
    const { questions } = answer.body.data as { questions: { id: string; options: object[] }[] };
    expect(questions.length).toBe(5);
    expect(JSON.stringify(questions)).not.toContain('points');
  });

  it.each([
    ['a missing answer', answersFor('appropriate').slice(1)],
    ['an unknown question', [...answersFor('appropriate').slice(1), { questionId: 'age', optionId: 'yes' }]],
    [
      'an unknown option',
      [{ questionId: 'experience', optionId: 'lots' }, ...answersFor('appropriate').slice(1)],
    ],
    ['a question answered twice', [answersFor('appropriate')[0], ...answersFor('appropriate').slice(0, 4)]],
  ])('refuses %s with a Turkish message and stores nothing', async (_name, answers) => {
    const user = await t.customer();
    const answer = await t.send(user, 'POST', '/api/compliance/appropriateness', { answers });
    expect(answer.statusCode).toBe(400);
    expect(failureOf(answer).message).toBe(
      'Her soruyu bir kez ve listedeki seçeneklerden biriyle yanıtlayın.',
    );
    const rows = await t.db.query('SELECT id FROM appropriateness_results WHERE user_id = $1', [user.userId]);
    expect(rows).toEqual([]);
  });
});

describe('the real account waits for onboarding; practice does not', () => {
  it('refuses a real order with 403 COMPLIANCE_REQUIRED naming every missing step', async () => {
    const user = await t.customer();
    const refused = await t.send(user, 'POST', '/api/orders', order);
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused)).toEqual({
      status: false,
      code: 'COMPLIANCE_REQUIRED',
      message:
        'Gerçek hesapta işlem yapabilmek için önce şunları tamamlayın: Risk Bildirim Formu onayı, Çerçeve Sözleşme onayı, uygunluk testi.',
    });
    await acceptTradingDocuments(t, user);
    const stillRefused = await t.send(user, 'POST', '/api/orders', order);
    expect(failureOf(stillRefused).message).toBe(
      'Gerçek hesapta işlem yapabilmek için önce şunları tamamlayın: uygunluk testi.',
    );
    const taken = await t.send(user, 'POST', '/api/compliance/appropriateness', {
      answers: answersFor('appropriate'),
    });
    expect(taken.body.data).toEqual({ status: 'appropriate' });
    expect((await t.send(user, 'POST', '/api/orders', order)).statusCode).toBe(200);
  });

  it('lets a "warned" customer trade only once the warning is acknowledged', async () => {
    const user = await t.customer();
    await acceptTradingDocuments(t, user);
    const warned = await t.send(user, 'POST', '/api/compliance/appropriateness', {
      answers: answersFor('warned'),
    });
    expect(warned.body.data).toEqual({ status: 'warned' });
    const refused = await t.send(user, 'POST', '/api/orders', order);
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused).message).toContain('uygunluk testi uyarısının onayı');
    const acknowledged = await t.send(user, 'POST', '/api/compliance/appropriateness', {
      answers: answersFor('warned'),
      acknowledgeWarning: true,
    });
    expect(acknowledged.body.data).toEqual({ status: 'warned' });
    expect((await t.send(user, 'POST', '/api/orders', order)).statusCode).toBe(200);
    const audit = await listAudit(t.db, 1, 20, { action: 'appropriateness.take', subjectId: user.userId });
    expect(audit.total).toBe(2);
  });

  it('refuses a robot or any other caller of the trading service with a named refusal, not a crash', async () => {
    const user = await t.customer();
    const placing = t.trading.service.place(user.accountId, order, 'robot-1-0', { robotId: '1' });
    await expect(placing).rejects.toBeInstanceOf(DomainError);
    await expect(placing).rejects.toMatchObject({ code: 'COMPLIANCE_REQUIRED' });
    expect(await t.db.query('SELECT id FROM orders WHERE account_id = $1', [user.accountId])).toEqual([]);
  });

  it('trades on practice with no onboarding at all', async () => {
    const user = await t.customer();
    const accounts = (await t.send(user, 'GET', '/api/users/accounts')).body.data as {
      id: string;
      kind: string;
    }[];
    const practice = accounts.find((account) => account.kind === 'practice');
    await t.send(user, 'PUT', '/api/users/accounts/active', { id: practice?.id });
    expect((await t.send(user, 'POST', '/api/orders', order)).statusCode).toBe(200);
  });

  it('answers the onboarding state in the profile', async () => {
    const user = await t.customer();
    const before = (await t.send(user, 'GET', '/api/users/profile')).body.data;
    expect(before).toMatchObject({
      clientCategory: 'retail',
      appropriateness: { status: 'none', takenAt: null },
      consents: [],
    });
    await completeOnboarding(t, user);
    const after = (await t.send(user, 'GET', '/api/users/profile')).body.data as {
      appropriateness: { status: string; takenAt: string };
      consents: { document: string; version: number; acceptedAt: string }[];
    };
    expect(after.appropriateness).toEqual({
      status: 'appropriate',
      takenAt: new Date(t.clock.nowMs()).toISOString(),
    });
    expect(after.consents.map((consent) => consent.document).sort()).toEqual([
      'framework-agreement',
      'privacy-notice',
      'risk-disclosure',
    ]);
  });
});

describe('a new version published by an operator', () => {
  it('must be accepted again before the next real order, and the old version is refused', async () => {
    const user = await t.customer();
    await completeOnboarding(t, user);
    expect((await t.send(user, 'POST', '/api/orders', order)).statusCode).toBe(200);
    const operator = await registerOperator(t.app, t.db);
    const published = await t.send(operator, 'POST', '/api/operator/compliance/documents', {
      document: 'framework-agreement',
      title: 'Kaldıraçlı İşlemler Çerçeve Sözleşmesi',
      text: 'Sözleşmenin ikinci sürümü.',
    });
    expect(published.statusCode).toBe(201);
    expect(published.body.data).toEqual({ document: 'framework-agreement', version: 2 });
    const refused = await t.send(user, 'POST', '/api/orders', order);
    expect(failureOf(refused).message).toBe(
      'Gerçek hesapta işlem yapabilmek için önce şunları tamamlayın: Çerçeve Sözleşme onayı.',
    );
    const old = await t.send(user, 'POST', '/api/compliance/consents', {
      document: 'framework-agreement',
      version: 1,
    });
    expect(old.statusCode).toBe(400);
    const current = (await documentsOf(user)).find((entry) => entry.document === 'framework-agreement');
    expect(current).toMatchObject({ version: 2, text: 'Sözleşmenin ikinci sürümü.' });
    await t.send(user, 'POST', '/api/compliance/consents', { document: 'framework-agreement', version: 2 });
    expect((await t.send(user, 'POST', '/api/orders', order)).statusCode).toBe(200);
    const audit = await listAudit(t.db, 1, 20, { action: 'document.publish' });
    expect(audit.records[0]).toMatchObject({ actorId: operator.userId, after: { version: 2 } });
  });

  it('is refused to a customer', async () => {
    const user = await t.customer();
    const answer = await t.send(user, 'POST', '/api/operator/compliance/documents', {
      document: 'risk-disclosure',
      title: 'Başlık',
      text: 'Metin',
    });
    expect(answer.statusCode).toBe(403);
  });
});
