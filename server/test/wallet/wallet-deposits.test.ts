// Deposits: a Havale/EFT request with its reference waits for the broker, whose approval adds one
// 'deposit' ledger row (card deposits: wallet-card.test.ts). Every bad input
// is refused in Turkish and leaves nothing behind.
import { serverTexts } from '../../../contract/server-texts';
import type { Transaction } from '../../../contract/wallet';
import { REFERENCE_PATTERN } from '../../src/wallet/reference-code';
import {
  auditRowsOf,
  expectMoneyConsistent,
  moneyState,
  transactionOf,
  useWalletApp,
  type WalletCustomer,
} from './wallet-test-kit';

const texts = serverTexts.wallet;

async function transactionCount(t: ReturnType<typeof useWalletApp>, userId: string): Promise<number> {
  const rows = await t.db.query<{ count: number }>(
    'SELECT COUNT(*)::int AS count FROM transactions WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

describe('deposits', () => {
  const t = useWalletApp();

  it('a Havale deposit waits with a reference; the operator’s approval adds one ledger row', async () => {
    const customer = await t.customer();
    const operator = await t.operator();
    const created = await t.send(customer, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 500,
      method: 'havale',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe(texts.depositCreated);
    const deposit = transactionOf(created);
    expect(deposit).toMatchObject({
      type: 'deposit',
      amount: 500,
      method: 'havale',
      status: 'pending',
      decidedAt: null,
      reason: null,
      accountId: customer.realId,
      brokerAccountId: 'garanti-usd',
      iban: null,
    });
    expect(deposit.reference).toMatch(REFERENCE_PATTERN);
    expect((await moneyState(t.db, customer.realId)).balanceCents).toBe(0);

    const pending = await t.send(operator, 'GET', '/api/operator/trans?status=pending&page=1');
    expect((pending.body.data as Transaction[]).some((row) => row.reference === deposit.reference)).toBe(
      true,
    );

    const approved = await t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(transactionOf(approved)).toMatchObject({ status: 'approved', userId: customer.userId });
    expect(transactionOf(approved).decidedAt).not.toBeNull();
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.balanceCents).toBe(500_00);
    expect(state.ledgerRows).toEqual([{ kind: 'deposit', amountCents: 500_00 }]);

    const twice = await t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(texts.alreadyDecided);
    const rejectLate = await t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/reject`, {
      reason: 'geç',
    });
    expect(rejectLate.statusCode).toBe(409);
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(500_00);

    const audit = await auditRowsOf(t.db, deposit.id);
    expect(audit.map((row) => [row.action, row.actor_role, row.after.status])).toEqual([
      ['transaction.create', 'customer', 'pending'],
      ['transaction.approve', 'operator', 'approved'],
    ]);
    expect(audit[1]?.actor_id).toBe(operator.userId);
    expect((await t.send(customer, 'GET', '/api/users/profile')).body.data).toMatchObject({ balance: 500 });
  });

  it('an EFT deposit to the second broker account, rejected with a reason, moves no money', async () => {
    const customer = await t.customer();
    const operator = await t.operator();
    const created = await t.send(customer, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 1234.56,
      method: 'eft',
      brokerAccountId: 'isbank-usd',
    });
    const deposit = transactionOf(created);
    expect(deposit).toMatchObject({ amount: 1234.56, method: 'eft', brokerAccountId: 'isbank-usd' });
    const noReason = await t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/reject`, {
      reason: '   ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.message).toBe(texts.reasonRequired);
    const rejected = await t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/reject`, {
      reason: 'Havale bulunamadı',
    });
    expect(transactionOf(rejected)).toMatchObject({ status: 'rejected', reason: 'Havale bulunamadı' });
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.balanceCents).toBe(0);
    const mine = (await t.send(customer, 'GET', '/api/trans/all')).body.data as Transaction[];
    expect(mine[0]).toMatchObject({ id: deposit.id, status: 'rejected', reason: 'Havale bulunamadı' });
  });

  it('the customer cancels a pending deposit once; the operator then finds it decided', async () => {
    const customer = await t.customer();
    const operator = await t.operator();
    const deposit = transactionOf(
      await t.send(customer, 'POST', '/api/trans', { type: 'deposit', amount: 50, method: 'havale' }),
    );
    const cancelled = await t.send(customer, 'POST', '/api/trans/cancel', { id: deposit.id });
    expect(cancelled.statusCode).toBe(200);
    expect(transactionOf(cancelled).status).toBe('cancelled');
    expect((await t.send(customer, 'POST', '/api/trans/cancel', { id: deposit.id })).statusCode).toBe(409);
    expect((await t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/approve`)).statusCode).toBe(
      409,
    );
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(0);
  });

  it('another customer’s transaction answers 404, and so does an unknown id', async () => {
    const owner = await t.customer();
    const stranger = await t.customer();
    const deposit = transactionOf(
      await t.send(owner, 'POST', '/api/trans', { type: 'deposit', amount: 50, method: 'havale' }),
    );
    for (const id of [deposit.id, 'no-such-transaction']) {
      const cancel = await t.send(stranger, 'POST', '/api/trans/cancel', { id });
      expect(cancel.statusCode).toBe(404);
      expect(cancel.body.message).toBe(texts.transactionNotFound);
    }
    expect((await t.send(stranger, 'GET', '/api/trans/all')).body.data).toEqual([]);
    const operator = await t.operator();
    expect(
      (await t.send(operator, 'POST', '/api/operator/trans/no-such-transaction/approve')).statusCode,
    ).toBe(404);
    expect((await t.send(owner, 'GET', '/api/trans/all')).body.data).toHaveLength(1);
  });

  it('refuses money calls on the practice account with a Turkish message, writing nothing', async () => {
    const customer = await t.customer();
    await t.send(customer, 'PUT', '/api/users/accounts/active', { id: customer.practiceId });
    const deposit = await t.send(customer, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 100,
      method: 'havale',
    });
    expect(deposit.statusCode).toBe(422);
    expect(deposit.body.message).toBe(texts.realAccountOnly);
    const withdrawal = await t.send(customer, 'POST', '/api/trans', {
      type: 'withdrawal',
      amount: 100,
      iban: 'TR050006200000062973182451',
      holder: 'Ayşe Yılmaz',
    });
    expect(withdrawal.statusCode).toBe(422);
    expect(withdrawal.body.message).toBe(texts.realAccountOnly);
    expect(await transactionCount(t, customer.userId)).toBe(0);
  });

  const validationCases: [string, object, string][] = [
    ['a missing amount', { type: 'deposit', method: 'havale' }, serverTexts.validation.required('Tutar')],
    ['a null amount', { type: 'deposit', amount: null, method: 'havale' }, texts.amountRequired],
    ['an amount as text', { type: 'deposit', amount: '100', method: 'havale' }, texts.amountNotNumber],
    ['an amount as "NaN"', { type: 'deposit', amount: 'NaN', method: 'havale' }, texts.amountNotNumber],
    [
      'an amount as an object',
      { type: 'deposit', amount: { value: 1 }, method: 'havale' },
      texts.amountNotNumber,
    ],
    ['a zero amount', { type: 'deposit', amount: 0, method: 'havale' }, texts.amountNotPositive],
    ['a negative amount', { type: 'deposit', amount: -50, method: 'havale' }, texts.amountNotPositive],
    ['three decimals', { type: 'deposit', amount: 100.005, method: 'havale' }, texts.amountDecimals],
    ['below the minimum', { type: 'deposit', amount: 9.99, method: 'havale' }, texts.amountBelowMin],
    ['above the maximum', { type: 'deposit', amount: 100_000.01, method: 'havale' }, texts.amountAboveMax],
    ['an absurd amount', { type: 'deposit', amount: 1e300, method: 'havale' }, texts.amountAboveMax],
    ['no method', { type: 'deposit', amount: 100 }, texts.methodRequired],
    ['an unknown method', { type: 'deposit', amount: 100, method: 'bitcoin' }, texts.methodInvalid],
    ['the withdrawal method', { type: 'deposit', amount: 100, method: 'iban' }, texts.methodInvalid],
    [
      'an unknown type',
      { type: 'gift', amount: 100, method: 'havale' },
      serverTexts.validation.invalid('İşlem türü'),
    ],
    ['no type', { amount: 100, method: 'havale' }, serverTexts.validation.required('İşlem türü')],
    [
      'an unknown field',
      { type: 'deposit', amount: 100, method: 'havale', bonus: 5 },
      serverTexts.validation.unknownField('bonus'),
    ],
    [
      'an IBAN on a deposit',
      { type: 'deposit', amount: 100, method: 'havale', iban: 'TR05' },
      texts.fieldNotAllowed,
    ],
    [
      'a payment token on a Havale',
      { type: 'deposit', amount: 100, method: 'havale', paymentToken: 'tok' },
      texts.fieldNotAllowed,
    ],
    [
      'an unknown broker account',
      { type: 'deposit', amount: 100, method: 'eft', brokerAccountId: 'nope' },
      texts.brokerAccountUnknown,
    ],
    [
      'a card deposit without a payment token',
      { type: 'deposit', amount: 100, method: 'card' },
      texts.paymentTokenRequired,
    ],
    [
      'a broker account on a card',
      { type: 'deposit', amount: 100, method: 'card', paymentToken: 'tok', brokerAccountId: 'garanti-usd' },
      texts.fieldNotAllowed,
    ],
  ];

  describe('validation', () => {
    let customer: WalletCustomer;
    beforeAll(async () => {
      customer = await t.customer();
    });

    it.each(validationCases)('refuses %s with 400 and a Turkish message', async (_name, payload, message) => {
      const answer = await t.send(customer, 'POST', '/api/trans', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ status: false, message, code: 'VALIDATION' });
      expect(await transactionCount(t, customer.userId)).toBe(0);
    });

    it('accepts the limits themselves and two decimals', async () => {
      for (const amount of [10, 100_000, 19.99, 0.1 + 0.2 + 9.7]) {
        const answer = await t.send(customer, 'POST', '/api/trans', {
          type: 'deposit',
          amount,
          method: 'havale',
        });
        expect([amount, answer.statusCode]).toEqual([amount, 200]);
      }
    });
  });

  it('lists the customer’s transactions newest first, twenty a page', async () => {
    const customer = await t.customer();
    const ids: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      const answer = await t.send(customer, 'POST', '/api/trans', {
        type: 'deposit',
        amount: 10 + index,
        method: 'eft',
      });
      ids.push(transactionOf(answer).id);
    }
    const first = await t.send(customer, 'GET', '/api/trans/all?page=1');
    expect(first.body).toMatchObject({ status: true, currentPage: 1, totalPages: 2 });
    expect((first.body.data as Transaction[]).map((row) => row.id)).toEqual(ids.slice(3).reverse());
    const second = await t.send(customer, 'GET', '/api/trans/all?page=2');
    expect((second.body.data as Transaction[]).map((row) => row.id)).toEqual(ids.slice(0, 3).reverse());
    const bad = await t.send(customer, 'GET', '/api/trans/all?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(serverTexts.validation.tooSmall('Sayfa', 1));
    const references = new Set((first.body.data as Transaction[]).map((row) => row.reference));
    expect(references.size).toBe(20);
  });
});
