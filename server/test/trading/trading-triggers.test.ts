// Effects that come from ticks rather than requests: a waiting order filling, take profit, and the
// daily swap (from a tick or from the swap-rollover job), each recorded in the orders table and the ledger.
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { createJobScheduler } from '../../src/jobs/job-scheduler';
import { createManualScheduler } from '../helpers/manual-scheduler';
import { marketOrder, orderOf, ordersOf, useTradingApp } from './trading-test-kit';

describe('trading triggers from ticks', () => {
  const t = useTradingApp();

  it('opens a waiting Buy when the ask comes down to its limit, at that tick’s ask', async () => {
    const user = await t.customer();
    const waiting = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.3, { marketLimit: 1.08 })),
    );
    t.tick('EURUSD', 1.0795, 0.0002);
    await t.trading.service.whenPersisted();
    expect(ordersOf(await t.send(user, 'GET', '/api/orders/open'))).toEqual([]);
    const [position] = ordersOf(await t.send(user, 'GET', '/api/orders'));
    expect(position).toMatchObject({ id: waiting.id, status: 'open', price: 1.0797, amount: 0.3 });
    expect(position.margin).toBeGreaterThan(0);
    const stored = await t.db.query<{ status: string; open_price: number }>(
      'SELECT status, open_price FROM orders WHERE id = $1',
      [waiting.id],
    );
    expect(stored).toEqual([{ status: 'open', open_price: 1.0797 }]);
    await t.send(user, 'PUT', '/api/orders/close', { id: waiting.id });
  });

  it('takes profit on a Sell when the ask falls to its target and credits the ledger', async () => {
    const user = await t.customer();
    t.tick('XAUUSD', 2650);
    const sell = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Sell', 0.1, { takeProfit: 2600 })),
    );
    t.tick('XAUUSD', 2599);
    await t.trading.service.whenPersisted();
    const closed = orderOf(await t.send(user, 'GET', `/api/orders/detail/${sell.id}`));
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'takeProfit' });
    expect(closed.profit).toBeGreaterThan(0);
    const account = await loadAccount(t.db, user.accountId);
    expect(account?.balanceCents).toBe(1_000_000 + Math.round(closed.profit * 100));
    expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
  });

  it('charges swap at the Istanbul midnight rollover and keeps it on the position', async () => {
    const user = await t.customer();
    t.tick('EURUSD', 1.085);
    const position = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
    const midnightIstanbulMs = Date.UTC(2026, 0, 5, 21, 0, 0);
    t.clock.set(midnightIstanbulMs + 60_000);
    t.tick('EURUSD', 1.0851);
    await t.trading.service.whenPersisted();
    const swaps = await t.db.query<{ amount_cents: number; order_id: string }>(
      "SELECT amount_cents, order_id FROM ledger WHERE user_id = $1 AND kind = 'swap'",
      [user.userId],
    );
    expect(swaps).toEqual([{ amount_cents: -700, order_id: position.id }]);
    const detail = orderOf(await t.send(user, 'GET', `/api/orders/detail/${position.id}`));
    expect(detail.swap).toBe(-7);
    const stored = await t.db.query<{ swap_cents: number }>('SELECT swap_cents FROM orders WHERE id = $1', [
      position.id,
    ]);
    expect(stored[0].swap_cents).toBe(-700);
    const account = await loadAccount(t.db, user.accountId);
    expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
  });
});

describe('swap-rollover job', () => {
  const t = useTradingApp();

  it('charges a rollover that no tick crossed, once, when the job runs after midnight in Istanbul', async () => {
    const user = await t.customer();
    const position = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
    const jobs = createJobScheduler({
      clock: t.clock,
      scheduler: createManualScheduler(t.clock),
      logger: { error: () => undefined },
    });
    for (const job of t.trading.jobs) jobs.add(job);
    t.clock.set(Date.UTC(2026, 0, 5, 21, 0, 0) - 60_000);
    expect(await jobs.runNow('swap-rollover')).toBe('completed');
    t.clock.set(Date.UTC(2026, 0, 5, 21, 0, 0) + 60_000);
    expect(await jobs.runNow('swap-rollover')).toBe('completed');
    expect(await jobs.runNow('swap-rollover')).toBe('completed');
    const swaps = await t.db.query<{ amount_cents: number; order_id: string }>(
      "SELECT amount_cents, order_id FROM ledger WHERE user_id = $1 AND kind = 'swap'",
      [user.userId],
    );
    expect(swaps).toEqual([{ amount_cents: -700, order_id: position.id }]);
    const account = await loadAccount(t.db, user.accountId);
    expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
    await jobs.stop();
  });
});
