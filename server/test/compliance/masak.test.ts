// MASAK under `tr-spk` (API.md "Jurisdiction"): a deposit or withdrawal that takes the customer's
// Istanbul-day total (deposits and withdrawals, pending and approved) to 400,000 TRY at the USDTRY
// mid needs a purpose (400 naming it, nothing written, without one) and carries flags ['masak'],
// which the operator's queue shows and the audit row keeps. Under `none` nothing is asked.
import { serverTexts } from '../../../contract/server-texts';
import type { Transaction } from '../../../contract/wallet';
import { createManualClock } from '../../src/clock';
import { compliancePart } from '../../src/compliance/compliance-part';
import { masakRule, reachesThreshold, type MasakRule } from '../../src/compliance/masak-rule';
import { isDomainError } from '../../src/domain/domain-error';
import type { TransactionRequests } from '../../src/wallet/transaction-requests';
import { createWalletPart } from '../../src/wallet/wallet-part';
import { useDescribeApp } from '../helpers/describe-app';
import { failureOf, MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { postForm, returnOf } from '../wallet/card-payment-kit';
import {
  auditRowsOf,
  buildWalletApp,
  DEMO_CODE,
  transactionOf,
  turkishIban,
  VISA_TEST_CARD,
  type WalletCustomer,
  type WalletTestApp,
} from '../wallet/wallet-test-kit';

const REFUSAL = serverTexts.wallet.purposeRequired('400.000');
const clock = createManualClock(MONDAY_NOON_MS);

/** USDTRY at a mid of exactly 40: the threshold is then 10,000 USD. */
function quoteForty(t: WalletTestApp): void {
  t.tick('USDTRY', 39.994);
}

function deposit(t: WalletTestApp, customer: WalletCustomer, amount: number, purpose?: string) {
  return t.send(customer, 'POST', '/api/trans', {
    type: 'deposit',
    amount,
    method: 'havale',
    ...(purpose === undefined ? {} : { purpose }),
  });
}

function withdraw(t: WalletTestApp, customer: WalletCustomer, amount: number, purpose?: string) {
  return t.send(customer, 'POST', '/api/trans', {
    type: 'withdrawal',
    amount,
    iban: turkishIban(7),
    holder: 'Ayşe Yılmaz',
    ...(purpose === undefined ? {} : { purpose }),
  });
}

async function rowsOf(t: WalletTestApp, userId: string) {
  return t.db.query<{ amount_cents: number; purpose: string | null; masak_review: boolean }>(
    'SELECT amount_cents, purpose, masak_review FROM transactions WHERE user_id = $1 ORDER BY seq',
    [userId],
  );
}

/**
 * Two server processes' wallets (each its own in-process lock) on the test's database. Each
 * request's first count of the day waits until both have counted, so both count before either
 * writes its row: only the count in the writing transaction, under the lock, can tell them apart.
 */
function twoProcesses(t: WalletTestApp): [TransactionRequests, TransactionRequests] {
  const shared = masakRule(400_000);
  let counted = 0;
  let releaseCounted = (): void => undefined;
  const bothCounted = new Promise<void>((resolve) => {
    releaseCounted = resolve;
  });
  const rule: MasakRule = {
    dailyTry: shared.dailyTry,
    async reaches(db, userId, amountCents, usdTryMid, nowMs) {
      const reaches = await shared.reaches(db, userId, amountCents, usdTryMid, nowMs);
      counted += 1;
      if (counted === 2) releaseCounted();
      await bothCounted;
      return reaches;
    },
    reachesLocked: (tx, userId, amountCents, usdTryMid, nowMs) =>
      shared.reachesLocked(tx, userId, amountCents, usdTryMid, nowMs),
  };
  const process = () =>
    createWalletPart({
      db: t.db,
      clock: t.clock,
      money: t.trading.service,
      events: t.events,
      verification: async () => 'verified',
      masak: { rule, usdTryMid: () => 40 },
    }).service.requests;
  return [process(), process()];
}

describe('the threshold rule', () => {
  it('compares in TRY at the mid, from the threshold up, and asks when there is no rate', () => {
    expect(reachesThreshold(999_999, 400_000, 40)).toBe(false);
    expect(reachesThreshold(1_000_000, 400_000, 40)).toBe(true);
    expect(reachesThreshold(1, 400_000, null)).toBe(true);
  });
});

describe('MASAK under tr-spk', () => {
  const t = useDescribeApp(
    'wallet',
    () => buildWalletApp(clock, [compliancePart({ config: { jurisdiction: 'tr-spk' } })]),
    60_000,
  );

  it('asks nothing while the day stays below the threshold', async () => {
    quoteForty(t);
    const customer = await t.customer();
    const answer = await deposit(t, customer, 9_999.99);
    expect(answer.statusCode).toBe(200);
    expect(transactionOf(answer)).toMatchObject({ flags: [], purpose: null });
  });

  it('refuses the deposit that reaches it without a purpose, naming it, and writes nothing', async () => {
    quoteForty(t);
    const customer = await t.customer();
    expect((await deposit(t, customer, 6_000)).statusCode).toBe(200);
    for (const purpose of [undefined, '', '   ']) {
      const refused = await deposit(t, customer, 4_000, purpose);
      expect(refused.statusCode).toBe(400);
      expect(failureOf(refused)).toMatchObject({ code: 'PURPOSE_REQUIRED', message: REFUSAL });
    }
    expect(REFUSAL).toContain('işlemin amacını');
    expect(await rowsOf(t, customer.userId)).toHaveLength(1);
  });

  it('takes it with a purpose, marked for review in the operator’s queue and in the audit row', async () => {
    quoteForty(t);
    const customer = await t.customer();
    const operator = await t.operator();
    await deposit(t, customer, 6_000);
    const answer = await deposit(t, customer, 4_000, '  Ev satışından gelen birikim ');
    expect(answer.statusCode).toBe(200);
    const marked = transactionOf(answer);
    expect(marked).toMatchObject({ flags: ['masak'], purpose: 'Ev satışından gelen birikim' });
    const queue = await t.send(operator, 'GET', '/api/operator/trans?status=pending&type=deposit');
    const line = (queue.body.data as Transaction[]).find((row) => row.id === marked.id);
    expect(line).toMatchObject({ flags: ['masak'], purpose: 'Ev satışından gelen birikim' });
    const [created] = await auditRowsOf(t.db, marked.id);
    expect(created?.after).toMatchObject({ flags: ['masak'], purpose: 'Ev satışından gelen birikim' });
    // The customer's own list says it too.
    const own = await t.send(customer, 'GET', '/api/trans/all');
    expect((own.body.data as Transaction[]).find((row) => row.id === marked.id)?.flags).toEqual(['masak']);
  });

  it('counts withdrawals with deposits, pending and approved, but not rejected ones', async () => {
    quoteForty(t);
    const customer = await t.customer({ realUsd: 40_000 });
    const operator = await t.operator();
    expect((await withdraw(t, customer, 5_000)).statusCode).toBe(200);
    const rejectedDeposit = transactionOf(await deposit(t, customer, 4_000));
    expect(
      (
        await t.send(operator, 'POST', `/api/operator/trans/${rejectedDeposit.id}/reject`, {
          reason: 'Gelmedi',
        })
      ).statusCode,
    ).toBe(200);
    // 5,000 pending + 4,990 = below (the rejected 4,000 does not count); the 10 withdrawn reaches it.
    expect(transactionOf(await deposit(t, customer, 4_990)).flags).toEqual([]);
    const refused = await withdraw(t, customer, 10);
    expect(refused.statusCode).toBe(400);
    expect(failureOf(refused).code).toBe('PURPOSE_REQUIRED');
    const taken = await withdraw(t, customer, 10, 'Kira ödemesi');
    expect(transactionOf(taken)).toMatchObject({ flags: ['masak'], purpose: 'Kira ödemesi' });
  });

  it('two requests at once cannot both slip under it: one is asked for a purpose', async () => {
    quoteForty(t);
    const customer = await t.customer();
    const answers = await Promise.all([deposit(t, customer, 6_000), deposit(t, customer, 6_000)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await rowsOf(t, customer.userId)).toHaveLength(1);
  });

  it('two requests at once on two server processes: exactly one goes through without a purpose', async () => {
    quoteForty(t);
    const customer = await t.customer();
    const [first, second] = twoProcesses(t);
    const actor = { userId: customer.userId, role: 'customer' as const, accountId: customer.realId };
    const body = { type: 'deposit' as const, amount: 6_000, method: 'havale' as const };
    const outcomes = await Promise.allSettled([first.create(actor, body), second.create(actor, body)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refusal?.status === 'rejected' && isDomainError(refusal.reason, 'PURPOSE_REQUIRED')).toBe(true);
    expect(await rowsOf(t, customer.userId)).toEqual([
      { amount_cents: 600_000, purpose: null, masak_review: false },
    ]);
  });

  it('two withdrawals at once on two processes: the money has moved, so the later one is marked for review', async () => {
    quoteForty(t);
    const customer = await t.customer({ realUsd: 40_000 });
    const [first, second] = twoProcesses(t);
    const actor = { userId: customer.userId, role: 'customer' as const, accountId: customer.realId };
    const body = {
      type: 'withdrawal' as const,
      amount: 6_000,
      iban: turkishIban(7),
      holder: 'Ayşe Yılmaz',
    };
    await Promise.all([first.create(actor, body), second.create(actor, body)]);
    expect(await rowsOf(t, customer.userId)).toEqual([
      { amount_cents: 600_000, purpose: null, masak_review: false },
      { amount_cents: 600_000, purpose: null, masak_review: true },
    ]);
  });

  it('asks at the card checkout already, before the customer pays, and marks the credited deposit', async () => {
    quoteForty(t);
    const customer = await t.customer();
    const refused = await t.send(customer, 'POST', '/api/trans/card/checkout', { amount: 10_000 });
    expect(refused.statusCode).toBe(400);
    expect(failureOf(refused).message).toBe(REFUSAL);
    const checkout = await t.send(customer, 'POST', '/api/trans/card/checkout', {
      amount: 10_000,
      purpose: 'Yatırım',
    });
    expect(checkout.statusCode).toBe(200);
    const paymentUrl = (checkout.body.data as { paymentUrl: string }).paymentUrl;
    expect((await postForm(t, `${paymentUrl}/card`, VISA_TEST_CARD)).statusCode).toBe(200);
    const { token } = returnOf(await postForm(t, `${paymentUrl}/code`, { code: DEMO_CODE }));
    const body = { type: 'deposit', amount: 10_000, method: 'card', paymentToken: token };
    expect((await t.send(customer, 'POST', '/api/trans', body)).statusCode).toBe(400);
    const credited = await t.send(customer, 'POST', '/api/trans', { ...body, purpose: 'Yatırım' });
    expect(credited.statusCode).toBe(200);
    expect(transactionOf(credited)).toMatchObject({
      status: 'approved',
      flags: ['masak'],
      purpose: 'Yatırım',
    });
  });

  it('refuses a purpose over 200 characters as bad input', async () => {
    quoteForty(t);
    const customer = await t.customer();
    const refused = await deposit(t, customer, 100, 'x'.repeat(201));
    expect(refused.statusCode).toBe(400);
    expect(failureOf(refused).code).toBe('VALIDATION');
    expect(await rowsOf(t, customer.userId)).toEqual([]);
  });

  it('starts again on the next Istanbul day', async () => {
    quoteForty(t);
    const customer = await t.customer();
    await deposit(t, customer, 9_000);
    // Monday 12:00 UTC is 15:00 in Istanbul; 21:00 UTC is the next day there.
    clock.advance(9 * 60 * 60 * 1000);
    quoteForty(t);
    expect(transactionOf(await deposit(t, customer, 9_000)).flags).toEqual([]);
  });
});

describe('MASAK under none', () => {
  const t = useDescribeApp(
    'wallet',
    () =>
      buildWalletApp(createManualClock(MONDAY_NOON_MS), [
        compliancePart({ config: { jurisdiction: 'none' } }),
      ]),
    60_000,
  );

  it('asks no purpose and marks nothing', async () => {
    quoteForty(t);
    const customer = await t.customer();
    const answer = await deposit(t, customer, 50_000);
    expect(answer.statusCode).toBe(200);
    expect(transactionOf(answer)).toMatchObject({ flags: [], purpose: null });
  });
});
