// Card deposits: the simulated provider's 3-D Secure step. The right code approves at once with its
// ledger row; wrong codes are counted and the third, like an expired challenge, rejects the deposit.
import { serverTexts } from '../../../contract/server-texts';
import type { Transaction } from '../../../contract/wallet';
import { THREE_DS_CODE_TTL_MS } from '../../src/wallet/simulated-card-provider';
import {
  auditRowsOf,
  DEMO_CODE,
  expectMoneyConsistent,
  moneyState,
  transactionOf,
  useWalletApp,
  VISA_TEST_CARD,
} from './wallet-test-kit';

const texts = serverTexts.wallet;

describe('card deposits', () => {
  const t = useWalletApp();

  it('the right 3-D Secure code approves at once with its ledger row', async () => {
    const customer = await t.customer();
    const created = await t.send(customer, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 250,
      method: 'card',
      card: { ...VISA_TEST_CARD, number: '4111 1111 1111 1111' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe(texts.cardChallenge);
    const deposit = transactionOf(created);
    expect(deposit).toMatchObject({ status: 'pending', method: 'card', brokerAccountId: null });
    expect(deposit.threeDs).toEqual({
      maskedCard: '**** **** **** 1111',
      demoCode: DEMO_CODE,
      expiresAt: new Date(t.clock.nowMs() + THREE_DS_CODE_TTL_MS).toISOString(),
    });
    const operator = await t.operator();
    const byHand = await t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/approve`);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.body.message).toBe(texts.cardAwaitsCode);

    const badFormat = await t.send(customer, 'POST', '/api/trans/card/confirm', {
      id: deposit.id,
      code: '12ab',
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.body.message).toBe(texts.codeInvalid);
    const wrong = await t.send(customer, 'POST', '/api/trans/card/confirm', {
      id: deposit.id,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({ message: texts.codeWrong, code: 'CODE_WRONG' });
    expect((await moneyState(t.db, customer.realId)).balanceCents).toBe(0);

    const right = await t.send(customer, 'POST', '/api/trans/card/confirm', {
      id: deposit.id,
      code: DEMO_CODE,
    });
    expect(right.statusCode).toBe(200);
    expect(right.body.message).toBe(texts.cardApproved);
    expect(transactionOf(right)).toMatchObject({ status: 'approved', threeDs: null });
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.ledgerRows).toEqual([{ kind: 'deposit', amountCents: 250_00 }]);

    const again = await t.send(customer, 'POST', '/api/trans/card/confirm', {
      id: deposit.id,
      code: DEMO_CODE,
    });
    expect(again.statusCode).toBe(409);
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(250_00);
    const audit = await auditRowsOf(t.db, deposit.id);
    expect(audit.map((row) => [row.action, row.actor_role])).toEqual([
      ['transaction.create', 'customer'],
      ['transaction.approve', 'system'],
    ]);
  });

  it('three wrong codes reject the deposit', async () => {
    const customer = await t.customer();
    const deposit = transactionOf(
      await t.send(customer, 'POST', '/api/trans', {
        type: 'deposit',
        amount: 100,
        method: 'card',
        card: VISA_TEST_CARD,
      }),
    );
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answers.push(
        await t.send(customer, 'POST', '/api/trans/card/confirm', { id: deposit.id, code: '999999' }),
      );
    }
    expect(answers.map((answer) => answer.body.code)).toEqual(['CODE_WRONG', 'CODE_WRONG', 'CODE_LOCKED']);
    expect(answers[2]?.body.message).toBe(texts.codeLocked);
    const late = await t.send(customer, 'POST', '/api/trans/card/confirm', {
      id: deposit.id,
      code: DEMO_CODE,
    });
    expect(late.statusCode).toBe(409);
    const mine = (await t.send(customer, 'GET', '/api/trans/all')).body.data as Transaction[];
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: texts.threeDsFailed });
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(0);
  });

  it('an expired code rejects the deposit', async () => {
    const customer = await t.customer();
    const deposit = transactionOf(
      await t.send(customer, 'POST', '/api/trans', {
        type: 'deposit',
        amount: 100,
        method: 'card',
        card: VISA_TEST_CARD,
      }),
    );
    t.clock.advance(THREE_DS_CODE_TTL_MS);
    try {
      const expired = await t.send(customer, 'POST', '/api/trans/card/confirm', {
        id: deposit.id,
        code: DEMO_CODE,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toMatchObject({ message: texts.codeExpired, code: 'CODE_EXPIRED' });
    } finally {
      t.clock.advance(-THREE_DS_CODE_TTL_MS);
    }
    const mine = (await t.send(customer, 'GET', '/api/trans/all')).body.data as Transaction[];
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: texts.threeDsExpired, threeDs: null });
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(0);
  });

  it('a Havale deposit has no 3-D Secure step', async () => {
    const customer = await t.customer();
    const deposit = transactionOf(
      await t.send(customer, 'POST', '/api/trans', { type: 'deposit', amount: 100, method: 'havale' }),
    );
    const answer = await t.send(customer, 'POST', '/api/trans/card/confirm', {
      id: deposit.id,
      code: DEMO_CODE,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe(texts.notCardDeposit);
  });
});
