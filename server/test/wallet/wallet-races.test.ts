// Races: fifty withdrawals at once against one free margin, and decisions asked for many times at
// once. The risk engine decides holds one after another, and each transaction is decided under
// its own lock, so only what fits is held and every decision moves money exactly once.
import type { Transaction } from '../../../contract/wallet';
import {
  CUSTOMER_NAME,
  expectMoneyConsistent,
  transactionOf,
  turkishIban,
  useWalletApp,
} from './wallet-test-kit';

const holder = `${CUSTOMER_NAME.name} ${CUSTOMER_NAME.surname}`;
const WITHDRAWALS_AT_ONCE = 50;

describe('races', () => {
  const t = useWalletApp();

  it(`${WITHDRAWALS_AT_ONCE} withdrawals at once beyond free margin: only what fits is held`, async () => {
    const customer = await t.customer({ realUsd: 1000 });
    const amounts = Array.from({ length: WITHDRAWALS_AT_ONCE }, (_, index) => 30 + (index % 7) * 5.25);
    const answers = await Promise.all(
      amounts.map((amount, index) =>
        t.send(customer, 'POST', '/api/trans', {
          type: 'withdrawal',
          amount,
          iban: turkishIban(index),
          holder,
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(
      refused.every((answer) => answer.statusCode === 422 && answer.body.code === 'INSUFFICIENT_MARGIN'),
    ).toBe(true);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    const heldCents = accepted.reduce(
      (sum, answer) => sum + Math.round(transactionOf(answer).amount * 100),
      0,
    );
    expect(heldCents).toBeLessThanOrEqual(1000_00);
    // Nothing smaller than what is left would have fitted: every refusal was a real shortfall.
    const smallestRefusedCents = Math.min(
      ...answers.flatMap((answer, index) =>
        answer.statusCode === 200 ? [] : [Math.round(amounts[index]! * 100)],
      ),
    );
    expect(smallestRefusedCents).toBeGreaterThan(1000_00 - heldCents);

    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.heldCents).toBe(heldCents);
    expect(state.balanceCents).toBe(1000_00);
    expect(await t.marginFree(customer)).toBeCloseTo((1000_00 - heldCents) / 100, 2);
    const rows = await t.db.query('SELECT 1 FROM transactions WHERE user_id = $1', [customer.userId]);
    expect(rows).toHaveLength(accepted.length);
  });

  it('ten approvals of one deposit at once: one succeeds, the money arrives once', async () => {
    const customer = await t.customer();
    const operator = await t.operator();
    const deposit = transactionOf(
      await t.send(customer, 'POST', '/api/trans', { type: 'deposit', amount: 700, method: 'havale' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.send(operator, 'POST', `/api/operator/trans/${deposit.id}/approve`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.ledgerRows).toEqual([{ kind: 'deposit', amountCents: 700_00 }]);
  });

  it('a cancel, an approve and a reject of one withdrawal at once: one decision, money moved once', async () => {
    const customer = await t.customer({ realUsd: 1000 });
    const operator = await t.operator();
    const held = transactionOf(
      await t.send(customer, 'POST', '/api/trans', {
        type: 'withdrawal',
        amount: 250,
        iban: turkishIban(7),
        holder,
      }),
    );
    const answers = await Promise.all([
      t.send(operator, 'POST', `/api/operator/trans/${held.id}/approve`),
      t.send(customer, 'POST', '/api/trans/cancel', { id: held.id }),
      t.send(operator, 'POST', `/api/operator/trans/${held.id}/reject`, { reason: 'yinelenen talep' }),
      t.send(operator, 'POST', `/api/operator/trans/${held.id}/approve`),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    const final = ((await t.send(customer, 'GET', '/api/trans/all')).body.data as Transaction[])[0];
    const state = await expectMoneyConsistent(t, customer.realId);
    expect(state.heldCents).toBe(0);
    expect(state.balanceCents).toBe(final?.status === 'approved' ? 750_00 : 1000_00);
    const decisions = await t.db.query(
      "SELECT 1 FROM audit_log WHERE subject_id = $1 AND action <> 'transaction.create'",
      [held.id],
    );
    expect(decisions).toHaveLength(1);
  });
});
