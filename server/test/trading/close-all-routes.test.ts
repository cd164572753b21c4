// POST /api/orders/close-all (API.md "Order types beyond market and limit"): the active account's
// matching open positions each closed with its own ledger row, a refusal for one (a closed
// market) reported beside the others' closes, bad input refused in Turkish with nothing closed,
// and close-all racing a stop-out closing every position exactly once.
import type { CloseAllAnswer } from '../../../contract/bulk-orders';
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { createManualClock } from '../../src/clock';
import type { TestUser } from '../helpers/register-and-login';
import {
  buildTradingApp,
  failureOf,
  MONDAY_NOON_MS,
  marketOrder,
  orderOf,
  ordersOf,
  SATURDAY_NOON_MS,
  type TradingTestApp,
  useTradingApp,
} from './trading-test-kit';

const answerOf = (body: { data?: unknown }): CloseAllAnswer => body.data as CloseAllAnswer;

async function open(t: TradingTestApp, user: TestUser, symbol: string, side: 'Buy' | 'Sell', lots: number) {
  const answer = await t.send(user, 'POST', '/api/orders', marketOrder(symbol, side, lots));
  expect(answer.statusCode).toBe(200);
  return orderOf(answer).id;
}

/** Each id's closed rows and its realized ledger rows: a position closed twice shows two of one. */
async function closesOf(t: TradingTestApp, ids: readonly string[]) {
  const rows = await t.db.query<{ id: string; status: string; reason: string | null }>(
    'SELECT id::text AS id, status, close_reason AS reason FROM orders WHERE id::text = ANY($1::text[]) ORDER BY id::bigint',
    [ids],
  );
  const realized = await t.db.query<{ order_id: string }>(
    "SELECT order_id::text AS order_id FROM ledger WHERE kind = 'realized' AND order_id::text = ANY($1::text[])",
    [ids],
  );
  return { rows, realizedIds: realized.map((row) => row.order_id).sort() };
}

async function expectLedgerMatches(t: TradingTestApp, user: TestUser): Promise<void> {
  await t.trading.service.whenPersisted();
  const account = await loadAccount(t.db, user.accountId);
  expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
  const figures = await t.trading.accountFigures(user.accountId);
  expect(Math.round(figures.balance * 100)).toBe(account?.balanceCents);
}

describe('POST /api/orders/close-all', () => {
  const t = useTradingApp();

  it('closes every open position, each with its own close and ledger row, and leaves waiting orders', async () => {
    const user = await t.customer();
    const ids = [
      await open(t, user, 'EURUSD', 'Buy', 0.1),
      await open(t, user, 'EURUSD', 'Sell', 0.2),
      await open(t, user, 'XAUUSD', 'Buy', 0.01),
    ];
    const waiting = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, { marketLimit: 1.0 })),
    );
    t.tick('EURUSD', 1.0861);
    const answer = await t.send(user, 'POST', '/api/orders/close-all', {});
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('3 pozisyon kapatıldı.');
    expect(answerOf(answer.body)).toEqual({ closed: ids, failed: [] });
    expect(ordersOf(await t.send(user, 'GET', '/api/orders'))).toEqual([]);
    expect(ordersOf(await t.send(user, 'GET', '/api/orders/open')).map((order) => order.id)).toEqual([
      waiting.id,
    ]);
    const { rows, realizedIds } = await closesOf(t, ids);
    expect(rows.map((row) => [row.status, row.reason])).toEqual(ids.map(() => ['closed', 'manual']));
    expect(realizedIds).toEqual([...ids].sort());
    await expectLedgerMatches(t, user);
  });

  it('narrows by symbol, side, and only winners or only losers', async () => {
    const user = await t.customer();
    t.tick('EURUSD', 1.085);
    const buy = await open(t, user, 'EURUSD', 'Buy', 0.1);
    const sell = await open(t, user, 'EURUSD', 'Sell', 0.1);
    const gold = await open(t, user, 'XAUUSD', 'Sell', 0.01);
    t.tick('EURUSD', 1.09);
    const losers = await t.send(user, 'POST', '/api/orders/close-all', { symbol: 'EURUSD', only: 'loss' });
    expect(answerOf(losers.body)).toEqual({ closed: [sell], failed: [] });
    const sells = await t.send(user, 'POST', '/api/orders/close-all', { side: 'Sell' });
    expect(answerOf(sells.body)).toEqual({ closed: [gold], failed: [] });
    const none = await t.send(user, 'POST', '/api/orders/close-all', { only: 'loss' });
    expect(none.body.message).toBe('Seçiminize uyan açık pozisyon yok.');
    expect(answerOf(none.body)).toEqual({ closed: [], failed: [] });
    const winners = await t.send(user, 'POST', '/api/orders/close-all', { only: 'profit' });
    expect(answerOf(winners.body)).toEqual({ closed: [buy], failed: [] });
    await expectLedgerMatches(t, user);
  });

  it('refuses bad input in Turkish and closes nothing', async () => {
    const user = await t.customer();
    const id = await open(t, user, 'EURUSD', 'Buy', 0.1);
    const bodies: object[] = [
      { symbol: 'NOPE' },
      { side: 'buy' },
      { only: 'winners' },
      { symbol: '' },
      { symbol: 'EURUSD', extra: true },
      { side: null },
    ];
    for (const body of bodies) {
      const answer = await t.send(user, 'POST', '/api/orders/close-all', body);
      expect(answer.statusCode).toBe(400);
      expect(failureOf(answer).status).toBe(false);
      expect(failureOf(answer).message).toMatch(/[a-zçğıöşü]/i);
      expect(failureOf(answer).message).not.toMatch(/must|should|property/i);
    }
    expect(failureOf(await t.send(user, 'POST', '/api/orders/close-all', { symbol: 'NOPE' })).message).toBe(
      'Sembol bulunamadı.',
    );
    expect(ordersOf(await t.send(user, 'GET', '/api/orders')).map((order) => order.id)).toEqual([id]);
    expect((await t.send(null, 'POST', '/api/orders/close-all', {})).statusCode).toBe(401);
  });

  it('touches only the caller’s active account', async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const kept = await open(t, other, 'EURUSD', 'Buy', 0.1);
    const mine = await open(t, owner, 'EURUSD', 'Buy', 0.1);
    expect(answerOf((await t.send(owner, 'POST', '/api/orders/close-all', {})).body).closed).toEqual([mine]);
    expect(ordersOf(await t.send(other, 'GET', '/api/orders')).map((order) => order.id)).toEqual([kept]);
  });
});

describe('close-all when one market is closed', () => {
  it('closes the others and names the refused position with its Turkish reason', async () => {
    const clock = createManualClock(MONDAY_NOON_MS);
    const t = await buildTradingApp(clock);
    try {
      const user = await t.customer();
      const bitcoin = await open(t, user, 'BTCUSD', 'Buy', 0.01);
      const euro = await open(t, user, 'EURUSD', 'Buy', 0.1);
      clock.set(SATURDAY_NOON_MS);
      const answer = await t.send(user, 'POST', '/api/orders/close-all', {});
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe('1 pozisyon kapatıldı, 1 pozisyon kapatılamadı.');
      expect(answerOf(answer.body)).toEqual({
        closed: [bitcoin],
        failed: [{ id: euro, message: 'Piyasa kapalı. Emir şu anda gerçekleştirilemez.' }],
      });
      expect(ordersOf(await t.send(user, 'GET', '/api/orders')).map((order) => order.id)).toEqual([euro]);
      await expectLedgerMatches(t, user);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('close-all racing a stop-out', () => {
  const t = useTradingApp();

  const closedByCloseAll: number[] = [];

  /** Lets the request run `turns` event-loop turns before the crash tick lands. */
  const turnsLater = async (turns: number) => {
    for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
  };

  it.each([0, 1, 2, 4, 8, 16])(
    'closes each position once with the tick %i turns into the request, ledger exact',
    async (turns) => {
      t.tick('EURUSD', 1.085);
      const user = await t.customer(300);
      const ids = [
        await open(t, user, 'EURUSD', 'Buy', 0.1),
        await open(t, user, 'EURUSD', 'Buy', 0.1),
        await open(t, user, 'EURUSD', 'Buy', 0.05),
      ];
      const [answer] = await Promise.all([
        t.send(user, 'POST', '/api/orders/close-all', {}),
        turnsLater(turns).then(() => t.tick('EURUSD', 1.06)),
      ]);
      t.tick('EURUSD', 1.085);
      expect(answer.statusCode).toBe(200);
      const { closed, failed } = answerOf(answer.body);
      expect(failed).toEqual([]);
      closedByCloseAll.push(closed.length);
      await t.trading.service.whenPersisted();
      const { rows, realizedIds } = await closesOf(t, ids);
      expect(rows.map((row) => row.status)).toEqual(['closed', 'closed', 'closed']);
      const stoppedOut = rows.filter((row) => row.reason === 'stopOut').map((row) => row.id);
      const manual = rows.filter((row) => row.reason === 'manual').map((row) => row.id);
      expect(manual).toEqual([...closed].sort());
      expect([...stoppedOut, ...manual].sort()).toEqual([...ids].sort());
      // One realized row per position: none closed twice.
      expect(realizedIds).toEqual([...ids].sort());
      await expectLedgerMatches(t, user);
    },
  );

  it('saw both orders of the race: the stop-out first, and close-all first', () => {
    expect(closedByCloseAll).toContain(0);
    expect(closedByCloseAll).toContain(3);
  });
});
