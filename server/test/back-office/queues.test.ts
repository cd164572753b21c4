// The operator guard on every back-office route, the queues and how they move with decisions, the
// transaction list's type filter and total, the verification queue's paging, and two operators
// approving one deposit at once (the wallet's own race test, wallet-races.test.ts "ten approvals of
// one deposit at once", asks ten times with one operator; this one uses two operators).
import { serverTexts } from '../../../contract/server-texts';
import type { OperatorTransaction } from '../../src/wallet/transaction-view';
import { pngOf, upload } from '../identity/identity-test-kit';
import { turkishIban } from '../wallet/wallet-test-kit';
import { useBackOfficeApp } from './back-office-test-kit';

const BACK_OFFICE_ROUTES: ['GET' | 'POST', string][] = [
  ['GET', '/api/operator/queues'],
  ['GET', '/api/operator/customers?search=a&page=1'],
  ['GET', '/api/operator/customers/someone'],
  ['GET', '/api/operator/customers/someone/ledger'],
  ['GET', '/api/operator/customers/someone/positions?status=closed'],
  ['GET', '/api/operator/customers/someone/transactions'],
  ['POST', '/api/operator/notifications/broadcast'],
  ['GET', '/api/operator/trans?type=deposit'],
  ['GET', '/api/operator/verifications?page=1'],
];

interface QueueCounts {
  deposits: number;
  withdrawals: number;
  documents: number;
}

describe('the back office', () => {
  const t = useBackOfficeApp();

  const queues = async (): Promise<QueueCounts> => {
    const operator = await t.operator();
    const answer = await t.send(operator, 'GET', '/api/operator/queues');
    expect(answer.statusCode).toBe(200);
    return answer.body.data as QueueCounts;
  };

  it.each(BACK_OFFICE_ROUTES)(
    'guards %s %s: 401 without a token, 403 for a customer',
    async (method, url) => {
      const payload = method === 'POST' ? { title: 'Duyuru', text: 'Metin' } : undefined;
      const anonymous = await t.send(null, method, url, payload);
      expect(anonymous.statusCode).toBe(401);
      const customer = await t.customer();
      const refused = await t.send(customer, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe(serverTexts.common.forbidden);
      // The guard also covers unknown paths: the operator's answer shows the route itself exists.
      const operator = await t.operator();
      const answered = await t.send(operator, method, url, payload);
      expect(answered.body.message).not.toBe(serverTexts.common.notFound);
      expect([200, 404]).toContain(answered.statusCode);
    },
  );

  it('counts pending deposits, withdrawals and documents, and the counts fall with each decision', async () => {
    const operator = await t.operator();
    const before = await queues();
    const customer = await t.customer({ realUsd: 1_000 });
    const deposit = await t.send(customer, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 250,
      method: 'havale',
    });
    expect(deposit.statusCode).toBe(200);
    const withdrawal = await t.send(customer, 'POST', '/api/trans', {
      type: 'withdrawal',
      amount: 100,
      iban: turkishIban(7),
      holder: 'Ayşe Yılmaz',
    });
    expect(withdrawal.statusCode).toBe(200);
    const uploaded = await upload(t.app, customer.token, 'identity-front', pngOf());
    expect(uploaded.statusCode).toBe(201);
    const documentId = (uploaded.json() as { data: { documentId: string } }).data.documentId;
    expect(await queues()).toEqual({
      deposits: before.deposits + 1,
      withdrawals: before.withdrawals + 1,
      documents: before.documents + 1,
    });

    const depositId = (deposit.body.data as OperatorTransaction).id;
    expect((await t.send(operator, 'POST', `/api/operator/trans/${depositId}/approve`)).statusCode).toBe(200);
    expect(await queues()).toMatchObject({ deposits: before.deposits, withdrawals: before.withdrawals + 1 });
    const withdrawalId = (withdrawal.body.data as OperatorTransaction).id;
    const rejected = await t.send(operator, 'POST', `/api/operator/trans/${withdrawalId}/reject`, {
      reason: 'IBAN sahibi ile hesap sahibi farklı.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await queues()).toMatchObject({
      withdrawals: before.withdrawals,
      documents: before.documents + 1,
    });
    const reviewed = await t.send(operator, 'POST', `/api/operator/verifications/${documentId}/reject`, {
      reason: 'Görüntü okunmuyor.',
    });
    expect(reviewed.statusCode).toBe(200);
    expect(await queues()).toEqual(before);
  });

  it('filters the transactions by type, names whose they are and says how many there are', async () => {
    const operator = await t.operator();
    const customer = await t.customer({ realUsd: 500 });
    for (const amount of [110, 120, 130])
      await t.send(customer, 'POST', '/api/trans', { type: 'deposit', amount, method: 'eft' });
    const [counted] = await t.db.query<{ deposits: number; all: number }>(
      `SELECT COUNT(*) FILTER (WHERE type = 'deposit')::bigint AS deposits, COUNT(*)::bigint AS all
       FROM transactions WHERE status = 'pending'`,
    );
    const deposits = await t.send(operator, 'GET', '/api/operator/trans?status=pending&type=deposit&page=1');
    expect(deposits.statusCode).toBe(200);
    const items = deposits.body.data as OperatorTransaction[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.type === 'deposit' && item.status === 'pending')).toBe(true);
    const mine = items.filter((item) => item.userId === customer.userId);
    expect(mine).toHaveLength(3);
    for (const item of mine)
      expect(item).toMatchObject({ name: 'Ayşe', surname: 'Yılmaz', email: customer.email });
    expect(deposits.body).toMatchObject({ total: counted.deposits, currentPage: 1 });
    const everything = await t.send(operator, 'GET', '/api/operator/trans?status=pending');
    expect(everything.body).toMatchObject({ total: counted.all });
    const wrongType = await t.send(operator, 'GET', '/api/operator/trans?type=transfer');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.message).toBe('İşlem türü geçersiz.');
  });

  it('pages the verification queue with its total, and refuses a page that is not a positive integer', async () => {
    const operator = await t.operator();
    const customer = await t.customer();
    for (const kind of ['identity-front', 'identity-back', 'selfie'])
      expect((await upload(t.app, customer.token, kind, pngOf())).statusCode).toBe(201);
    const [counted] = await t.db.query<{ total: number }>(
      "SELECT COUNT(*)::bigint AS total FROM verification_documents WHERE status = 'pending'",
    );
    const page = await t.send(operator, 'GET', '/api/operator/verifications?status=pending&page=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatchObject({ total: counted.total, currentPage: 1, totalPages: 1 });
    expect(page.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: customer.userId,
          name: 'Ayşe',
          surname: 'Yılmaz',
          email: customer.email,
        }),
      ]),
    );
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      const refused = await t.send(operator, 'GET', `/api/operator/verifications?page=${bad}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toMatch(/^Sayfa /);
    }
  });

  it('two operators approving one deposit at once: one 200, one 409, one ledger row', async () => {
    const [first, second] = [await t.operator(), await t.operator()];
    const customer = await t.customer();
    const deposit = await t.send(customer, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 640,
      method: 'havale',
    });
    const id = (deposit.body.data as OperatorTransaction).id;
    const answers = await Promise.all([
      t.send(first, 'POST', `/api/operator/trans/${id}/approve`),
      t.send(second, 'POST', `/api/operator/trans/${id}/approve`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.body.message).toBe(
      serverTexts.wallet.alreadyDecided,
    );
    await t.trading.service.whenPersisted();
    const rows = await t.db.query<{ kind: string; amount_cents: number }>(
      "SELECT kind, amount_cents FROM ledger WHERE account_id = $1 AND kind = 'deposit'",
      [customer.realId],
    );
    expect(rows).toEqual([{ kind: 'deposit', amount_cents: 640_00 }]);
    const audits = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_type = 'transaction' AND subject_id = $1 AND action = 'transaction.approve'",
      [id],
    );
    expect(audits).toHaveLength(1);
  });

  it('documents every back-office call in the OpenAPI document, with its query and answer', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const document = answer.json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>
      >;
    };
    for (const path of [
      '/api/operator/queues',
      '/api/operator/customers',
      '/api/operator/customers/{id}',
      '/api/operator/customers/{id}/ledger',
      '/api/operator/customers/{id}/positions',
      '/api/operator/customers/{id}/transactions',
      '/api/operator/notifications/broadcast',
    ]) {
      const operations = document.paths[path];
      expect(operations).toBeDefined();
      for (const operation of Object.values(operations)) expect(operation.responses).toHaveProperty('200');
    }
    const search = document.paths['/api/operator/customers'].get.parameters?.map(
      (parameter) => parameter.name,
    );
    expect(search).toEqual(expect.arrayContaining(['search', 'page']));
    const trans = document.paths['/api/operator/trans'].get.parameters?.map((parameter) => parameter.name);
    expect(trans).toEqual(expect.arrayContaining(['status', 'type', 'page']));
  });
});
