// /api/orders through HTTP: each endpoint, each business rule, bad input, no token and another
// customer's order.
import { serverTexts } from '../../../contract/server-texts';
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { createManualClock } from '../../src/clock';
import {
  buildTradingApp,
  failureOf,
  marketOrder,
  orderOf,
  ordersOf,
  SATURDAY_NOON_MS,
  useTradingApp,
} from './trading-test-kit';

const texts = serverTexts.trading;

describe('orders routes', () => {
  const t = useTradingApp();

  it('opens a market Buy at the ask and lists it among open positions', async () => {
    const user = await t.customer();
    const ask = t.trading.service.engine.quote('EURUSD')?.ask;
    const placed = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toMatchObject({ status: true, message: texts.placed });
    const order = orderOf(placed);
    expect(order).toMatchObject({ symbol: 'EURUSD', type: 'Buy', amount: 0.1, price: ask, status: 'open' });
    expect(order.margin).toBeCloseTo(108.5, 1);
    const list = await t.send(user, 'GET', '/api/orders?page=1');
    expect(list.body).toMatchObject({ status: true, currentPage: 1, totalPages: 1 });
    expect(ordersOf(list).map((item) => item.id)).toEqual([order.id]);
  });

  it('keeps an order with a market limit waiting, lists it and cancels it', async () => {
    const user = await t.customer();
    const placed = await t.send(
      user,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.2, { marketLimit: 1.05 }),
    );
    expect(placed.statusCode).toBe(200);
    expect(orderOf(placed)).toMatchObject({ status: 'waiting', marketLimit: 1.05 });
    const waiting = await t.send(user, 'GET', '/api/orders/open');
    expect(ordersOf(waiting).map((item) => item.id)).toEqual([orderOf(placed).id]);
    expect(ordersOf(await t.send(user, 'GET', '/api/orders')).length).toBe(0);
    const cancelled = await t.send(user, 'POST', '/api/orders/cancel', { orderId: orderOf(placed).id });
    expect(cancelled.body).toEqual({ status: true, message: texts.cancelled });
    expect(ordersOf(await t.send(user, 'GET', '/api/orders/open')).length).toBe(0);
  });

  it('refuses too little free margin, lots off the grid or out of range, and stops on the wrong side', async () => {
    const poor = await t.customer(10);
    const margin = await t.send(poor, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1));
    expect(margin.statusCode).toBe(422);
    expect(failureOf(margin)).toMatchObject({
      status: false,
      message: texts.insufficientMargin,
      code: 'INSUFFICIENT_MARGIN',
    });

    const user = await t.customer();
    const step = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.015));
    expect(failureOf(step)).toMatchObject({ message: texts.lotsStep });
    const range = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 51));
    expect(failureOf(range)).toMatchObject({ message: texts.lotsOutOfRange });
    const ask = t.trading.service.engine.quote('EURUSD')?.ask ?? 0;
    const stop = await t.send(
      user,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Buy', 0.1, { stopLoss: ask + 0.01 }),
    );
    expect(stop.statusCode).toBe(422);
    expect(failureOf(stop).message).toBe(texts.stopLossWrongSide);
    const take = await t.send(
      user,
      'POST',
      '/api/orders',
      marketOrder('EURUSD', 'Sell', 0.1, { takeProfit: ask + 0.01 }),
    );
    expect(failureOf(take).message).toBe(texts.takeProfitWrongSide);
    expect(ordersOf(await t.send(user, 'GET', '/api/orders')).length).toBe(0);
  });

  it('answers bad input with 400 and a Turkish message, and no token with 401', async () => {
    const user = await t.customer();
    const unknownField = await t.send(user, 'POST', '/api/orders', {
      ...marketOrder('EURUSD', 'Buy', 0.1),
      lots: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(failureOf(unknownField).message).toBe(serverTexts.validation.unknownField('lots'));
    const missing = await t.send(user, 'POST', '/api/orders', { type: 'Buy', amount: 0.1 });
    expect(failureOf(missing).message).toBe(serverTexts.validation.required('Sembol'));
    const badSide = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Hold' as 'Buy', 0.1));
    expect(badSide.statusCode).toBe(400);
    const badPage = await t.send(user, 'GET', '/api/orders?page=0');
    expect(badPage.statusCode).toBe(400);
    const partial = await t.send(user, 'PUT', '/api/orders', { orderId: '1' });
    expect(failureOf(partial)).toMatchObject({ message: texts.partialAmountMissing });
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['GET', '/api/orders/open'],
      ['GET', '/api/orders/transaction'],
      ['GET', '/api/orders/detail/1'],
      ['POST', '/api/orders'],
      ['PUT', '/api/orders/close'],
      ['GET', '/api/margin/infos'],
    ] as const) {
      const answer = await t.send(null, method, url, method === 'GET' ? undefined : {});
      expect([url, answer.statusCode]).toEqual([url, 401]);
      expect(answer.body.status).toBe(false);
    }
  });

  it('updates stop and take, then closes in full and records the realized profit in the ledger', async () => {
    const user = await t.customer();
    const opened = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    const updated = await t.send(user, 'PUT', `/api/orders/update/${opened.id}`, {
      stopLoss: 1.0,
      takeProfit: 1.2,
    });
    expect(updated.body).toMatchObject({ status: true, message: texts.updated });
    expect(orderOf(updated)).toMatchObject({ stopLoss: 1.0, takeProfit: 1.2 });
    const wrong = await t.send(user, 'PUT', `/api/orders/update/${opened.id}`, {
      stopLoss: 1.5,
      takeProfit: null,
    });
    expect(failureOf(wrong).message).toBe(texts.stopLossWrongSide);

    t.tick('EURUSD', 1.09);
    const closed = await t.send(user, 'PUT', '/api/orders/close', { id: opened.id });
    expect(closed.body).toMatchObject({ status: true, message: texts.closed });
    const expectedCents = Math.round((1.09 - opened.price) * 100_000 * 0.1 * 100);
    expect(orderOf(closed)).toMatchObject({ status: 'closed', closePrice: 1.09, closeReason: 'manual' });
    expect(Math.round(orderOf(closed).profit * 100)).toBe(expectedCents);
    const history = await t.send(user, 'GET', '/api/orders/transaction');
    expect(ordersOf(history).map((order) => order.id)).toEqual([opened.id]);
    const ledger = await t.db.query<{ kind: string; amount_cents: number }>(
      "SELECT kind, amount_cents FROM ledger WHERE user_id = $1 AND kind = 'realized'",
      [user.userId],
    );
    expect(ledger).toEqual([{ kind: 'realized', amount_cents: expectedCents }]);
    const account = await loadAccount(t.db, user.accountId);
    expect(account?.balanceCents).toBe(1_000_000 + expectedCents);
    expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
  });

  it('closes part of a position with either payload reading and keeps the rest open', async () => {
    const user = await t.customer();
    const opened = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Sell', 1)));
    const first = await t.send(user, 'PUT', '/api/orders', { orderId: opened.id, pieced: 0.3 });
    expect(first.body).toMatchObject({ status: true, message: texts.partiallyClosed });
    expect(orderOf(first)).toMatchObject({ id: opened.id, amount: 0.7, status: 'open' });
    const second = await t.send(user, 'PUT', '/api/orders', { id: opened.id, amount: 0.2 });
    expect(orderOf(second).amount).toBe(0.5);
    const history = ordersOf(await t.send(user, 'GET', '/api/orders/transaction'));
    expect(history.map((order) => order.amount).sort()).toEqual([0.2, 0.3]);
    const tooMuch = await t.send(user, 'PUT', '/api/orders', { id: opened.id, amount: 0.6 });
    expect(failureOf(tooMuch).message).toBe(texts.amountExceedsPosition);
    const realized = await t.db.query("SELECT 1 FROM ledger WHERE user_id = $1 AND kind = 'realized'", [
      user.userId,
    ]);
    expect(realized).toHaveLength(2);
  });

  it("answers 404 for another customer's order on every route and leaves it untouched", async () => {
    const owner = await t.customer();
    const stranger = await t.customer();
    const opened = orderOf(await t.send(owner, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    const waiting = orderOf(
      await t.send(owner, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, { marketLimit: 1.0 })),
    );
    const attempts = [
      await t.send(stranger, 'GET', `/api/orders/detail/${opened.id}`),
      await t.send(stranger, 'PUT', `/api/orders/update/${opened.id}`, { stopLoss: null, takeProfit: null }),
      await t.send(stranger, 'PUT', '/api/orders/close', { id: opened.id }),
      await t.send(stranger, 'PUT', '/api/orders', { id: opened.id, amount: 0.05 }),
      await t.send(stranger, 'POST', '/api/orders/cancel', { orderId: waiting.id }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.body.status).toBe(false);
    }
    expect(ordersOf(await t.send(stranger, 'GET', '/api/orders'))).toEqual([]);
    expect(orderOf(await t.send(owner, 'GET', `/api/orders/detail/${opened.id}`))).toMatchObject({
      status: 'open',
      amount: 0.1,
    });
  });

  it('closes a position once when twenty closes arrive together, with one realized ledger row', async () => {
    const user = await t.customer();
    const opened = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.5)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.send(user, 'PUT', '/api/orders/close', { id: opened.id })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.body.status).toBe(false);
      expect([404, 409]).toContain(refused.statusCode);
    }
    const realized = await t.db.query("SELECT 1 FROM ledger WHERE user_id = $1 AND kind = 'realized'", [
      user.userId,
    ]);
    expect(realized).toHaveLength(1);
  });

  it('fires a stop loss from a tick and records the close with its reason', async () => {
    const user = await t.customer();
    const opened = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, { stopLoss: 1.08 })),
    );
    t.tick('EURUSD', 1.0795);
    await t.trading.service.whenPersisted();
    const detail = orderOf(await t.send(user, 'GET', `/api/orders/detail/${opened.id}`));
    expect(detail).toMatchObject({ status: 'closed', closeReason: 'stopLoss', closePrice: 1.0795 });
    t.tick('EURUSD', 1.085);
  });
});

describe('orders on a closed market', () => {
  it('refuses a BIST order on a Saturday with 422 and the Turkish text', async () => {
    const t = await buildTradingApp(createManualClock(SATURDAY_NOON_MS));
    try {
      const user = await t.customer();
      const answer = await t.send(user, 'POST', '/api/orders', marketOrder('THYAO', 'Buy', 1));
      expect(answer.statusCode).toBe(422);
      expect(failureOf(answer)).toMatchObject({
        status: false,
        message: texts.marketClosed,
        code: 'MARKET_CLOSED',
      });
      const crypto = await t.send(user, 'POST', '/api/orders', marketOrder('BTCUSD', 'Buy', 0.01));
      expect(crypto.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 30_000);
});
