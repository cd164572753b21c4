// The profile's product switches in the mirror (docs/jurisdiction.md "Switches per product"): with
// CRYPTO_TRADING off a trader's crypto open is not copied (recorded as skipped, 'CRYPTO_OFF'), with
// COPY_TRADING off existing copies stop copying new trader opens ('COPY_TRADING_OFF') but still
// close what they copied before, so no follower is left holding an orphan.
import type { Order } from '../../../contract/entities';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder } from '../trading/trading-test-kit';
import { freshCopyAppEachTest, openOrdersOf, type CopyTestApp } from './copy-test-kit';

let kit: CopyTestApp;
freshCopyAppEachTest((built) => {
  kit = built;
});

const openOf = (user: TestUser): Promise<Order[]> => openOrdersOf(kit, user);
async function place(user: TestUser, symbol: string, lots: number, extra: object = {}): Promise<Order> {
  const answer = await kit.send(user, 'POST', '/api/orders', marketOrder(symbol, 'Buy', lots, extra));
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  await kit.settle();
  return answer.body.data as Order;
}
async function linksOf(traderOrderIds: string[]): Promise<{ symbol: string; skip_reason: string | null }[]> {
  return kit.db.query(
    `SELECT orders.symbol, copy_links.skip_reason FROM copy_links
       JOIN orders ON orders.id = copy_links.trader_order_id
      WHERE copy_links.trader_order_id = ANY($1::bigint[]) ORDER BY orders.symbol`,
    [traderOrderIds],
  );
}

it('with crypto off, a trader’s crypto open is skipped with its reason while others are copied', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  expect((await kit.follow(follower, trader, 1_200)).statusCode).toBe(200);
  // A crypto order waiting from before the switch went off fills after the restart.
  kit.tick('BTCUSD', 95_120);
  const waiting = await place(trader, 'BTCUSD', 0.1, { marketLimit: 95_000 });
  await kit.restartCopy({ copyTrading: true, crypto: false });
  kit.tick('BTCUSD', 94_900);
  await kit.settle();
  const euro = await place(trader, 'EURUSD', 1);
  expect((await openOf(trader)).map((order) => order.symbol).sort()).toEqual(['BTCUSD', 'EURUSD']);
  expect((await openOf(follower)).map((order) => order.symbol)).toEqual(['EURUSD']);
  expect(await linksOf([waiting.id, euro.id])).toEqual([
    { symbol: 'BTCUSD', skip_reason: 'CRYPTO_OFF' },
    { symbol: 'EURUSD', skip_reason: null },
  ]);
  expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
});

it('with copy trading off, new trader opens are not copied but earlier copies still close with the trader', async () => {
  const trader = await kit.trader();
  const follower = await kit.customer();
  expect((await kit.follow(follower, trader, 1_200)).statusCode).toBe(200);
  const first = await place(trader, 'EURUSD', 1);
  expect(await openOf(follower)).toHaveLength(1);
  await kit.restartCopy({ copyTrading: false, crypto: true });
  await kit.settle();
  const second = await place(trader, 'GBPUSD', 1);
  expect((await openOf(follower)).map((order) => order.symbol)).toEqual(['EURUSD']);
  expect(await linksOf([first.id, second.id])).toEqual([
    { symbol: 'EURUSD', skip_reason: null },
    { symbol: 'GBPUSD', skip_reason: 'COPY_TRADING_OFF' },
  ]);
  expect((await kit.send(trader, 'PUT', '/api/orders/close', { id: first.id })).statusCode).toBe(200);
  await kit.settle();
  expect(await openOf(follower)).toEqual([]);
  expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
});
