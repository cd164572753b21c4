// POST /api/orders/reverse (close and open the opposite side, same lots, one decision) and the
// chart's move of a waiting order's price (PUT /api/orders/update/{id} with marketLimit).
import type { ReverseAnswer } from '../../../contract/bulk-orders';
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { serverTexts } from '../../../contract/server-texts';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { failureOf, marketOrder, orderOf, ordersOf, useTradingApp } from './trading-test-kit';

describe('POST /api/orders/reverse', () => {
  const t = useTradingApp();

  it('closes the position and opens the opposite side with the same lots in one write', async () => {
    const user = await t.customer();
    t.tick('EURUSD', 1.085, 0.0002);
    const buy = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.3, { stopLoss: 1.05 })),
    );
    t.tick('EURUSD', 1.09, 0.0002);
    const events: { type: string; seq: number }[] = [];
    const stop = t.events.subscribe('reverse-test', (event) => {
      events.push(event);
    });
    const answer = await t.send(user, 'POST', '/api/orders/reverse', { id: buy.id });
    await t.trading.service.whenPersisted();
    // The bus hands events out on its own turns; a bounded wait for the two of this decision.
    for (let turn = 0; turn < 1_000 && !events.some((event) => event.type === 'order.opened'); turn++)
      await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Pozisyon kapatıldı ve ters yönde aynı lotla yeniden açıldı.');
    const { closed, opened } = answer.body.data as ReverseAnswer;
    expect(closed).toBe(buy.id);
    expect(opened).toMatchObject({
      type: 'Sell',
      amount: 0.3,
      symbol: 'EURUSD',
      price: 1.09,
      status: 'open',
    });
    expect(opened.stopLoss).toBeNull();
    // One decision, one commit: the close and the open are published together, back to back.
    expect(events.map((event) => event.type)).toEqual(['order.closed', 'ledger.posted', 'order.opened']);
    expect(events.map((event) => event.seq - events[0].seq)).toEqual([0, 1, 2]);
    const closedOrder = orderOf(await t.send(user, 'GET', `/api/orders/detail/${buy.id}`));
    expect(closedOrder).toMatchObject({ status: 'closed', closeReason: 'manual', closePrice: 1.09 });
    expect(ordersOf(await t.send(user, 'GET', '/api/orders')).map((order) => order.id)).toEqual([opened.id]);
    const account = await loadAccount(t.db, user.accountId);
    expect(account?.balanceCents).toBe(1_000_000 + Math.round(closedOrder.profit * 100));
    expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
  });

  it('refuses when the opposite side needs more margin than the close frees, and keeps the position', async () => {
    const user = await t.customer(1_000);
    t.tick('XAUUSD', 2000, 0.5);
    const buy = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Buy', 0.1)));
    const gold = INSTRUMENTS.find((instrument) => instrument.symbol === 'XAUUSD');
    if (!gold) throw new Error('the catalogue has no XAUUSD');
    // A loss that leaves equity at 75 % of the margin: above the stop-out, below a new position's margin.
    const lossUsd = 1_000 - 0.75 * buy.margin;
    t.tick('XAUUSD', Math.round((buy.price - lossUsd / (0.1 * gold.contractSize)) * 100) / 100, 0.5);
    const refused = await t.send(user, 'POST', '/api/orders/reverse', { id: buy.id });
    expect(refused.statusCode).toBe(422);
    expect(failureOf(refused).message).toBe('Serbest teminatınız bu işlem için yetersiz.');
    expect(ordersOf(await t.send(user, 'GET', '/api/orders')).map((order) => order.id)).toEqual([buy.id]);
    expect((await loadAccount(t.db, user.accountId))?.balanceCents).toBe(100_000);
  });

  it('answers 404 for another customer’s position and 409 for one already closed; bad ids 400', async () => {
    const owner = await t.customer();
    const stranger = await t.customer();
    const buy = orderOf(await t.send(owner, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    expect((await t.send(stranger, 'POST', '/api/orders/reverse', { id: buy.id })).statusCode).toBe(404);
    await t.send(owner, 'PUT', '/api/orders/close', { id: buy.id });
    const again = await t.send(owner, 'POST', '/api/orders/reverse', { id: buy.id });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again).message).toBe('Bu pozisyon zaten kapatılmış.');
    for (const body of [{}, { id: 'abc' }, { id: 12 }, { id: buy.id, lots: 1 }]) {
      const bad = await t.send(owner, 'POST', '/api/orders/reverse', body);
      expect(bad.statusCode).toBe(400);
    }
    expect(ordersOf(await t.send(owner, 'GET', '/api/orders'))).toEqual([]);
  });
});

describe('PUT /api/orders/update/{id} with marketLimit', () => {
  const t = useTradingApp();

  it('moves a waiting order’s price with its stops, stored and acted on at the new price', async () => {
    const user = await t.customer();
    t.tick('EURUSD', 1.085, 0.0002);
    const waiting = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, { marketLimit: 1.07 })),
    );
    const moved = await t.send(user, 'PUT', `/api/orders/update/${waiting.id}`, {
      marketLimit: 1.08,
      stopLoss: 1.07,
      takeProfit: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(orderOf(moved)).toMatchObject({ marketLimit: 1.08, stopLoss: 1.07, takeProfit: null });
    await t.trading.service.whenPersisted();
    const stored = await t.db.query<{ market_limit: number }>(
      'SELECT market_limit FROM orders WHERE id = $1',
      [waiting.id],
    );
    expect(stored).toEqual([{ market_limit: 1.08 }]);
    t.tick('EURUSD', 1.0797, 0.0002);
    await t.trading.service.whenPersisted();
    expect(orderOf(await t.send(user, 'GET', `/api/orders/detail/${waiting.id}`))).toMatchObject({
      status: 'open',
      price: 1.0799,
    });
  });

  it('refuses a stop on the wrong side of the new price, an open position, and a bad price; nothing moves', async () => {
    const user = await t.customer();
    t.tick('EURUSD', 1.085, 0.0002);
    const waiting = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, { marketLimit: 1.07 })),
    );
    const wrongSide = await t.send(user, 'PUT', `/api/orders/update/${waiting.id}`, {
      marketLimit: 1.06,
      stopLoss: 1.065,
      takeProfit: null,
    });
    expect(wrongSide.statusCode).toBe(422);
    expect(failureOf(wrongSide).message).toBe('Zarar durdur fiyatı pozisyonun zarar tarafında olmalıdır.');
    for (const marketLimit of [0, -1, '1.2', null]) {
      const bad = await t.send(user, 'PUT', `/api/orders/update/${waiting.id}`, {
        marketLimit,
        stopLoss: null,
        takeProfit: null,
      });
      expect(bad.statusCode).toBe(400);
    }
    const position = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    const onOpen = await t.send(user, 'PUT', `/api/orders/update/${position.id}`, {
      marketLimit: 1.05,
      stopLoss: null,
      takeProfit: null,
    });
    expect(onOpen.statusCode).toBe(422);
    expect(failureOf(onOpen).message).toBe('Fiyatı yalnızca bekleyen bir emrin değiştirilebilir.');
    expect(orderOf(await t.send(user, 'GET', `/api/orders/detail/${waiting.id}`))).toMatchObject({
      marketLimit: 1.07,
      stopLoss: null,
    });
  });

  it('keeps an explicit kind: a limit or stop moved across the market, or a stop-limit trigger past its limit, is refused; nothing moves', async () => {
    const user = await t.customer();
    t.tick('EURUSD', 1.085, 0.0002);
    const place = async (extra: object) =>
      orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, extra)));
    const limit = await place({ marketLimit: 1.07, pendingKind: 'limit' });
    const stop = await place({ marketLimit: 1.09, pendingKind: 'stop' });
    const stopLimit = await place({ marketLimit: 1.09, pendingKind: 'stopLimit', limitPrice: 1.0905 });
    const texts = serverTexts.trading;
    const moves: [string, number, string][] = [
      [limit.id, 1.09, texts.pendingKindWrongSide],
      [stop.id, 1.08, texts.pendingKindWrongSide],
      [stopLimit.id, 1.08, texts.pendingKindWrongSide],
      [stopLimit.id, 1.091, texts.limitPriceWrongSide],
    ];
    for (const [id, marketLimit, message] of moves) {
      const answer = await t.send(user, 'PUT', `/api/orders/update/${id}`, {
        marketLimit,
        stopLoss: null,
        takeProfit: null,
      });
      expect({ status: answer.statusCode, message: failureOf(answer).message }).toEqual({
        status: 422,
        message,
      });
    }
    await t.trading.service.whenPersisted();
    const stored = await t.db.query<{ id: string; market_limit: number }>(
      'SELECT id::text AS id, market_limit FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[limit.id, stop.id, stopLimit.id]],
    );
    expect(stored).toEqual([
      { id: limit.id, market_limit: 1.07 },
      { id: stop.id, market_limit: 1.09 },
      { id: stopLimit.id, market_limit: 1.09 },
    ]);
    // Moved within its kind's side, each is taken; the stop still waits for the price to rise.
    const fine = await t.send(user, 'PUT', `/api/orders/update/${stop.id}`, {
      marketLimit: 1.088,
      stopLoss: null,
      takeProfit: null,
    });
    expect(orderOf(fine)).toMatchObject({ marketLimit: 1.088, pendingKind: 'stop' });
    t.tick('EURUSD', 1.0858, 0.0002);
    await t.trading.service.whenPersisted();
    expect(orderOf(await t.send(user, 'GET', `/api/orders/detail/${stop.id}`))).toMatchObject({
      status: 'waiting',
    });
    t.tick('EURUSD', 1.0879, 0.0002);
    await t.trading.service.whenPersisted();
    expect(orderOf(await t.send(user, 'GET', `/api/orders/detail/${stop.id}`))).toMatchObject({
      status: 'open',
      price: 1.0881,
    });
  });
});
