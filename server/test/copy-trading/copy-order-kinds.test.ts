// Copy trading and the order kinds (issue 20): a trader's trailing stop is copied with its
// distance, and each copy trails on its own ticks (the trader's automatic moves are not mirrored
// as edits); a trader's stop-limit is copied when it fills, and a trailing distance the trader sets
// or clears later reaches the copies.
import type { Order } from '../../../contract/entities';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder, MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { buildCopyApp, type CopyTestApp } from './copy-test-kit';

let kit: CopyTestApp;

beforeEach(async () => {
  kit = await buildCopyApp();
  kit.clock.set(MONDAY_NOON_MS);
  kit.tick('EURUSD', 1.1);
  await kit.settle();
});
afterEach(() => kit.close());

const openOf = async (user: TestUser): Promise<Order[]> =>
  (await kit.send(user, 'GET', '/api/orders?page=1')).body.data as Order[];
async function place(user: TestUser, extra: object) {
  const answer = await kit.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1, extra));
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  await kit.settle();
  return answer.body.data as Order;
}

it('copies a trailing stop with its distance; the copy trails on its own and stops with the trader', async () => {
  const trader = await kit.trader('Ece Demir');
  const follower = await kit.customer();
  expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
  const opened = await place(trader, { trailingDistance: 0.001 });
  const [copy] = await openOf(follower);
  expect(copy).toMatchObject({ trailingDistance: 0.001, stopLoss: opened.stopLoss });
  const modifiedBefore = kit.eventsSeen.filter((event) => event.type === 'order.modified').length;
  kit.tick('EURUSD', 1.103);
  await kit.settle();
  const [moved] = await openOf(follower);
  expect(moved.stopLoss).toBe(1.102);
  // Two automatic moves (the trader's and the copy's), no mirrored edit on top of them.
  const modified = kit.eventsSeen.filter((event) => event.type === 'order.modified').slice(modifiedBefore);
  expect(modified).toHaveLength(2);
  kit.tick('EURUSD', 1.1015);
  await kit.settle();
  expect(await openOf(follower)).toEqual([]);
  expect(await openOf(trader)).toEqual([]);
  expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
});

it('copies a stop-limit when it fills, and a trailing distance set later', async () => {
  const trader = await kit.trader('Ece Demir');
  const follower = await kit.customer();
  expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
  const waiting = await place(trader, { marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1015 });
  expect(await openOf(follower)).toEqual([]);
  kit.tick('EURUSD', 1.101);
  await kit.settle();
  const [copy] = await openOf(follower);
  expect(copy).toMatchObject({ symbol: 'EURUSD', type: 'Buy' });
  await kit.send(trader, 'PUT', `/api/orders/update/${waiting.id}`, {
    stopLoss: null,
    takeProfit: null,
    trailingDistance: 0.002,
  });
  await kit.settle();
  expect((await openOf(follower))[0]).toMatchObject({ trailingDistance: 0.002 });
});
