// The copy risk controls through the API (../shared/API.md "Copy trading risk controls"): fixed
// lots, the per-trade cap, the open-trades cap (also when two trader opens race), copying the
// trader's open trades on follow exactly once, the skip and its notification, the follow settings
// on the trader entity, and bad input refused in Turkish with nothing written.
import type { Order } from '../../../contract/entities';
import { serverTexts } from '../../../contract/server-texts';
import type { DomainEvent } from '../../src/events/domain-events';
import { notificationOf } from '../../src/notifications/notification-catalogue';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder } from '../trading/trading-test-kit';
import { freshCopyAppEachTest, openOrdersOf, traderOf, type CopyTestApp } from './copy-test-kit';

let kit: CopyTestApp;
freshCopyAppEachTest((built) => {
  kit = built;
});

const openOf = (user: TestUser): Promise<Order[]> => openOrdersOf(kit, user);
async function place(user: TestUser, symbol: string, side: 'Buy' | 'Sell', lots: number): Promise<Order> {
  const answer = await kit.send(user, 'POST', '/api/orders', marketOrder(symbol, side, lots));
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  await kit.settle();
  return answer.body.data as Order;
}
const follow = (user: TestUser, trader: TestUser, body: object) =>
  kit.send(user, 'POST', '/api/traders/follow', { id: trader.userId, size: 1_000, ...body });
const skipped = (): Extract<DomainEvent, { type: 'copy.skipped' }>[] =>
  kit.eventsSeen.flatMap((event) => (event.type === 'copy.skipped' ? [event] : []));
const copiedLots = async (user: TestUser): Promise<number[]> =>
  (await openOf(user)).filter((order) => order.copiedFrom).map((order) => order.amount);

async function expectBooksHold(): Promise<void> {
  expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
}

it('fixed mode copies the fixed lots whatever the trader’s size, and the entity says so', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  const answer = await follow(follower, trader, { mode: 'fixed', fixedLots: 0.03 });
  expect(answer.statusCode).toBe(200);
  expect(traderOf(answer).follow).toEqual({
    size: 1_000,
    copyStopLossPct: 40,
    mode: 'fixed',
    fixedLots: 0.03,
    maxLotsPerTrade: null,
    maxOpenTrades: null,
  });
  await place(trader, 'EURUSD', 'Buy', 2);
  await place(trader, 'EURUSD', 'Sell', 0.01);
  expect((await copiedLots(follower)).sort()).toEqual([0.03, 0.03]);
  await expectBooksHold();
});

it('a copy larger than the per-trade cap opens at the cap; a smaller one as it is', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  await follow(follower, trader, { maxLotsPerTrade: 0.05 });
  // 1,000 of the trader's 10,000: 2 lots → 0.20, capped to 0.05; 0.3 lots → 0.03.
  await place(trader, 'EURUSD', 'Buy', 2);
  await place(trader, 'EURUSD', 'Buy', 0.3);
  expect((await copiedLots(follower)).sort()).toEqual([0.03, 0.05]);
  const entity = traderOf(await kit.send(follower, 'GET', `/api/traders/${trader.userId}`));
  expect(entity.follow).toMatchObject({ mode: 'proportional', fixedLots: null, maxLotsPerTrade: 0.05 });
});

it('the open-trades cap skips a trade beyond it with a notification, and frees up on a close', async () => {
  const trader = await kit.trader('Ece Demir');
  const follower = await kit.customer();
  await follow(follower, trader, { maxOpenTrades: 1 });
  const first = await place(trader, 'EURUSD', 'Buy', 1);
  await place(trader, 'EURUSD', 'Buy', 1);
  expect(await copiedLots(follower)).toEqual([0.1]);
  expect(skipped().map((event) => event.reason)).toEqual(['MAX_OPEN_TRADES']);
  const links = await kit.db.query<{ skip_reason: string | null }>('SELECT skip_reason FROM copy_links');
  expect(links.map((link) => link.skip_reason).sort()).toEqual(['MAX_OPEN_TRADES', null]);
  expect(notificationOf(skipped()[0])).toEqual({
    kind: 'copy.skipped',
    title: serverTexts.traders.copySkippedTitle,
    text: serverTexts.traders.copySkippedMaxOpenTrades('Ece Demir', 'EURUSD'),
  });
  await kit.send(trader, 'PUT', '/api/orders/close', { id: first.id });
  await kit.settle();
  await place(trader, 'EURUSD', 'Sell', 1);
  expect(await copiedLots(follower)).toEqual([0.1]);
  await expectBooksHold();
});

it('two trader opens at once never take a copy past its open-trades cap', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  await follow(follower, trader, { maxOpenTrades: 2 });
  const opens = await Promise.all(
    [1, 1, 1, 1].map(() => kit.send(trader, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1))),
  );
  expect(opens.every((answer) => answer.statusCode === 200)).toBe(true);
  await kit.settle();
  expect(await openOf(trader)).toHaveLength(4);
  expect(await copiedLots(follower)).toEqual([0.1, 0.1]);
  expect(skipped().map((event) => event.reason)).toEqual(['MAX_OPEN_TRADES', 'MAX_OPEN_TRADES']);
  await expectBooksHold();
});

it('copyOpenTrades opens the trader’s open positions at today’s price once each, within the caps', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  await place(trader, 'EURUSD', 'Buy', 1);
  await place(trader, 'XAUUSD', 'Sell', 0.5);
  await place(trader, 'EURUSD', 'Sell', 2);
  kit.tick('EURUSD', 1.09);
  await kit.settle();
  const answer = await follow(follower, trader, { copyOpenTrades: true, maxOpenTrades: 2 });
  expect(answer.statusCode).toBe(200);
  await kit.settle();
  const copied = (await openOf(follower)).filter((order) => order.copiedFrom);
  // Oldest first: the EURUSD buy and the XAUUSD sell; the third meets the cap.
  expect(copied.map((order) => [order.symbol, order.type, order.amount]).sort()).toEqual([
    ['EURUSD', 'Buy', 0.1],
    ['XAUUSD', 'Sell', 0.05],
  ]);
  const eurusd = copied.find((order) => order.symbol === 'EURUSD');
  // Today's ask after the tick to 1.09, not the trader's fill near 1.085.
  expect(eurusd?.price).toBeGreaterThanOrEqual(1.09);
  expect(eurusd?.price).toBeLessThan(1.0905);
  // Following again with copyOpenTrades copies nothing twice: the third is still past the cap.
  await follow(follower, trader, { copyOpenTrades: true, maxOpenTrades: 2 });
  await kit.settle();
  expect((await openOf(follower)).filter((order) => order.copiedFrom)).toHaveLength(2);
  const doubled = await kit.db.query(
    `SELECT trader_order_id FROM copy_links GROUP BY copy_id, trader_order_id HAVING COUNT(*) > 1`,
  );
  expect(doubled).toEqual([]);
  await expectBooksHold();
});

it('without copyOpenTrades the trader’s earlier positions are not copied', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  await place(trader, 'EURUSD', 'Buy', 1);
  await follow(follower, trader, {});
  await kit.settle();
  expect(await copiedLots(follower)).toEqual([]);
});

it.each([
  [{ mode: 'fixed' }, serverTexts.traders.fixedLotsRequired],
  [{ fixedLots: 0.1 }, serverTexts.traders.fixedLotsOnlyFixed],
  [{ mode: 'fixed', fixedLots: 0 }, serverTexts.traders.copyLotsOutOfRange],
  [{ maxLotsPerTrade: -1 }, serverTexts.traders.copyLotsOutOfRange],
  [{ maxLotsPerTrade: 0.015 }, serverTexts.traders.copyLotsStep],
  [{ mode: 'fixed', fixedLots: 0.123 }, serverTexts.traders.copyLotsStep],
  [{ maxOpenTrades: 0 }, serverTexts.traders.maxOpenTradesOutOfRange],
  [{ maxOpenTrades: 1.5 }, serverTexts.traders.maxOpenTradesOutOfRange],
])('refuses %j with 400 in Turkish and writes nothing', async (body, message) => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  const answer = await follow(follower, trader, body);
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toMatchObject({ status: false, message });
  expect(await kit.db.query('SELECT id FROM copies')).toEqual([]);
});

it('refuses bad input when following again and keeps the copy as it was', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  await follow(follower, trader, { maxOpenTrades: 3 });
  expect((await follow(follower, trader, { size: 2_000, mode: 'fixed' })).statusCode).toBe(400);
  const entity = traderOf(await kit.send(follower, 'GET', `/api/traders/${trader.userId}`));
  expect(entity.follow).toMatchObject({ size: 1_000, mode: 'proportional', maxOpenTrades: 3 });
});
