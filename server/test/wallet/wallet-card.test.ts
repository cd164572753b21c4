// Card deposits (issue 22, item 6): card data never reaches the broker. The card is typed on the
// simulated provider's hosted page (/pay/checkout/{id}), which sends the customer back with a
// payment token; the broker verifies the token with the provider and credits it once. Raw card
// fields sent to /api/trans are refused in Turkish; a failed, foreign, reused or mismatched token
// credits nothing; every scenario ends with balance = Σ ledger.
import { serverTexts } from '../../../contract/server-texts';
import { HOSTED_PAGE_POLICY } from '../../src/wallet/hosted-card-page';
import { openCheckout, payOnHostedPage, postForm, returnOf } from './card-payment-kit';
import {
  DEMO_CODE,
  expectMoneyConsistent,
  moneyState,
  transactionOf,
  useWalletApp,
  VISA_TEST_CARD,
} from './wallet-test-kit';

const texts = serverTexts.wallet;
const pageTexts = serverTexts.hostedCard;

describe('card deposits through the provider’s hosted page', () => {
  const t = useWalletApp();
  const deposit = (paymentToken: string, amount = 250) => ({
    type: 'deposit',
    amount,
    method: 'card',
    paymentToken,
  });

  async function transactionRows(userId: string) {
    return t.db.query<{ status: string }>('SELECT status FROM transactions WHERE user_id = $1', [userId]);
  }

  it.each([
    ['a card object', { card: VISA_TEST_CARD }],
    ['a card number', { number: VISA_TEST_CARD.number }],
    ['a CVC', { cvc: '123' }],
    ['an expiry', { expiry: '12/30' }],
    ['a CVV beside a payment token', { cvv: '123', paymentToken: 'tok' }],
  ])('refuses %s sent to /api/trans with a Turkish 400 and writes nothing', async (_name, fields) => {
    const customer = await t.customer();
    const answer = await t.send(customer, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 100,
      method: 'card',
      ...fields,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ status: false, message: texts.cardDataRefused, code: 'CARD_DATA_REFUSED' });
    expect(await transactionRows(customer.userId)).toEqual([]);
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(0);
  });

  it('a paid token credits the amount once, with its ledger row, and the broker never stores the card', async () => {
    const customer = await t.customer();
    const token = await payOnHostedPage(t, customer, 250);
    const credited = await t.send(customer, 'POST', '/api/trans', deposit(token));
    expect(credited.statusCode).toBe(200);
    expect(credited.body.message).toBe(texts.cardApproved);
    expect(transactionOf(credited)).toMatchObject({ status: 'approved', method: 'card', amount: 250 });
    const again = await t.send(customer, 'POST', '/api/trans', deposit(token));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(texts.paymentAlreadyCredited);
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.ledgerRows).toEqual([{ kind: 'deposit', amountCents: 250_00 }]);
    const [payment] = await t.db.query<{ masked_card: string }>(
      'SELECT masked_card FROM card_payments WHERE transaction_id = $1',
      [transactionOf(credited).id],
    );
    expect(payment?.masked_card).toBe('**** **** **** 1111');
    const stored = JSON.stringify(
      await t.db.query('SELECT * FROM audit_log WHERE subject_id = $1', [transactionOf(credited).id]),
    );
    expect(stored).not.toContain(VISA_TEST_CARD.number);
    expect(t.eventsSeen.filter((event) => event.type === 'transaction.decided').at(-1)).toMatchObject({
      userId: customer.userId,
      status: 'approved',
      decidedBy: null,
    });
  });

  it('a token sent five times at once credits once', async () => {
    const customer = await t.customer();
    const token = await payOnHostedPage(t, customer, 120);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.send(customer, 'POST', '/api/trans', deposit(token, 120))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.ledgerRows).toEqual([{ kind: 'deposit', amountCents: 120_00 }]);
  });

  it('a failed payment (three wrong codes, or given up on the page) credits nothing', async () => {
    const customer = await t.customer();
    const failed = await payOnHostedPage(t, customer, 250, ['000000', '000001', '000002']);
    const refused = await t.send(customer, 'POST', '/api/trans', deposit(failed));
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe(texts.paymentFailed);
    const paymentUrl = await openCheckout(t, customer, 250);
    const abandoned = returnOf(await postForm(t, `${paymentUrl}/cancel`, {}));
    expect((await t.send(customer, 'POST', '/api/trans', deposit(abandoned.token))).statusCode).toBe(422);
    expect(await transactionRows(customer.userId)).toEqual([]);
    expect((await expectMoneyConsistent(t, customer.realId)).ledgerRows).toEqual([]);
  });

  it('another customer’s token, an unknown one and a different amount credit nothing', async () => {
    const payer = await t.customer();
    const stranger = await t.customer();
    const token = await payOnHostedPage(t, payer, 250);
    for (const [who, body, status, message] of [
      [stranger, deposit(token), 404, texts.paymentNotFound],
      [payer, deposit('no-such-token'), 404, texts.paymentNotFound],
      [payer, deposit(token, 300), 422, texts.paymentAmountMismatch],
    ] as const) {
      const answer = await t.send(who, 'POST', '/api/trans', body);
      expect([answer.statusCode, answer.body.message]).toEqual([status, message]);
    }
    expect((await moneyState(t.db, stranger.realId)).balanceCents).toBe(0);
    expect((await expectMoneyConsistent(t, payer.realId)).balanceCents).toBe(0);
    expect((await t.send(payer, 'POST', '/api/trans', deposit(token))).statusCode).toBe(200);
  });

  it('a card deposit left pending by the old flow cannot be approved by hand, only rejected', async () => {
    const customer = await t.customer();
    await t.db.query(
      `INSERT INTO transactions (id, user_id, account_id, type, method, status, amount_cents, reference, created_at)
       VALUES ('legacy-card', $1, $2, 'deposit', 'card', 'pending', 5000, 'KLD-LEGACY', now())`,
      [customer.userId, customer.realId],
    );
    const operator = await t.operator();
    const approve = await t.send(operator, 'POST', '/api/operator/trans/legacy-card/approve');
    expect([approve.statusCode, approve.body.message]).toEqual([409, texts.cardAwaitsCode]);
    const reject = await t.send(operator, 'POST', '/api/operator/trans/legacy-card/reject', {
      reason: 'Eski akış',
    });
    expect(reject.statusCode).toBe(200);
    expect((await expectMoneyConsistent(t, customer.realId)).balanceCents).toBe(0);
  });

  it('a checkout needs the real account and a valid amount', async () => {
    const customer = await t.customer();
    await t.send(customer, 'PUT', '/api/users/accounts/active', { id: customer.practiceId });
    const practice = await t.send(customer, 'POST', '/api/trans/card/checkout', { amount: 100 });
    expect(practice.statusCode).toBe(422);
    await t.send(customer, 'PUT', '/api/users/accounts/active', { id: customer.realId });
    const tooSmall = await t.send(customer, 'POST', '/api/trans/card/checkout', { amount: 1 });
    expect([tooSmall.statusCode, tooSmall.body.message]).toEqual([400, texts.amountBelowMin]);
    expect((await t.send(null, 'POST', '/api/trans/card/checkout', { amount: 100 })).statusCode).toBe(401);
  });
});

describe('the hosted page is the provider’s, isolated from the broker’s app', () => {
  const t = useWalletApp();

  it('serves its forms without the broker’s token, under its own policy, with no script', async () => {
    const customer = await t.customer();
    const paymentUrl = await openCheckout(t, customer, 75.5);
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(HOSTED_PAGE_POLICY);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain(pageTexts.amount('75.50'));
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`action="${paymentUrl}/card"`);
  });

  it('answers a bad card on the page in Turkish, then takes the code and sends the customer back', async () => {
    const customer = await t.customer();
    const paymentUrl = await openCheckout(t, customer, 100);
    const bad = await postForm(t, `${paymentUrl}/card`, { ...VISA_TEST_CARD, number: '4111111111111112' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(texts.cardNumberInvalid);
    const good = await postForm(t, `${paymentUrl}/card`, VISA_TEST_CARD);
    expect(good.body).toContain(pageTexts.codeText('**** **** **** 1111'));
    expect(good.body).toContain(`data-demo-code="${DEMO_CODE}"`);
    const wrong = await postForm(t, `${paymentUrl}/code`, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(pageTexts.triesLeft(2));
    const back = returnOf(await postForm(t, `${paymentUrl}/code`, { code: DEMO_CODE }));
    expect(back).toMatchObject({ path: '/deposit?method=card', amount: '100.00' });
    expect(back.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const revisited = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(revisited.statusCode).toBe(303);
  });

  it('refuses what is not its own form with one Turkish 400, never a 5xx', async () => {
    const customer = await t.customer();
    const paymentUrl = await openCheckout(t, customer, 100);
    const refusals = [
      { url: `${paymentUrl}/card`, type: 'application/json', payload: '{"number":1}' },
      { url: `${paymentUrl}/card`, type: 'text/plain', payload: 'x' },
      { url: `${paymentUrl}/card`, type: 'application/x-www-form-urlencoded', payload: '%%%' },
      {
        url: `/pay/checkout/${'a'.repeat(70)}/card`,
        type: 'application/x-www-form-urlencoded',
        payload: 'a=1',
      },
    ];
    for (const { url, type, payload } of refusals) {
      const answer = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { status: false, message: serverTexts.validation.invalidInput, code: 'VALIDATION' },
      ]);
    }
  });

  it('answers an unknown checkout with its own 404 page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/pay/checkout/no-such-checkout' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain(pageTexts.notFound);
    expect(answer.headers['content-security-policy']).toBe(HOSTED_PAGE_POLICY);
  });

  it('is not part of the broker’s API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: object };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/pay'))).toEqual([]);
  });
});
