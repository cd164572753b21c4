// POST /api/orders with the client's own id: a retry whose first answer was lost, or the same
// submit sent twice at once, returns the first order instead of placing a second. The id is kept
// in the orders table with the order, and it is scoped to the account.
import { randomUUID } from 'node:crypto';
import { marketOrder, orderOf, useTradingApp } from '../trading/trading-test-kit';

const t = useTradingApp();

async function orderCount(accountId: string): Promise<number> {
  const rows = await t.db.query<{ count: number }>(
    'SELECT COUNT(*)::int AS count FROM orders WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.count ?? 0;
}

describe('clientOrderId', () => {
  it('a retry returns the first order, 200, and places no second one', async () => {
    const user = await t.customer();
    const clientOrderId = randomUUID();
    const first = await t.send(
      user,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.01, { clientOrderId }),
    );
    expect(first.statusCode).toBe(200);
    await t.trading.service.whenPersisted();
    const retry = await t.send(
      user,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.01, { clientOrderId }),
    );
    expect(retry.statusCode).toBe(200);
    expect(orderOf(retry).id).toBe(orderOf(first).id);
    expect(await orderCount(user.accountId)).toBe(1);
    const stored = await t.db.query<{ client_order_id: string }>(
      'SELECT client_order_id FROM orders WHERE id = $1',
      [orderOf(first).id],
    );
    expect(stored).toEqual([{ client_order_id: clientOrderId }]);
  });

  it('the same submit sent five times at once places one order', async () => {
    const user = await t.customer();
    const clientOrderId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Sell', 0.02, { clientOrderId })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => orderOf(answer).id)).size).toBe(1);
    expect(await orderCount(user.accountId)).toBe(1);
  });

  it('is kept with the order, so a retry finds it without the server remembering anything', async () => {
    const user = await t.customer();
    const clientOrderId = randomUUID();
    const first = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.01, { clientOrderId })),
    );
    await t.trading.service.whenPersisted();
    // What a restarted server would do: nothing in memory, only the table to go by.
    const again = await t.trading.service.place(
      user.accountId,
      marketOrder('EURUSD', 'Buy', 0.01),
      clientOrderId,
    );
    expect(again.id).toBe(first.id);
  });

  it('another account may use the same id', async () => {
    const clientOrderId = randomUUID();
    const [one, two] = [await t.customer(), await t.customer()];
    const first = await t.send(
      one,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.01, { clientOrderId }),
    );
    const second = await t.send(
      two,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.01, { clientOrderId }),
    );
    expect(second.statusCode).toBe(200);
    expect(orderOf(second).id).not.toBe(orderOf(first).id);
  });

  it('without an id every submit is a new order', async () => {
    const user = await t.customer();
    await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.01));
    await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.01));
    expect(await orderCount(user.accountId)).toBe(2);
  });

  it('refuses an id that is not a short token', async () => {
    const user = await t.customer();
    const answer = await t.send(
      user,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.01, { clientOrderId: 'a b' }),
    );
    expect(answer.statusCode).toBe(400);
  });
});
