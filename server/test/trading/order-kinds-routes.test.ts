// Order kinds through /api/orders (API.md "Order types beyond market and limit"): every bad input
// refused with its status and Turkish text and nothing created; the kinds in the answers and lists;
// the trailing distance through PUT /update; and what a restart on the same database keeps (kinds,
// an armed stop-limit, a trailing stop, an OCO link, an expiry), with the rows' cancel reasons.
import { serverTexts } from '../../../contract/server-texts';
import { composeServer } from '../../src/compose/compose-server';
import { DomainEventBus } from '../../src/events/event-bus';
import { LiveHub } from '../../src/live/live-hub';
import { marketDataPart } from '../../src/market-data/market-data-part';
import { ManualFeed } from '../helpers/manual-feed';
import { TRADING, tradingPart } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import { withCoreParts } from '../helpers/build-test-app';
import { bearer } from '../helpers/register-and-login';
import {
  buildTradingApp,
  failureOf,
  marketOrder,
  orderOf,
  ordersOf,
  startingQuotes,
  useTradingApp,
} from './trading-test-kit';

const texts = serverTexts.trading;
const quiet = { error: () => undefined, warn: () => undefined };
/** EURUSD at bid 1.1 / ask 1.1002 (the kit's spread). */
const buy = (extra: object) => marketOrder('EURUSD', 'Buy', 0.1, extra);
const sell = (extra: object) => marketOrder('EURUSD', 'Sell', 0.1, extra);

describe('order kinds over HTTP', () => {
  const t = useTradingApp();

  const refusals: [string, (ids: { waiting: string }) => object, number, string][] = [
    [
      'a stop-limit without its limit',
      () => buy({ marketLimit: 1.101, pendingKind: 'stopLimit' }),
      400,
      texts.limitPriceMissing,
    ],
    [
      'a limit price on a plain limit',
      () => buy({ marketLimit: 1.099, pendingKind: 'limit', limitPrice: 1.098 }),
      400,
      texts.limitPriceNotStopLimit,
    ],
    ['a kind without its trigger', () => buy({ pendingKind: 'stop' }), 400, texts.pendingKindNeedsTrigger],
    [
      'a Buy stop below the ask',
      () => buy({ marketLimit: 1.099, pendingKind: 'stop' }),
      422,
      texts.pendingKindWrongSide,
    ],
    [
      'a Buy stop-limit with its limit under the trigger',
      () => buy({ marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1005 }),
      422,
      texts.limitPriceWrongSide,
    ],
    [
      'a Sell stop-limit with its limit over the trigger',
      () => sell({ marketLimit: 1.099, pendingKind: 'stopLimit', limitPrice: 1.0995 }),
      422,
      texts.limitPriceWrongSide,
    ],
    [
      'an expiry in the past',
      () => buy({ marketLimit: 1.099, expiresAt: '2020-01-01T00:00:00Z' }),
      422,
      texts.expiryInPast,
    ],
    [
      'an expiry that is no time',
      () => buy({ marketLimit: 1.099, expiresAt: 'yarın' }),
      400,
      texts.expiresAtInvalid,
    ],
    [
      'an expiry on a market order',
      () => buy({ expiresAt: '2030-01-01T00:00:00Z' }),
      400,
      texts.expiryNeedsPending,
    ],
    ['a zero trailing distance', () => buy({ trailingDistance: 0 }), 400, texts.trailingDistanceInvalid],
    [
      'a negative trailing distance',
      () => buy({ trailingDistance: -0.01 }),
      400,
      texts.trailingDistanceInvalid,
    ],
    [
      'a trailing distance below one price step',
      () => buy({ trailingDistance: 0.000001 }),
      400,
      texts.trailingDistanceInvalid,
    ],
    [
      'a trailing distance equal to the price',
      () => buy({ trailingDistance: 1.1 }),
      400,
      texts.trailingDistanceInvalid,
    ],
    [
      'a trailing distance above the price',
      () => sell({ trailingDistance: 2 }),
      400,
      texts.trailingDistanceInvalid,
    ],
    [
      'a trailing distance below one price step on a waiting order',
      () => buy({ marketLimit: 1.099, trailingDistance: 0.000009 }),
      400,
      texts.trailingDistanceInvalid,
    ],
    [
      'an OCO partner that does not exist',
      () => buy({ marketLimit: 1.099, ocoWith: '987654' }),
      422,
      texts.ocoPartnerInvalid,
    ],
    [
      'an OCO partner of another symbol',
      ({ waiting }) => marketOrder('GBPUSD', 'Buy', 0.1, { marketLimit: 1.2, ocoWith: waiting }),
      422,
      texts.ocoPartnerInvalid,
    ],
    [
      'an OCO partner on a market order',
      ({ waiting }) => buy({ ocoWith: waiting }),
      400,
      texts.ocoNeedsPending,
    ],
  ];

  it.each(refusals)(
    '%s: refused with its Turkish text, nothing created',
    async (_name, body, status, message) => {
      t.tick('EURUSD', 1.1, 0.0002);
      const user = await t.customer();
      const waiting = orderOf(await t.send(user, 'POST', '/api/orders', sell({ marketLimit: 1.12 }))).id;
      const answer = await t.send(user, 'POST', '/api/orders', body({ waiting }));
      expect({ status: answer.statusCode, message: failureOf(answer).message }).toEqual({ status, message });
      expect(ordersOf(await t.send(user, 'GET', '/api/orders/open')).map((order) => order.id)).toEqual([
        waiting,
      ]);
      expect(ordersOf(await t.send(user, 'GET', '/api/orders'))).toEqual([]);
    },
  );

  it('refuses an OCO partner of another account, or one already filled', async () => {
    t.tick('EURUSD', 1.1, 0.0002);
    const someone = await t.customer();
    const theirs = orderOf(await t.send(someone, 'POST', '/api/orders', sell({ marketLimit: 1.12 }))).id;
    const user = await t.customer();
    const filled = orderOf(await t.send(user, 'POST', '/api/orders', sell({ marketLimit: 1.1005 }))).id;
    t.tick('EURUSD', 1.1006, 0.0002);
    await t.trading.service.whenPersisted();
    for (const ocoWith of [theirs, filled]) {
      const answer = await t.send(user, 'POST', '/api/orders', buy({ marketLimit: 1.099, ocoWith }));
      expect({ status: answer.statusCode, message: failureOf(answer).message }).toEqual({
        status: 422,
        message: texts.ocoPartnerInvalid,
      });
    }
    expect(ordersOf(await t.send(user, 'GET', '/api/orders/open'))).toEqual([]);
  });

  it('refuses an OCO partner that already has a partner; the pair stays as it was', async () => {
    t.tick('EURUSD', 1.1, 0.0002);
    const user = await t.customer();
    const legA = orderOf(await t.send(user, 'POST', '/api/orders', sell({ marketLimit: 1.12 })));
    const legB = orderOf(
      await t.send(user, 'POST', '/api/orders', sell({ marketLimit: 1.08, ocoWith: legA.id })),
    );
    for (const ocoWith of [legA.id, legB.id]) {
      const answer = await t.send(user, 'POST', '/api/orders', buy({ marketLimit: 1.099, ocoWith }));
      expect({ status: answer.statusCode, message: failureOf(answer).message }).toEqual({
        status: 422,
        message: texts.ocoPartnerInvalid,
      });
    }
    const waiting = ordersOf(await t.send(user, 'GET', '/api/orders/open'));
    expect(waiting.map(({ id, ocoWith }) => ({ id, ocoWith }))).toEqual(
      expect.arrayContaining([
        { id: legA.id, ocoWith: legB.id },
        { id: legB.id, ocoWith: legA.id },
      ]),
    );
    expect(waiting).toHaveLength(2);
    await t.trading.service.whenPersisted();
    const rows = await t.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM orders WHERE account_id = (SELECT account_id FROM orders WHERE id = $1)',
      [legA.id],
    );
    expect(rows).toEqual([{ count: '2' }]);
  });

  it('answers and lists each kind with its fields, and edits the trailing distance', async () => {
    t.tick('EURUSD', 1.1, 0.0002);
    const user = await t.customer();
    const expiresAt = new Date(t.clock.nowMs() + 3_600_000).toISOString();
    const stopLimit = orderOf(
      await t.send(
        user,
        'POST',
        '/api/orders',
        buy({ marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1015, expiresAt }),
      ),
    );
    expect(stopLimit).toMatchObject({
      pendingKind: 'stopLimit',
      limitPrice: 1.1015,
      expiresAt,
      ocoWith: null,
      limitArmed: false,
    });
    const leg = orderOf(
      await t.send(user, 'POST', '/api/orders', sell({ marketLimit: 1.09, ocoWith: stopLimit.id })),
    );
    expect(leg).toMatchObject({ pendingKind: 'stop', ocoWith: stopLimit.id });
    const waiting = ordersOf(await t.send(user, 'GET', '/api/orders/open'));
    expect(waiting.find((order) => order.id === stopLimit.id)).toMatchObject({ ocoWith: leg.id, expiresAt });

    const position = orderOf(await t.send(user, 'POST', '/api/orders', buy({ trailingDistance: 0.002 })));
    expect(position).toMatchObject({ trailingDistance: 0.002, stopLoss: 1.098 });
    const edited = await t.send(user, 'PUT', `/api/orders/update/${position.id}`, {
      stopLoss: 1.098,
      takeProfit: null,
      trailingDistance: 0.001,
    });
    expect(orderOf(edited)).toMatchObject({ trailingDistance: 0.001, stopLoss: 1.099 });
    const zero = await t.send(user, 'PUT', `/api/orders/update/${position.id}`, {
      stopLoss: 1.099,
      takeProfit: null,
      trailingDistance: 0,
    });
    expect({ status: zero.statusCode, message: failureOf(zero).message }).toEqual({
      status: 400,
      message: texts.trailingDistanceInvalid,
    });
    const cleared = await t.send(user, 'PUT', `/api/orders/update/${position.id}`, {
      stopLoss: 1.099,
      takeProfit: null,
      trailingDistance: null,
    });
    expect(orderOf(cleared)).toMatchObject({ trailingDistance: null, stopLoss: 1.099 });
  });
});

describe('order kinds across a restart', () => {
  it('keeps kinds, an armed stop-limit, a trailing stop, an OCO pair and an expiry; rows name why orders left', async () => {
    const t = await buildTradingApp();
    try {
      t.tick('EURUSD', 1.1, 0.0002);
      const user = await t.customer();
      const post = async (body: object) => orderOf(await t.send(user, 'POST', '/api/orders', body));
      const armed = await post(buy({ marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1015 }));
      const legA = await post(sell({ marketLimit: 1.12, pendingKind: 'limit' }));
      const legB = await post(sell({ marketLimit: 1.08, ocoWith: legA.id }));
      const expiring = await post(
        buy({ marketLimit: 1.05, expiresAt: new Date(t.clock.nowMs() + 60_000).toISOString() }),
      );
      const trailing = await post(buy({ trailingDistance: 0.001 }));
      t.tick('EURUSD', 1.1018, 0.0002);
      await t.trading.service.whenPersisted();
      await t.app.close();

      const feed = new ManualFeed(startingQuotes(t.clock.nowMs()));
      feed.push({ symbol: 'EURUSD', bid: 1.1018, ask: 1.102, time: t.clock.nowMs() });
      const server = await composeServer({
        config: t.config,
        db: t.db,
        clock: t.clock,
        sessions: t.sessions,
        live: new LiveHub(),
        events: new DomainEventBus(quiet),
        parts: withCoreParts([marketDataPart({ feed }), tradingPart()]),
      });
      await server.start();
      const trading: TradingServices = server.use(TRADING);
      const headers = bearer(user.token);
      const get = async (url: string) => (await server.app.inject({ method: 'GET', url, headers })).json();
      try {
        const waiting = (await get('/api/orders/open')).data as { id: string }[];
        expect(waiting).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              id: armed.id,
              pendingKind: 'stopLimit',
              limitArmed: true,
              limitPrice: 1.1015,
            }),
            expect.objectContaining({ id: legA.id, ocoWith: legB.id }),
            expect.objectContaining({ id: legB.id, ocoWith: legA.id }),
            expect.objectContaining({ id: expiring.id, expiresAt: expiring.expiresAt }),
          ]),
        );
        expect((await get(`/api/orders/detail/${trailing.id}`)).data).toMatchObject({
          trailingDistance: 0.001,
          stopLoss: 1.1008,
        });
        // After the restart: the armed stop-limit fills at its limit, the trail never moves back.
        feed.push({ symbol: 'EURUSD', bid: 1.1012, ask: 1.1014, time: t.clock.nowMs() });
        await trading.service.whenPersisted();
        expect((await get(`/api/orders/detail/${armed.id}`)).data).toMatchObject({
          status: 'open',
          price: 1.1014,
        });
        expect((await get(`/api/orders/detail/${trailing.id}`)).data).toMatchObject({ stopLoss: 1.1008 });
        // Cancelling one leg takes the other; the expiry job cancels the expired order.
        const cancel = await server.app.inject({
          method: 'POST',
          url: '/api/orders/cancel',
          headers,
          payload: { orderId: legA.id },
        });
        expect(cancel.statusCode).toBe(200);
        t.clock.set(t.clock.nowMs() + 61_000);
        await trading.service.expireOrders(t.clock.nowMs());
        await trading.service.whenPersisted();
        const rows = await t.db.query<{ id: string; status: string; close_reason: string }>(
          'SELECT id::text AS id, status, close_reason FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id',
          [[legA.id, legB.id, expiring.id]],
        );
        expect(rows).toEqual([
          { id: legA.id, status: 'cancelled', close_reason: 'cancelled' },
          { id: legB.id, status: 'cancelled', close_reason: 'oco' },
          { id: expiring.id, status: 'cancelled', close_reason: 'expired' },
        ]);
        expect((await get('/api/orders/open')).data).toEqual([]);
      } finally {
        await server.app.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
