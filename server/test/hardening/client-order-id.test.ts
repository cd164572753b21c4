// POST /api/orders with the client's own id: a retry whose first answer was lost, or the same
// submit sent twice at once, returns the first order instead of placing a second. The id is kept
// in the orders table with the order, and it is scoped to the account. The same id with another
// order (symbol, side, kind, limit price or lots) is refused with 409 instead.
import { randomUUID } from 'node:crypto';
import { serverTexts } from '../../../contract/server-texts';
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

  it.each<[string, object]>([
    ['another symbol', marketOrder('GBPUSD', 'Buy', 0.01)],
    ['the other side', marketOrder('EURUSD', 'Sell', 0.01)],
    ['other lots', marketOrder('EURUSD', 'Buy', 0.02)],
    ['a limit instead of a market order', marketOrder('EURUSD', 'Buy', 0.01, { marketLimit: 1.01 })],
  ])('the same id with %s is refused (409) and places nothing', async (_name, other) => {
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
    const reused = await t.send(user, 'POST', '/api/orders', { ...other, clientOrderId });
    expect(reused.statusCode).toBe(409);
    expect(reused.body).toEqual({
      status: false,
      message: serverTexts.trading.clientOrderIdReused,
      code: 'CLIENT_ORDER_ID_REUSED',
    });
    expect(await orderCount(user.accountId)).toBe(1);
  });

  it('the same id with another order sent at the same moment is refused too', async () => {
    const user = await t.customer();
    const clientOrderId = randomUUID();
    const [first, second] = await Promise.all([
      t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.01, { clientOrderId })),
      t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.05, { clientOrderId })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await orderCount(user.accountId)).toBe(1);
  });

  it('a retry after the stop loss was moved and part closed is still the same order', async () => {
    const user = await t.customer();
    const clientOrderId = randomUUID();
    const first = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.02, { clientOrderId })),
    );
    const moved = await t.send(user, 'PUT', `/api/orders/update/${first.id}`, {
      stopLoss: 0.5,
      takeProfit: null,
    });
    expect(moved.statusCode).toBe(200);
    const closed = await t.send(user, 'PUT', '/api/orders', { id: first.id, amount: 0.01 });
    expect(closed.statusCode).toBe(200);
    await t.trading.service.whenPersisted();
    const retry = await t.send(
      user,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.02, { clientOrderId }),
    );
    expect(retry.statusCode).toBe(200);
    expect(orderOf(retry).id).toBe(first.id);
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
