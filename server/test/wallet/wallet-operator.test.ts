// The broker's side: only operators reach /api/operator/trans*, lists filter by status, and every
// request and decision is a domain event published after its commit, and an audit row.
import { serverTexts } from '../../../contract/server-texts';
import type { Transaction } from '../../../contract/wallet';
import type { DomainEvent } from '../../src/events/domain-events';
import { CUSTOMER_NAME, transactionOf, turkishIban, useWalletApp } from './wallet-test-kit';

const holder = `${CUSTOMER_NAME.name} ${CUSTOMER_NAME.surname}`;

describe('operator transaction calls', () => {
  const t = useWalletApp();

  it('refuses a customer’s token (403) and a missing one (401)', async () => {
    const customer = await t.customer();
    const deposit = transactionOf(
      await t.send(customer, 'POST', '/api/trans', { type: 'deposit', amount: 100, method: 'havale' }),
    );
    for (const [method, url] of [
      ['GET', '/api/operator/trans?status=pending'],
      ['POST', `/api/operator/trans/${deposit.id}/approve`],
      ['POST', `/api/operator/trans/${deposit.id}/reject`],
    ] as const) {
      expect((await t.send(customer, method, url)).statusCode).toBe(403);
      expect((await t.send(null, method, url)).statusCode).toBe(401);
    }
    const state = await t.db.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [
      deposit.id,
    ]);
    expect(state[0]?.status).toBe('pending');
  });

  it('lists by status, newest first, with whose transaction it is', async () => {
    const customer = await t.customer({ realUsd: 100 });
    const operator = await t.operator();
    const first = transactionOf(
      await t.send(customer, 'POST', '/api/trans', { type: 'deposit', amount: 100, method: 'havale' }),
    );
    const second = transactionOf(
      await t.send(customer, 'POST', '/api/trans', {
        type: 'withdrawal',
        amount: 20,
        iban: turkishIban(3),
        holder,
      }),
    );
    await t.send(operator, 'POST', `/api/operator/trans/${first.id}/reject`, { reason: 'Eksik açıklama' });
    const pending = await t.send(operator, 'GET', '/api/operator/trans?status=pending&page=1');
    const pendingIds = (pending.body.data as Transaction[]).map((row) => row.id);
    expect(pendingIds).toContain(second.id);
    expect(pendingIds).not.toContain(first.id);
    const rejected = (await t.send(operator, 'GET', '/api/operator/trans?status=rejected')).body
      .data as (Transaction & {
      userId: string;
    })[];
    expect(rejected.find((row) => row.id === first.id)).toMatchObject({
      userId: customer.userId,
      reason: 'Eksik açıklama',
    });
    const all = (await t.send(operator, 'GET', '/api/operator/trans')).body.data as Transaction[];
    expect(all.findIndex((row) => row.id === second.id)).toBeLessThan(
      all.findIndex((row) => row.id === first.id),
    );
    const bad = await t.send(operator, 'GET', '/api/operator/trans?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(serverTexts.validation.invalid('Durum'));
    const missingReason = await t.send(operator, 'POST', `/api/operator/trans/${second.id}/reject`, {});
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.body.message).toBe(serverTexts.validation.required('Red gerekçesi'));
  });

  it('publishes each request and decision once its rows are committed', async () => {
    const customer = await t.customer({ realUsd: 300 });
    const operator = await t.operator();
    const statusesAtDelivery: string[] = [];
    const unsubscribe = t.events.subscribe('committed-check', async (event: DomainEvent) => {
      if (event.type !== 'transaction.created' && event.type !== 'transaction.decided') return;
      const rows = await t.db.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [
        event.transaction.id,
      ]);
      statusesAtDelivery.push(`${event.type}:${rows[0]?.status ?? 'missing'}`);
    });
    try {
      const held = transactionOf(
        await t.send(customer, 'POST', '/api/trans', {
          type: 'withdrawal',
          amount: 100,
          iban: turkishIban(9),
          holder,
        }),
      );
      await t.send(operator, 'POST', `/api/operator/trans/${held.id}/approve`);
      await t.events.whenIdle();
      expect(statusesAtDelivery).toEqual(['transaction.created:pending', 'transaction.decided:approved']);
      const mine = t.eventsSeen.filter(
        (event) =>
          (event.type === 'transaction.created' || event.type === 'transaction.decided') &&
          event.transaction.id === held.id,
      );
      expect(mine).toEqual([
        expect.objectContaining({
          type: 'transaction.created',
          userId: customer.userId,
          accountId: customer.realId,
          transaction: expect.objectContaining({
            type: 'withdrawal',
            amountCents: 100_00,
            reference: held.reference,
          }),
        }),
        expect.objectContaining({
          type: 'transaction.decided',
          status: 'approved',
          reason: null,
          decidedBy: operator.userId,
        }),
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('publishes nothing for a refused request', async () => {
    const customer = await t.customer({ realUsd: 10 });
    const before = t.eventsSeen.length;
    const answer = await t.send(customer, 'POST', '/api/trans', {
      type: 'withdrawal',
      amount: 20,
      iban: turkishIban(10),
      holder,
    });
    expect(answer.statusCode).toBe(422);
    await t.events.whenIdle();
    expect(t.eventsSeen.slice(before).filter((event) => event.type.startsWith('transaction.'))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const t = useWalletApp();

  it('lists every wallet call', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(answer.statusCode).toBe(200);
    const paths = Object.keys((answer.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/infos/accounts',
      '/api/infos/list',
      '/api/trans',
      '/api/trans/all',
      '/api/trans/limits',
      '/api/trans/cancel',
      '/api/trans/card/checkout',
      '/api/users/banks',
      '/api/users/banks/{id}',
      '/api/operator/trans',
      '/api/operator/trans/{id}/approve',
      '/api/operator/trans/{id}/reject',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
