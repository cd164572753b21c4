// Mirroring through the API and the domain events: a trader's open, partial close, stop/take
// edit and close reach each active copy in proportion; opens under the min lot or short of free
// margin are skipped and recorded; the copy stop-loss closes everything and pauses; a paused copy
// opens nothing new; unfollow closes the copied positions; a replayed event or a restart never
// mirrors twice; races leave no duplicate or orphan, and every balance equals its ledger.
import type { Order } from '../../../contract/entities';
import type { DomainEvent } from '../../src/events/domain-events';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder } from '../trading/trading-test-kit';
import { freshCopyAppEachTest, openOrdersOf, traderOf, type CopyTestApp } from './copy-test-kit';

let kit: CopyTestApp;
freshCopyAppEachTest((built) => {
  kit = built;
});

const openOf = (user: TestUser): Promise<Order[]> => openOrdersOf(kit, user);
async function closedOf(user: TestUser): Promise<Order[]> {
  return (await kit.send(user, 'GET', '/api/orders/transaction?page=1')).body.data as Order[];
}
async function place(user: TestUser, symbol: string, side: 'Buy' | 'Sell', lots: number, extra: object = {}) {
  const answer = await kit.send(user, 'POST', '/api/orders', marketOrder(symbol, side, lots, extra));
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  await kit.settle();
  return answer.body.data as Order;
}
const eventsOf = (type: string): DomainEvent[] => kit.eventsSeen.filter((event) => event.type === type);

async function expectBooksHold(): Promise<void> {
  expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
}

describe('mirroring', () => {
  it('opens, partially closes, edits and closes in proportion, on the trader’s price', async () => {
    const trader = await kit.trader('Ece Demir');
    const follower = await kit.customer();
    expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
    const opened = await place(trader, 'EURUSD', 'Buy', 1);
    const [copy] = await openOf(follower);
    expect(copy).toMatchObject({ symbol: 'EURUSD', type: 'Buy', amount: 0.1, price: opened.price });
    expect(copy.copiedFrom).toEqual({ traderId: trader.userId, name: 'Ece Demir' });
    const detail = await kit.send(follower, 'GET', `/api/orders/detail/${copy.id}`);
    expect((detail.body.data as Order).copiedFrom?.name).toBe('Ece Demir');

    await kit.send(trader, 'PUT', '/api/orders', { id: opened.id, amount: 0.5 });
    await kit.settle();
    expect((await openOf(follower))[0].amount).toBe(0.05);
    const piece = (await closedOf(follower))[0];
    expect(piece).toMatchObject({ amount: 0.05, copiedFrom: { name: 'Ece Demir' } });

    await kit.send(trader, 'PUT', `/api/orders/update/${opened.id}`, { stopLoss: 1.07, takeProfit: 1.1 });
    await kit.settle();
    expect((await openOf(follower))[0]).toMatchObject({ stopLoss: 1.07, takeProfit: 1.1 });

    await kit.send(trader, 'PUT', '/api/orders/close', { id: opened.id });
    await kit.settle();
    expect(await openOf(follower)).toEqual([]);
    expect(
      eventsOf('copy.traded').map((event) => (event.type === 'copy.traded' ? event.action : '')),
    ).toEqual(['opened', 'closed']);
    await expectBooksHold();
  });

  it('skips and records an open under the min lot or short of free margin', async () => {
    const trader = await kit.trader();
    const small = await kit.customer();
    const busy = await kit.customer();
    await kit.follow(small, trader, 100);
    await kit.follow(busy, trader, 9_000);
    // The busy follower spends its free margin on its own trades after following.
    await place(busy, 'XAUUSD', 'Buy', 3.6);
    await place(trader, 'EURUSD', 'Buy', 0.5);
    expect(await openOf(small)).toEqual([]);
    expect((await openOf(busy)).filter((order) => order.copiedFrom)).toEqual([]);
    const reasons = eventsOf('copy.skipped').map((event) =>
      event.type === 'copy.skipped' ? event.reason : '',
    );
    expect(reasons.sort()).toEqual(['INSUFFICIENT_MARGIN', 'UNDER_MIN_LOT']);
    const links = await kit.db.query<{ skip_reason: string }>('SELECT skip_reason FROM copy_links');
    expect(links.map((link) => link.skip_reason).sort()).toEqual(['INSUFFICIENT_MARGIN', 'UNDER_MIN_LOT']);
  });

  it('stops the copy at its copy stop-loss: every copied position closes and the copy pauses', async () => {
    const trader = await kit.trader();
    const follower = await kit.customer();
    await kit.follow(follower, trader, 1_000, 10);
    await place(trader, 'EURUSD', 'Buy', 1);
    await place(trader, 'EURUSD', 'Buy', 1);
    expect(await openOf(follower)).toHaveLength(2);
    // Two copies of 0.10 lot lose $51 at 1.0825 (still above 900), then $111 at 1.0795.
    kit.tick('EURUSD', 1.0825);
    await kit.settle();
    expect((await openOf(follower)).length).toBe(2);
    kit.tick('EURUSD', 1.0795);
    await kit.settle();
    expect(await openOf(follower)).toEqual([]);
    expect(eventsOf('copy.stopped')).toHaveLength(1);
    const state = traderOf(await kit.send(follower, 'GET', `/api/traders/${trader.userId}`));
    expect(state.copy?.status).toBe('stopped');
    expect(state.copy?.equity).toBeLessThanOrEqual(900);
    // The trader still has both positions; a stopped copy opens nothing new.
    expect(await openOf(trader)).toHaveLength(2);
    await place(trader, 'EURUSD', 'Sell', 1);
    expect(await openOf(follower)).toEqual([]);
    await expectBooksHold();
  });

  it('a paused copy opens nothing new but still follows closes', async () => {
    const trader = await kit.trader();
    const follower = await kit.customer();
    await kit.follow(follower, trader, 2_000);
    const first = await place(trader, 'EURUSD', 'Buy', 1);
    await kit.send(follower, 'POST', `/api/traders/pause/${trader.userId}`);
    await place(trader, 'EURUSD', 'Sell', 1);
    expect(await openOf(follower)).toHaveLength(1);
    await kit.send(trader, 'PUT', '/api/orders/close', { id: first.id });
    await kit.settle();
    expect(await openOf(follower)).toEqual([]);
    await kit.send(follower, 'POST', `/api/traders/resume/${trader.userId}`);
    await place(trader, 'EURUSD', 'Buy', 1);
    expect(await openOf(follower)).toHaveLength(1);
  });

  it('unfollow closes the copied positions and leaves the follower’s own', async () => {
    const trader = await kit.trader();
    const follower = await kit.customer();
    await kit.follow(follower, trader, 2_000);
    await place(trader, 'EURUSD', 'Buy', 1);
    await place(trader, 'XAUUSD', 'Sell', 1);
    await place(follower, 'EURUSD', 'Buy', 0.01);
    expect(await openOf(follower)).toHaveLength(3);
    const answer = await kit.send(follower, 'POST', `/api/traders/unfollow/${trader.userId}`);
    expect(traderOf(answer).isFollow).toBe(false);
    await kit.settle();
    const left = await openOf(follower);
    expect(left).toHaveLength(1);
    expect(left[0].copiedFrom).toBeUndefined();
    await place(trader, 'EURUSD', 'Buy', 1);
    expect(await openOf(follower)).toHaveLength(1);
    await expectBooksHold();
  });
});

describe('exactly once', () => {
  it('a replayed open and a restart never mirror twice', async () => {
    const trader = await kit.trader();
    const follower = await kit.customer();
    await kit.follow(follower, trader, 1_000);
    await place(trader, 'EURUSD', 'Buy', 1);
    const openedEvent = eventsOf('order.opened').find((event) => event.accountId === trader.accountId);
    if (!openedEvent) throw new Error('no open event');
    const { seq: _seq, ...body } = openedEvent;
    kit.events.publish([body]);
    await kit.settle();
    expect(await openOf(follower)).toHaveLength(1);
    await kit.restartCopy();
    kit.events.publish([body]);
    await kit.settle();
    expect(await openOf(follower)).toHaveLength(1);
    const links = await kit.db.query('SELECT * FROM copy_links');
    expect(links).toHaveLength(1);
    // Replayed once more after the trader closed: nothing opens, nothing is written twice.
    const [copied] = await openOf(follower);
    const traderOpen = await openOf(trader);
    await kit.send(trader, 'PUT', '/api/orders/close', { id: traderOpen[0].id });
    await kit.settle();
    kit.events.publish([body]);
    await kit.settle();
    expect(await openOf(follower)).toEqual([]);
    expect((await closedOf(follower)).map((order) => order.id)).toEqual([copied.id]);
    expect(await kit.db.query('SELECT * FROM copy_links')).toHaveLength(1);
    await expectBooksHold();
  });

  it('after a crash: a trader close it missed closes the copy, an open it missed is recorded, not opened late', async () => {
    const trader = await kit.trader();
    const follower = await kit.customer();
    await kit.follow(follower, trader, 1_000);
    const first = await place(trader, 'EURUSD', 'Buy', 1);
    expect(await openOf(follower)).toHaveLength(1);
    // The server "crashes": the mirror hears nothing while the trader closes and opens.
    await kit.copy.stop();
    await kit.send(trader, 'PUT', '/api/orders/close', { id: first.id });
    const missed = await place(trader, 'XAUUSD', 'Buy', 1);
    await kit.restartCopy();
    await kit.settle();
    expect(await openOf(follower)).toEqual([]);
    const links = await kit.db.query<{ trader_order_id: string; skip_reason: string | null }>(
      'SELECT trader_order_id::text AS trader_order_id, skip_reason FROM copy_links ORDER BY trader_order_id',
    );
    expect(links).toEqual([
      { trader_order_id: first.id, skip_reason: null },
      { trader_order_id: missed.id, skip_reason: 'MISSED' },
    ]);
    await expectBooksHold();
  });
});

describe('races', () => {
  it('a trader closing while the copies are being opened leaves no copy open', async () => {
    const trader = await kit.trader();
    const followers = await Promise.all([kit.customer(), kit.customer(), kit.customer()]);
    for (const follower of followers) await kit.follow(follower, trader, 1_000);
    const answer = await kit.send(trader, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1));
    const id = (answer.body.data as Order).id;
    await kit.send(trader, 'PUT', '/api/orders/close', { id });
    await kit.settle();
    // Whether the close came before or after the copies opened, each copy decided the open once:
    // opened and closed with the trader, or recorded as TRADER_CLOSED without an order.
    for (const follower of followers) {
      expect(await openOf(follower)).toEqual([]);
      expect((await closedOf(follower)).length).toBeLessThanOrEqual(1);
    }
    const links = await kit.db.query<{ follower_order_id: string | null; skip_reason: string | null }>(
      'SELECT follower_order_id::text AS follower_order_id, skip_reason FROM copy_links WHERE trader_order_id = $1',
      [id],
    );
    expect(links).toHaveLength(3);
    for (const link of links)
      expect(link.follower_order_id !== null || link.skip_reason === 'TRADER_CLOSED').toBe(true);
    await expectBooksHold();
  });

  it('a follower unfollowing while the trader trades is left with no copied position', async () => {
    const trader = await kit.trader();
    const follower = await kit.customer();
    await kit.follow(follower, trader, 2_000);
    await Promise.all([
      kit.send(trader, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)),
      kit.send(follower, 'POST', `/api/traders/unfollow/${trader.userId}`),
      kit.send(trader, 'POST', '/api/orders', marketOrder('XAUUSD', 'Sell', 1)),
    ]);
    await kit.settle();
    expect((await openOf(follower)).filter((order) => order.copiedFrom)).toEqual([]);
    await expectBooksHold();
  });
});
