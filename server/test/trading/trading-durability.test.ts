// What the database keeps: a restart rebuilds every position, a failed write leaves no trace in the
// engine, and after a scripted session every balance equals the sum of its ledger.
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { composeServer } from '../../src/compose/compose-server';
import type { Database } from '../../src/db/database';
import { DomainEventBus } from '../../src/events/event-bus';
import { LiveHub } from '../../src/live/live-hub';
import { marketDataPart } from '../../src/market-data/market-data-part';
import { TRADING, tradingPart } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import { withCoreParts } from '../helpers/build-test-app';
import { bearer } from '../helpers/register-and-login';
import { buildTradingApp, marketOrder, orderOf, ordersOf, startingQuotes } from './trading-test-kit';
import { ManualFeed } from '../helpers/manual-feed';
import { createManualClock } from '../../src/clock';
import { MONDAY_NOON_MS } from './trading-test-kit';

const quiet = { error: () => undefined, warn: () => undefined };

describe('trading durability', () => {
  it('keeps open positions and waiting orders across a restart on the same database', async () => {
    const t = await buildTradingApp();
    try {
      const user = await t.customer();
      const open = orderOf(
        await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.4, { takeProfit: 1.2 })),
      );
      const waiting = orderOf(
        await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Sell', 0.1, { marketLimit: 2700 })),
      );
      await t.app.close();

      const feed = new ManualFeed(startingQuotes(t.clock.nowMs()));
      const live = new LiveHub();
      const events = new DomainEventBus(quiet);
      const heard: string[] = [];
      events.subscribe('test', (event) => {
        heard.push(event.type);
      });
      const server = await composeServer({
        config: t.config,
        db: t.db,
        clock: t.clock,
        sessions: t.sessions,
        live,
        events,
        parts: withCoreParts([marketDataPart({ feed }), tradingPart()]),
      });
      await server.start();
      const app = server.app;
      const trading: TradingServices = server.use(TRADING);
      try {
        const headers = bearer(user.token);
        const positions = (await app.inject({ method: 'GET', url: '/api/orders', headers })).json();
        expect(positions.data).toEqual([
          expect.objectContaining({
            id: open.id,
            amount: 0.4,
            price: open.price,
            takeProfit: 1.2,
            status: 'open',
          }),
        ]);
        const waitingList = (await app.inject({ method: 'GET', url: '/api/orders/open', headers })).json();
        expect(waitingList.data).toEqual([expect.objectContaining({ id: waiting.id, marketLimit: 2700 })]);
        const figures = await trading.accountFigures(user.accountId);
        expect(figures.margin).toBeCloseTo(open.margin, 2);
        // A restart rebuilds the engine from the rows; it publishes none of the old decisions again.
        await events.whenIdle();
        expect(heard).toEqual([]);
        feed.push({ symbol: 'EURUSD', bid: 1.21, ask: 1.2102, time: t.clock.nowMs() });
        await trading.service.whenPersisted();
        await events.whenIdle();
        // Only the take profit decided after the restart is announced, once.
        expect(heard.filter((type) => type === 'order.closed')).toEqual(['order.closed']);
        const detail = (
          await app.inject({ method: 'GET', url: `/api/orders/detail/${open.id}`, headers })
        ).json();
        expect(detail.data).toMatchObject({ status: 'closed', closeReason: 'takeProfit' });
        const next = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: marketOrder('EURUSD', 'Buy', 0.1),
        });
        expect(Number(next.json().data.id)).toBeGreaterThan(Number(waiting.id));
      } finally {
        await app.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it('leaves no position in the engine when the order row cannot be written', async () => {
    let failWrites = false;
    const wrapDb = (db: Database): Database => ({
      ...db,
      query: (sql, params) => db.query(sql, params),
      transaction: (fn) => (failWrites ? Promise.reject(new Error('disk full')) : db.transaction(fn)),
      transactionOfStatements: (statements) =>
        failWrites ? Promise.reject(new Error('disk full')) : db.transactionOfStatements!(statements),
      execScript: (sql) => db.execScript(sql),
      close: () => db.close(),
      driver: db.driver,
    });
    const t = await buildTradingApp(createManualClock(MONDAY_NOON_MS), { wrapDb });
    try {
      const user = await t.customer();
      failWrites = true;
      const refused = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1));
      expect(refused.statusCode).toBe(500);
      expect(refused.body.status).toBe(false);
      failWrites = false;
      await t.trading.service.whenPersisted();
      expect(t.trading.service.engine.positionsOf(user.accountId)).toEqual([]);
      expect(await t.trading.accountFigures(user.accountId)).toMatchObject({ balance: 10_000, margin: 0 });
      expect(ordersOf(await t.send(user, 'GET', '/api/orders'))).toEqual([]);
      const retried = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1));
      expect(retried.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('keeps every balance equal to its ledger through orders, triggers, closes and a stop-out', async () => {
    const t = await buildTradingApp();
    try {
      const steady = await t.customer(5_000);
      const risky = await t.customer(300);
      const a = orderOf(
        await t.send(steady, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1, { stopLoss: 1.07 })),
      );
      await t.send(steady, 'POST', '/api/orders', marketOrder('XAUUSD', 'Sell', 0.2));
      await t.send(steady, 'POST', '/api/orders', marketOrder('EURUSD', 'Sell', 0.5, { marketLimit: 1.09 }));
      const leveraged = await t.send(risky, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.25));
      expect(leveraged.statusCode).toBe(200);
      t.tick('EURUSD', 1.0905);
      t.tick('XAUUSD', 2640);
      await t.send(steady, 'PUT', '/api/orders', { id: a.id, amount: 0.3 });
      t.tick('EURUSD', 1.06);
      t.tick('XAUUSD', 2700);
      await t.trading.service.whenPersisted();
      const positions = ordersOf(await t.send(steady, 'GET', '/api/orders'));
      for (const position of positions) await t.send(steady, 'PUT', '/api/orders/close', { id: position.id });
      await t.trading.service.whenPersisted();

      const riskyHistory = ordersOf(await t.send(risky, 'GET', '/api/orders/transaction'));
      expect(riskyHistory[0]).toMatchObject({ closeReason: 'stopOut' });
      for (const user of [steady, risky]) {
        const account = await loadAccount(t.db, user.accountId);
        expect(account?.balanceCents).toBeGreaterThanOrEqual(0);
        expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
        const figures = await t.trading.accountFigures(user.accountId);
        expect(Math.round(figures.balance * 100)).toBe(account?.balanceCents);
      }
      const kinds = await t.db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger ORDER BY kind');
      expect(kinds.map((row) => row.kind)).toEqual(
        expect.arrayContaining(['deposit', 'realized', 'stopout_reset']),
      );
    } finally {
      await t.close();
    }
  }, 60_000);
});
