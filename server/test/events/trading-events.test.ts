// Trading's domain events through the real app: each is published only after its transaction has
// committed, in decision order per account, and no subscriber can stop or undo a write.
import { ledgerBalanceCents } from '../../src/accounts/accounts-repository';
import type { DomainEvent } from '../../src/events/domain-events';
import { marketOrder, orderOf, useTradingApp } from '../trading/trading-test-kit';

describe('trading domain events', () => {
  const t = useTradingApp();

  it('publishes each decision after its rows are committed, in order per account', async () => {
    const user = await t.customer(10_000);
    const heard: { type: string; committed: boolean }[] = [];
    const stop = t.events.subscribe('commit-check', async (event: DomainEvent) => {
      if (event.userId !== user.userId) return;
      const orderId =
        'position' in event && event.position
          ? event.position.id
          : 'close' in event
            ? event.close.sourceId
            : 'orderId' in event
              ? event.orderId
              : null;
      const rows = orderId ? await t.db.query('SELECT id FROM orders WHERE id = $1', [orderId]) : [{}];
      heard.push({ type: event.type, committed: rows.length === 1 });
    });
    const opened = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    await t.send(user, 'PUT', `/api/orders/update/${opened.id}`, { stopLoss: 1.0, takeProfit: null });
    await t.send(user, 'PUT', '/api/orders', { id: opened.id, amount: 0.04 });
    await t.send(user, 'PUT', '/api/orders/close', { id: opened.id });
    await t.trading.service.whenPersisted();
    await t.events.whenIdle();
    stop();
    expect(heard.map((entry) => entry.type)).toEqual([
      'order.opened',
      'order.modified',
      'order.partiallyClosed',
      'ledger.posted',
      'order.closed',
      'ledger.posted',
    ]);
    expect(heard.every((entry) => entry.committed)).toBe(true);
  });

  it('numbers the events of many accounts so that each account reads its own in decision order', async () => {
    const users = await Promise.all([t.customer(), t.customer(), t.customer()]);
    const byUser = new Map<string, string[]>();
    const seqs: number[] = [];
    const stop = t.events.subscribe('per-account', (event) => {
      seqs.push(event.seq);
      if (!users.some((user) => user.userId === event.userId)) return;
      const list = byUser.get(event.userId) ?? [];
      list.push(event.type);
      byUser.set(event.userId, list);
    });
    await Promise.all(
      users.map(async (user) => {
        const order = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Sell', 0.01)));
        await t.send(user, 'PUT', '/api/orders/close', { id: order.id });
      }),
    );
    await t.trading.service.whenPersisted();
    await t.events.whenIdle();
    stop();
    for (const user of users)
      expect(byUser.get(user.userId)).toEqual(['order.opened', 'order.closed', 'ledger.posted']);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it('keeps a write when a subscriber throws: the order stands and the balance equals its ledger', async () => {
    const user = await t.customer(5_000);
    const stop = t.events.subscribe('broken', () => {
      throw new Error('a subscriber bug');
    });
    const placed = await t.send(user, 'POST', '/api/orders', marketOrder('BTCUSD', 'Buy', 0.01));
    expect(placed.statusCode).toBe(200);
    const order = orderOf(placed);
    const closed = await t.send(user, 'PUT', '/api/orders/close', { id: order.id });
    expect(closed.statusCode).toBe(200);
    await t.trading.service.whenPersisted();
    await t.events.whenIdle();
    const brokenStats = t.events.stats().find((stats) => stats.name === 'broken');
    stop();
    const rows = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id]);
    expect(rows[0]?.status).toBe('closed');
    const [account] = await t.db.query<{ balance_cents: number }>(
      'SELECT balance_cents FROM accounts WHERE user_id = $1',
      [user.userId],
    );
    expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account.balance_cents);
    expect(brokenStats?.failed).toBeGreaterThanOrEqual(2);
  });

  it('announces a stop-out once, after the positions it closed', async () => {
    const user = await t.customer(300);
    const heard: DomainEvent[] = [];
    const stop = t.events.subscribe('stop-out', (event) => {
      if (event.userId === user.userId) heard.push(event);
    });
    const order = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.25)));
    t.tick('EURUSD', 1.06);
    await t.trading.service.whenPersisted();
    await t.events.whenIdle();
    stop();
    const types = heard.map((event) => event.type);
    expect(types).toContain('account.stoppedOut');
    expect(types.indexOf('account.stoppedOut')).toBeGreaterThan(types.indexOf('order.closed'));
    const stoppedOut = heard.find((event) => event.type === 'account.stoppedOut');
    expect(stoppedOut).toMatchObject({ closedOrderIds: [order.id] });
  });
});
