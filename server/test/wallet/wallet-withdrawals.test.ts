// Withdrawals: to the customer's own Turkish IBAN, after identity verification, held at once
// against free margin; a cancel or a rejection releases the hold, an approval turns it into one
// 'withdrawal' ledger row. Money moves once however often a decision is asked for.
import { serverTexts } from '../../../contract/server-texts';
import type { Transaction } from '../../../contract/wallet';
import {
  auditRowsOf,
  CUSTOMER_NAME,
  expectMoneyConsistent,
  moneyState,
  transactionOf,
  turkishIban,
  useWalletApp,
  type WalletCustomer,
} from './wallet-test-kit';

const texts = serverTexts.wallet;
const holder = `${CUSTOMER_NAME.name} ${CUSTOMER_NAME.surname}`;
const IBAN = turkishIban(42, '00064');

const withdrawal = (amount: unknown, extra: object = {}) => ({
  type: 'withdrawal',
  amount,
  iban: IBAN,
  holder,
  ...extra,
});

describe('withdrawals', () => {
  const t = useWalletApp();

  it('is held at once: free margin drops, the balance does not, and cancel gives it back', async () => {
    const customer = await t.customer({ realUsd: 1000 });
    expect(await t.marginFree(customer)).toBe(1000);
    const created = await t.send(
      customer,
      'POST',
      '/api/trans',
      withdrawal(300, { iban: IBAN.toLowerCase() }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe(texts.withdrawalCreated);
    const held = transactionOf(created);
    expect(held).toMatchObject({
      type: 'withdrawal',
      method: 'iban',
      status: 'pending',
      amount: 300,
      holder,
      iban: IBAN.replace(/(.{4})(?=.)/g, '$1 '),
    });
    expect(await t.marginFree(customer)).toBe(700);
    const accounts = await t.accounts(customer);
    expect(accounts.find((account) => account.kind === 'real')).toMatchObject({ balance: 1000, held: 300 });
    let state = await expectMoneyConsistent(t, customer.realId);
    expect(state).toMatchObject({ balanceCents: 1000_00, heldCents: 300_00 });

    const cancelled = await t.send(customer, 'POST', '/api/trans/cancel', { id: held.id });
    expect(cancelled.statusCode).toBe(200);
    expect(transactionOf(cancelled)).toMatchObject({ status: 'cancelled' });
    expect(await t.marginFree(customer)).toBe(1000);
    state = await expectMoneyConsistent(t, customer.realId);
    expect(state).toMatchObject({ balanceCents: 1000_00, heldCents: 0 });

    const twice = await t.send(customer, 'POST', '/api/trans/cancel', { id: held.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(texts.notPending);
    expect((await expectMoneyConsistent(t, customer.realId)).heldCents).toBe(0);
    const audit = await auditRowsOf(t.db, held.id);
    expect(audit.map((row) => [row.action, row.actor_id])).toEqual([
      ['transaction.create', customer.userId],
      ['transaction.cancel', customer.userId],
    ]);
  });

  it('approved: the hold becomes one withdrawal ledger row, once', async () => {
    const customer = await t.customer({ realUsd: 1000 });
    const operator = await t.operator();
    const held = transactionOf(await t.send(customer, 'POST', '/api/trans', withdrawal(400)));
    const approved = await t.send(operator, 'POST', `/api/operator/trans/${held.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.message).toBe(texts.approved);
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state).toMatchObject({ balanceCents: 600_00, heldCents: 0 });
    expect(state.ledgerRows).toEqual([
      { kind: 'deposit', amountCents: 1000_00 },
      { kind: 'withdrawal', amountCents: -400_00 },
    ]);
    expect(await t.marginFree(customer)).toBe(600);
    for (const call of [
      () => t.send(operator, 'POST', `/api/operator/trans/${held.id}/approve`),
      () => t.send(operator, 'POST', `/api/operator/trans/${held.id}/reject`, { reason: 'geç kaldı' }),
    ]) {
      const answer = await call();
      expect(answer.statusCode).toBe(409);
    }
    expect((await t.send(customer, 'POST', '/api/trans/cancel', { id: held.id })).statusCode).toBe(409);
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(600_00);
  });

  it('rejected: the hold is released and the reason shown', async () => {
    const customer = await t.customer({ realUsd: 500 });
    const operator = await t.operator();
    const held = transactionOf(await t.send(customer, 'POST', '/api/trans', withdrawal(500)));
    expect(await t.marginFree(customer)).toBe(0);
    const rejected = await t.send(operator, 'POST', `/api/operator/trans/${held.id}/reject`, {
      reason: 'IBAN sahibi doğrulanamadı',
    });
    expect(rejected.statusCode).toBe(200);
    expect(transactionOf(rejected)).toMatchObject({
      status: 'rejected',
      reason: 'IBAN sahibi doğrulanamadı',
    });
    expect(await t.marginFree(customer)).toBe(500);
    expect(await expectMoneyConsistent(t, customer.realId)).toMatchObject({
      balanceCents: 500_00,
      heldCents: 0,
    });
    const audit = await auditRowsOf(t.db, held.id);
    expect(audit[1]).toMatchObject({
      action: 'transaction.reject',
      actor_id: operator.userId,
      actor_role: 'operator',
    });
  });

  it('must fit free margin, open positions included (422)', async () => {
    const customer = await t.customer({ realUsd: 200 });
    const over = await t.send(customer, 'POST', '/api/trans', withdrawal(200.01));
    expect(over.statusCode).toBe(422);
    expect(over.body).toMatchObject({ message: texts.insufficientFreeMargin, code: 'INSUFFICIENT_MARGIN' });
    const order = await t.send(customer, 'POST', '/api/orders', {
      symbol: 'EURUSD',
      type: 'Buy',
      amount: 0.1,
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
    });
    expect(order.statusCode).toBe(200);
    const free = await t.marginFree(customer);
    expect(free).toBeLessThan(200);
    const beyond = await t.send(customer, 'POST', '/api/trans', withdrawal(Math.floor(free) + 1));
    expect(beyond.statusCode).toBe(422);
    const within = await t.send(customer, 'POST', '/api/trans', withdrawal(Math.floor(free)));
    expect(within.statusCode).toBe(200);
    const rows = await t.db.query('SELECT 1 FROM transactions WHERE user_id = $1', [customer.userId]);
    expect(rows).toHaveLength(1);
    await expectMoneyConsistent(t, customer.realId);
  });

  it('an approval the balance no longer covers is refused and changes nothing', async () => {
    const customer = await t.customer({ realUsd: 1000 });
    const operator = await t.operator();
    const held = transactionOf(await t.send(customer, 'POST', '/api/trans', withdrawal(500)));
    const order = await t.send(customer, 'POST', '/api/orders', {
      symbol: 'EURUSD',
      type: 'Buy',
      amount: 0.1,
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
    });
    expect(order.statusCode).toBe(200);
    // About 600 USD lost on 0.1 lot: the balance ends below the 500 held once the position closes.
    t.tick('EURUSD', 1.025);
    const closed = await t.send(customer, 'PUT', '/api/orders/close', {
      id: (order.body.data as { id: string }).id,
    });
    expect(closed.statusCode).toBe(200);
    const before = await expectMoneyConsistent(t, customer.realId);
    expect(before.balanceCents).toBeLessThan(500_00);
    expect(before.heldCents).toBe(500_00);

    const approve = await t.send(operator, 'POST', `/api/operator/trans/${held.id}/approve`);
    expect(approve.statusCode).toBe(422);
    expect(await expectMoneyConsistent(t, customer.realId)).toEqual(before);
    expect((await auditRowsOf(t.db, held.id)).map((row) => row.action)).toEqual(['transaction.create']);

    const rejected = await t.send(operator, 'POST', `/api/operator/trans/${held.id}/reject`, {
      reason: 'Bakiye yetersiz',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await expectMoneyConsistent(t, customer.realId)).heldCents).toBe(0);
  });

  it('needs a verified identity (403, nothing written)', async () => {
    const customer = await t.customer({ realUsd: 1000, verified: false });
    for (const status of ['unverified', 'pending', 'rejected'] as const) {
      t.setVerification(customer.userId, status);
      const answer = await t.send(customer, 'POST', '/api/trans', withdrawal(100));
      expect(answer.statusCode).toBe(403);
      expect(answer.body.message).toBe(texts.verificationRequired);
    }
    expect(await t.db.query('SELECT 1 FROM transactions WHERE user_id = $1', [customer.userId])).toEqual([]);
    expect((await moneyState(t.db, customer.realId)).heldCents).toBe(0);
    t.setVerification(customer.userId, 'verified');
    expect((await t.send(customer, 'POST', '/api/trans', withdrawal(100))).statusCode).toBe(200);
  });

  describe('validation', () => {
    let customer: WalletCustomer;
    beforeAll(async () => {
      customer = await t.customer({ realUsd: 100_000 });
    });

    it.each([
      ['no IBAN', { type: 'withdrawal', amount: 100, holder }, texts.ibanRequired],
      ['an empty IBAN', withdrawal(100, { iban: '  ' }), texts.ibanRequired],
      ['a German IBAN', withdrawal(100, { iban: 'DE89370400440532013000' }), texts.ibanNotTurkish],
      ['a short IBAN', withdrawal(100, { iban: 'TR33 0006 1005 1978 6457 8413' }), texts.ibanLength],
      ['letters in the IBAN', withdrawal(100, { iban: `${IBAN.slice(0, 25)}X` }), texts.ibanDigits],
      [
        'a wrong check digit',
        withdrawal(100, { iban: `${IBAN.slice(0, 25)}${(Number(IBAN[25]) + 1) % 10}` }),
        texts.ibanChecksum,
      ],
      ['no holder', { type: 'withdrawal', amount: 100, iban: IBAN }, texts.holderRequired],
      ['someone else as holder', withdrawal(100, { holder: 'Ali Veli' }), texts.holderMismatch],
      ['the surname alone', withdrawal(100, { holder: 'Yılmaz' }), texts.holderMismatch],
      ['a card method', withdrawal(100, { method: 'card' }), texts.methodInvalid],
      ['a broker account', withdrawal(100, { brokerAccountId: 'garanti-usd' }), texts.fieldNotAllowed],
      ['a zero amount', withdrawal(0), texts.amountNotPositive],
      ['a text amount', withdrawal('100'), texts.amountNotNumber],
      ['three decimals', withdrawal(10.123), texts.amountDecimals],
      ['below the minimum', withdrawal(9.99), texts.amountBelowMin],
      ['above the maximum', withdrawal(50_000.01), texts.amountAboveMax],
    ])('refuses %s (400, Turkish, nothing held)', async (_name, payload, message) => {
      const answer = await t.send(customer, 'POST', '/api/trans', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ status: false, message, code: 'VALIDATION' });
      const state = await expectMoneyConsistent(t, customer.realId);
      expect(state.heldCents).toBe(0);
    });

    it('accepts the holder in any case and spacing, Turkish letters included', async () => {
      for (const name of ['AYŞE YILMAZ', 'ayşe yılmaz', '  Ayşe    Yılmaz ']) {
        const answer = await t.send(customer, 'POST', '/api/trans', withdrawal(10, { holder: name }));
        expect([name, answer.statusCode]).toEqual([name, 200]);
      }
      const list = (await t.send(customer, 'GET', '/api/trans/all')).body.data as Transaction[];
      expect(list.map((row) => row.holder)).toEqual(['Ayşe Yılmaz', 'ayşe yılmaz', 'AYŞE YILMAZ']);
    });

    it('accepts the holder as banks write it, without Turkish letters, either way round', async () => {
      const answer = await t.send(customer, 'POST', '/api/trans', withdrawal(10, { holder: 'AYSE YILMAZ' }));
      expect(answer.statusCode).toBe(200);
      const plain = await t.customer({ realUsd: 1000 });
      await t.db.query("UPDATE users SET name = 'Ayse', surname = 'Kontrol' WHERE id = $1", [plain.userId]);
      const folded = await t.send(plain, 'POST', '/api/trans', withdrawal(10, { holder: 'AYŞE KONTROL' }));
      expect(folded.statusCode).toBe(200);
      expect(transactionOf(folded).holder).toBe('AYŞE KONTROL');
      const other = await t.send(plain, 'POST', '/api/trans', withdrawal(10, { holder: 'AYŞE KONTROLCU' }));
      expect(other.body).toEqual({ status: false, message: texts.holderMismatch, code: 'VALIDATION' });
    });
  });
});
