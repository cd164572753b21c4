// The minimum initial deposit under tr-spk: a real account opens its first position only once its
// approved deposits reach 50,000 TRY at the server's USDTRY mid (34.52 at the kit's quotes, so
// 1,448.44 USD); a withdrawal that leaves equity below the line blocks new positions, never a
// close, while losses alone never block; a practice account is exempt. The refusal says what is missing and how much, and so does
// GET /api/compliance/minimum-deposit for the wallet. A withdrawal racing an order at the line
// ends with one of the two whole: nothing half-written, the ledger equal to the balance.
import type { MinimumDepositStatus } from '../../../contract/trading-terms';
import { compliancePart } from '../../src/compliance/compliance-part';
import { useDescribeApp } from '../helpers/describe-app';
import { failureOf, marketOrder, orderOf } from '../trading/trading-test-kit';
import {
  buildWalletApp,
  CUSTOMER_NAME,
  expectMoneyConsistent,
  transactionOf,
  turkishIban,
  type WalletCustomer,
} from '../wallet/wallet-test-kit';
import { completeOnboarding } from './compliance-test-kit';
import { createManualClock } from '../../src/clock';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';

/** 50,000 TRY at the USDTRY mid 34.52, rounded up to the cent. */
const LINE_CENTS = 144_844;
const holder = `${CUSTOMER_NAME.name} ${CUSTOMER_NAME.surname}`;

const t = useDescribeApp(
  'wallet',
  () =>
    buildWalletApp(createManualClock(MONDAY_NOON_MS), [
      compliancePart({ config: { jurisdiction: 'tr-spk' } }),
    ]),
  60_000,
);

async function onboarded(realUsd: number): Promise<WalletCustomer> {
  const customer = await t.customer({ realUsd });
  await completeOnboarding(t, customer);
  return customer;
}

async function status(customer: WalletCustomer): Promise<MinimumDepositStatus> {
  const answer = await t.send(customer, 'GET', '/api/compliance/minimum-deposit');
  expect(answer.statusCode).toBe(200);
  return answer.body.data as MinimumDepositStatus;
}

async function ordersOfAccount(accountId: string): Promise<number> {
  await t.trading.service.whenPersisted();
  const rows = await t.db.query('SELECT id FROM orders WHERE account_id = $1', [accountId]);
  return rows.length;
}

const buy = marketOrder('EURUSD', 'Buy', 0.01);

describe('before the first real position', () => {
  it('refuses below the line, saying what is missing and how much, writing nothing', async () => {
    const customer = await onboarded(1_000);
    const refused = await t.send(customer, 'POST', '/api/orders', buy);
    expect(refused.statusCode).toBe(422);
    expect(refused.body.code).toBe('MIN_DEPOSIT_REQUIRED');
    expect(failureOf(refused).message).toBe(
      'Gerçek hesabınızda ilk işlemi açabilmek için en az 50.000 TL (şu anki kurla 1.448,44 USD) yatırmış olmanız gerekir. Eksik tutar: 448,44 USD.',
    );
    expect(await ordersOfAccount(customer.realId)).toBe(0);
    expect(await status(customer)).toEqual({
      blocked: true,
      reason: 'first-deposit',
      minimumTry: 50_000,
      minimumUsd: 1448.44,
      missingUsd: 448.44,
    });
    // A waiting order would become a position: refused the same way.
    const waiting = await t.send(customer, 'POST', '/api/orders', { ...buy, marketLimit: 1.07 });
    expect(waiting.body.code).toBe('MIN_DEPOSIT_REQUIRED');
  });

  it('opens once the approved deposits reach the line', async () => {
    const customer = await onboarded(1_000);
    await t.trading.service.deposit(customer.realId, LINE_CENTS - 1_000_00);
    expect((await status(customer)).blocked).toBe(false);
    expect((await t.send(customer, 'POST', '/api/orders', buy)).statusCode).toBe(200);
  });

  it('asks for the onboarding before the deposit', async () => {
    const customer = await t.customer({ realUsd: 100 });
    expect((await t.send(customer, 'POST', '/api/orders', buy)).body.code).toBe('COMPLIANCE_REQUIRED');
  });

  it('exempts the practice account', async () => {
    const customer = await onboarded(0);
    await t.send(customer, 'PUT', '/api/users/accounts/active', { id: customer.practiceId });
    expect((await t.send(customer, 'POST', '/api/orders', buy)).statusCode).toBe(200);
    expect((await status(customer)).blocked).toBe(false);
  });
});

describe('after a withdrawal', () => {
  it('blocks new positions once equity is below the line, never closing', async () => {
    const customer = await onboarded(2_000);
    const open = orderOf(await t.send(customer, 'POST', '/api/orders', buy));
    const withdrawal = await t.send(customer, 'POST', '/api/trans', {
      type: 'withdrawal',
      amount: 600,
      iban: turkishIban(1),
      holder,
    });
    expect(withdrawal.statusCode).toBe(200);
    const refused = await t.send(customer, 'POST', '/api/orders', buy);
    expect(refused.statusCode).toBe(422);
    expect(refused.body.code).toBe('MIN_DEPOSIT_REQUIRED');
    expect(failureOf(refused).message).toMatch(
      /^Para çekiminden sonra hesabınızdaki varlık asgari tutarın altında kaldı: yeni işlem açabilmek için en az 50\.000 TL \(şu anki kurla 1\.448,44 USD\) gerekir\. Eksik tutar: \d+,\d\d USD\. Açık işlemlerinizi kapatabilirsiniz\.$/,
    );
    const blocked = await status(customer);
    expect(blocked).toMatchObject({ blocked: true, reason: 'after-withdrawal' });
    expect(blocked.missingUsd).toBeGreaterThan(48);

    // Closing is never blocked.
    expect((await t.send(customer, 'PUT', '/api/orders/close', { id: open.id })).statusCode).toBe(200);

    // Paid out, the line still holds; cancelling instead would have lifted it.
    const operator = await t.operator();
    const approved = await t.send(
      operator,
      'POST',
      `/api/operator/trans/${transactionOf(withdrawal).id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect((await t.send(customer, 'POST', '/api/orders', buy)).body.code).toBe('MIN_DEPOSIT_REQUIRED');
    await t.trading.service.deposit(customer.realId, 100_000);
    expect((await t.send(customer, 'POST', '/api/orders', buy)).statusCode).toBe(200);
    await expectMoneyConsistent(t, customer.realId);
  });

  it('never blocks for losses alone', async () => {
    const customer = await onboarded(1_500);
    const open = orderOf(await t.send(customer, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    // 60 USD of loss: equity 1,440 USD, under the 1,448.44 line, with no withdrawal.
    t.tick('EURUSD', 1.07894);
    await t.trading.service.whenPersisted();
    const profile = (await t.send(customer, 'GET', '/api/users/profile')).body.data as { assets: number };
    expect(profile.assets).toBeLessThan(LINE_CENTS / 100);
    expect((await status(customer)).blocked).toBe(false);
    expect((await t.send(customer, 'POST', '/api/orders', buy)).statusCode).toBe(200);
    await t.send(customer, 'PUT', '/api/orders/close', { id: open.id });
    t.tick('EURUSD', 1.08494);
  });

  it('lets a cancelled withdrawal lift the block', async () => {
    const customer = await onboarded(1_500);
    const withdrawal = await t.send(customer, 'POST', '/api/trans', {
      type: 'withdrawal',
      amount: 100,
      iban: turkishIban(2),
      holder,
    });
    expect((await t.send(customer, 'POST', '/api/orders', buy)).body.code).toBe('MIN_DEPOSIT_REQUIRED');
    await t.send(customer, 'POST', '/api/trans/cancel', { id: transactionOf(withdrawal).id });
    expect((await t.send(customer, 'POST', '/api/orders', buy)).statusCode).toBe(200);
  });
});

describe('a withdrawal racing an order at the line', () => {
  it('ends with one of the two whole, the ledger equal to the balance', async () => {
    let opened = 0;
    let refused = 0;
    for (let round = 0; round < 6; round += 1) {
      // 30 USD above the line: the withdrawal of 50 takes it under.
      const customer = await onboarded(LINE_CENTS / 100 + 30);
      const withdrawal = {
        type: 'withdrawal',
        amount: 50,
        iban: turkishIban(10 + round),
        holder,
      };
      // Alternate which is sent first, so both orders of arrival happen.
      const [order, money] =
        round % 2 === 0
          ? await Promise.all([
              t.send(customer, 'POST', '/api/orders', buy),
              t.send(customer, 'POST', '/api/trans', withdrawal),
            ])
          : (
              await Promise.all([
                t.send(customer, 'POST', '/api/trans', withdrawal),
                t.send(customer, 'POST', '/api/orders', buy),
              ])
            ).reverse();
      expect(money?.statusCode).toBe(200);
      const stored = await ordersOfAccount(customer.realId);
      if (order?.statusCode === 200) {
        opened += 1;
        expect(stored).toBe(1);
      } else {
        refused += 1;
        expect(order?.statusCode).toBe(422);
        expect(order?.body.code).toBe('MIN_DEPOSIT_REQUIRED');
        expect(stored).toBe(0);
      }
      // Whichever came first, the next order sees the withdrawal.
      expect((await t.send(customer, 'POST', '/api/orders', buy)).body.code).toBe('MIN_DEPOSIT_REQUIRED');
      const money_ = await expectMoneyConsistent(t, customer.realId);
      expect(money_.heldCents).toBe(50_00);
    }
    expect(opened + refused).toBe(6);
  });
});
