// Copy trading across shards, in one process on PGlite: the grouping of a trader's copies by
// their followers' shards; the batch a trader's fill becomes; the follower shard's apply, once per
// copy and trader order however often the batch comes (a re-send, a second leader's mirror), and a
// partial close once per copy and closed piece even on a second leader; a follow's copyOpenTrades
// onto a trader whose engine is elsewhere; and the relay that asks each follower shard once, again
// only those that did not answer, its failure naming the shard.
import type { Order } from '../../../contract/entities';
import { copyShardsRelay, COPY_BATCH_OP } from '../../src/cluster/copy-shards-relay';
import { groupCopiesByShard, type CopyBatch } from '../../src/copy-trading/copy-batch';
import { copyBatchesOf } from '../../src/copy-trading/copy-fills';
import { createCopyTradingPart, type CopyTradingPart } from '../../src/copy-trading/copy-trading-part';
import type { DomainEvent } from '../../src/events/domain-events';
import { DomainEventBus } from '../../src/events/event-bus';
import { MARKET_DATA } from '../../src/market-data/market-data-part';
import type { TestUser } from '../helpers/register-and-login';
import { QUIET_LOGGER } from '../helpers/test-trading-parts';
import type { TradingService } from '../../src/trading/trading-service';
import { marketOrder } from '../trading/trading-test-kit';
import { freshCopyAppEachTest, type CopyTestApp } from './copy-test-kit';

describe('groupCopiesByShard', () => {
  const shardOfName = (accountId: string) => Number(accountId.slice(1));
  it('puts each copy under its follower’s shard, in order, leaving the trader’s shard out', () => {
    const copies = [
      { copyId: 'a', followerAccountId: 's2' },
      { copyId: 'b', followerAccountId: 's0' },
      { copyId: 'c', followerAccountId: 's1' },
      { copyId: 'd', followerAccountId: 's2' },
    ];
    expect([...groupCopiesByShard(copies, shardOfName, 0)]).toEqual([
      [2, ['a', 'd']],
      [1, ['c']],
    ]);
    expect(groupCopiesByShard(copies.slice(1, 2), shardOfName, 0).size).toBe(0);
  });
});

let kit: CopyTestApp;
freshCopyAppEachTest((built) => {
  kit = built;
});

/** Shard 0 holds the trader, shard 1 everyone else. */
const twoShards = (trader: TestUser) => (accountId: string) => (accountId === trader.accountId ? 0 : 1);

/**
 * The follower shard's copy trading: its own mirror on a bus of its own, so no event of the
 * trader's account reaches it but through a batch, as on another node.
 */
async function followerShard(
  trader: TestUser,
  trading: TradingService = kit.trading.service,
): Promise<CopyTradingPart> {
  const part = createCopyTradingPart({
    db: kit.db,
    clock: kit.clock,
    trading,
    bus: kit.server.use(MARKET_DATA).bus,
    events: new DomainEventBus(QUIET_LOGGER),
    logger: QUIET_LOGGER,
    owns: (accountId) => accountId !== trader.accountId,
  });
  await part.start();
  return part;
}

/** A trader and a follower of it; the one-process mirror stopped, so only batches copy. */
async function traderAndFollower() {
  const trader = await kit.trader('Ece Demir');
  const follower = await kit.customer();
  expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
  await kit.copy.stop();
  return { trader, follower };
}

async function place(user: TestUser, lots: number): Promise<Order> {
  const answer = await kit.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', lots));
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  await kit.settle();
  return answer.body.data as Order;
}

/** The latest event of that type, of that account when named. */
const lastEvent = (type: DomainEvent['type'], accountId?: string): DomainEvent =>
  kit.eventsSeen
    .filter((event) => event.type === type && (accountId === undefined || event.accountId === accountId))
    .at(-1)!;

async function batchFor(trader: TestUser, event: DomainEvent): Promise<CopyBatch> {
  const deps = { trading: kit.trading.service, ownShard: 0, shardOf: twoShards(trader) };
  const batches = await copyBatchesOf(deps, kit.db, event);
  expect([...batches.keys()]).toEqual([1]);
  return batches.get(1)!;
}

/** The trader opens 1 lot, the follower's shard copies it, the trader closes half: that batch. */
async function partialCloseBatch(
  trader: TestUser,
  shard: CopyTradingPart,
): Promise<{ opened: Order; partial: CopyBatch }> {
  const opened = await place(trader, 1);
  await shard.mirror.applyBatch(await batchFor(trader, lastEvent('order.opened')));
  await kit.send(trader, 'PUT', '/api/orders', { id: opened.id, amount: 0.5 });
  await kit.settle();
  return { opened, partial: await batchFor(trader, lastEvent('order.partiallyClosed', trader.accountId)) };
}

async function copiedOrders(): Promise<{ status: string; trader_order_id: string | null }[]> {
  return kit.db.query(
    `SELECT o.status, l.trader_order_id::text AS trader_order_id FROM orders o
     LEFT JOIN copy_links l ON l.follower_order_id = o.id WHERE o.copy_id IS NOT NULL AND o.source_id IS NULL
     ORDER BY o.id`,
  );
}

describe('a batch from the trader’s shard', () => {
  it('opens each copy once however often it comes, and closes it with the trader', async () => {
    const { trader } = await traderAndFollower();
    const shard = await followerShard(trader);
    const opened = await place(trader, 1);
    const batch = await batchFor(trader, lastEvent('order.opened'));
    expect(batch).toMatchObject({ copyIds: [expect.any(String)], fill: { kind: 'open', traderOpen: true } });
    await shard.mirror.applyBatch(batch);
    await shard.mirror.applyBatch(batch);
    await kit.settle();
    expect(await copiedOrders()).toEqual([{ status: 'open', trader_order_id: opened.id }]);

    await kit.send(trader, 'PUT', '/api/orders/close', { id: opened.id });
    await kit.settle();
    const close = await batchFor(trader, lastEvent('order.closed'));
    await shard.mirror.applyBatch(close);
    await shard.mirror.applyBatch(close);
    await kit.settle();
    expect((await copiedOrders()).map((order) => order.status)).toEqual(['closed']);
    await shard.stop();
  });

  it('closes the same share once when a partial close comes twice', async () => {
    const { trader } = await traderAndFollower();
    const shard = await followerShard(trader);
    const { partial } = await partialCloseBatch(trader, shard);
    await shard.mirror.applyBatch(partial);
    await shard.mirror.applyBatch(partial);
    await kit.settle();
    const open = await kit.db.query<{ lots: number }>(
      "SELECT lots::float8 AS lots FROM orders WHERE copy_id IS NOT NULL AND status = 'open'",
    );
    expect(open).toEqual([{ lots: 0.05 }]);
    await shard.stop();
  });

  it('closes nothing more when a second leader, loaded fresh, gets the partial close again', async () => {
    const { trader } = await traderAndFollower();
    const first = await followerShard(trader);
    const { opened, partial } = await partialCloseBatch(trader, first);
    // The old leader applied the piece and died before answering; the new one loads the copies
    // (the copied position held) from the database and gets the same batch.
    await first.mirror.applyBatch(partial);
    await first.stop();
    const second = await followerShard(trader);
    expect(second.mirror.copies.size).toBe(1);
    await second.mirror.applyBatch(partial);
    await kit.settle();
    const open = await kit.db.query<{ lots: number }>(
      "SELECT lots::float8 AS lots FROM orders WHERE copy_id IS NOT NULL AND status = 'open'",
    );
    expect(open).toEqual([{ lots: 0.05 }]);
    const pieces = await kit.db.query<{ trader_piece_id: string; trader_order_id: string }>(
      `SELECT trader_piece_id::text AS trader_piece_id, trader_order_id::text AS trader_order_id
       FROM copy_close_pieces`,
    );
    const piece = lastEvent('order.partiallyClosed', trader.accountId);
    if (piece.type !== 'order.partiallyClosed') throw new Error('not a partial close');
    expect(pieces).toEqual([{ trader_piece_id: piece.close.id, trader_order_id: opened.id }]);
    await second.stop();
  });

  it('is applied once by a second leader whose memory never saw the first apply', async () => {
    const { trader } = await traderAndFollower();
    // Both built before the trader's open: the second knows nothing the first decided.
    const first = await followerShard(trader);
    const second = await followerShard(trader);
    const opened = await place(trader, 1);
    const batch = await batchFor(trader, lastEvent('order.opened'));
    await first.mirror.applyBatch(batch);
    await first.stop();
    await second.mirror.applyBatch(batch);
    await kit.settle();
    expect(await copiedOrders()).toEqual([{ status: 'open', trader_order_id: opened.id }]);
    const links = await kit.db.query('SELECT copy_id FROM copy_links');
    expect(links).toHaveLength(1);
    await second.stop();
  });

  it('records the copy as TRADER_CLOSED when the trader had closed before the batch was made', async () => {
    const { trader } = await traderAndFollower();
    const shard = await followerShard(trader);
    const opened = await place(trader, 1);
    const openEvent = lastEvent('order.opened');
    await kit.send(trader, 'PUT', '/api/orders/close', { id: opened.id });
    await kit.settle();
    const batch = await batchFor(trader, openEvent);
    expect(batch.fill).toMatchObject({ kind: 'open', traderOpen: false });
    await shard.mirror.applyBatch(batch);
    expect(await copiedOrders()).toEqual([]);
    const links = await kit.db.query<{ skip_reason: string }>('SELECT skip_reason FROM copy_links');
    expect(links.map((link) => link.skip_reason)).toEqual(['TRADER_CLOSED']);
    await shard.stop();
  });
});

/**
 * Trading as the follower's shard sees it: the trader's account is in another engine, so its
 * positions are not in this engine's view and its figures are refused (as a foreign account is).
 */
function withoutTrader(trader: TestUser): TradingService {
  const service = kit.trading.service;
  const foreign = (accountId: string) => accountId === trader.accountId;
  const engine = {
    position: (id: string) => {
      const held = service.engine.position(id);
      return held && foreign(held.accountId) ? null : held;
    },
    positionsOf: (accountId: string) => (foreign(accountId) ? [] : service.engine.positionsOf(accountId)),
  };
  return new Proxy(service, {
    get(target, property) {
      if (property === 'engine') return engine;
      if (property === 'figures')
        return (accountId: string) =>
          foreign(accountId) ? Promise.reject(new Error('another shard')) : target.figures(accountId);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('a follow with copyOpenTrades onto a trader of another shard', () => {
  it('copies the trader’s open positions from the database, sized by its shard’s equity', async () => {
    const trader = await kit.trader('Ece Demir');
    const follower = await kit.customer();
    await kit.copy.stop();
    const older = await place(trader, 1);
    const newer = await place(trader, 2);
    const shard = await followerShard(trader, withoutTrader(trader));
    const asked: string[] = [];
    shard.mirror.acrossShards(async (accountId) => {
      asked.push(accountId);
      return (await kit.trading.service.figures(accountId)).assets;
    });
    const payload = { id: trader.userId, size: 1_000, copyOpenTrades: true };
    await shard.service.follow(follower.userId, follower.accountId, payload);
    await kit.settle();
    expect(asked).toEqual([trader.accountId]);
    // 1,000 USD of the trader's 10,000: a tenth of each, oldest first.
    const copied = await kit.db.query<{ lots: number; trader_order_id: string }>(
      `SELECT o.lots::float8 AS lots, l.trader_order_id::text AS trader_order_id FROM orders o
       JOIN copy_links l ON l.follower_order_id = o.id WHERE o.status = 'open' ORDER BY o.id`,
    );
    expect(copied).toEqual([
      { lots: 0.1, trader_order_id: older.id },
      { lots: 0.2, trader_order_id: newer.id },
    ]);
    // Asking again opens nothing more: each trader position is decided once per copy.
    await shard.service.follow(follower.userId, follower.accountId, payload);
    await kit.settle();
    expect(await kit.db.query('SELECT id FROM orders WHERE copy_id IS NOT NULL')).toHaveLength(2);
    // The trader's close, sent by its shard, closes the copy opened this way.
    await kit.send(trader, 'PUT', '/api/orders/close', { id: older.id });
    await kit.settle();
    await shard.mirror.applyBatch(await batchFor(trader, lastEvent('order.closed', trader.accountId)));
    await kit.settle();
    const open = await kit.db.query<{ lots: number }>(
      "SELECT lots::float8 AS lots FROM orders WHERE copy_id IS NOT NULL AND status = 'open'",
    );
    expect(open).toEqual([{ lots: 0.2 }]);
    await shard.stop();
  });
});

describe('the relay on the trader’s shard', () => {
  it('asks each follower shard once; after a shard failed, only the shards that did not answer', async () => {
    const trader = await kit.trader();
    const followers = [await kit.customer(), await kit.customer(), await kit.customer()];
    for (const follower of followers) await kit.follow(follower, trader, 1_000);
    // Followers 0 and 1 in shard 1, follower 2 in shard 2; the trader in shard 0.
    const shardOf = (accountId: string) =>
      accountId === followers[2].accountId ? 2 : accountId === trader.accountId ? 0 : 1;
    const calls: { shard: number; op: string; batch: CopyBatch }[] = [];
    let shardTwoAnswers = false;
    let clockMs = 0;
    const relay = copyShardsRelay({
      shard: 0,
      engineShards: 3,
      shardOf,
      db: kit.db,
      trading: kit.trading.service,
      nowMs: () => clockMs,
      client: {
        async callShard(shard, op, args) {
          calls.push({ shard, op, batch: args[0] as CopyBatch });
          if (shard === 2 && !shardTwoAnswers) throw new Error('no leader');
        },
      },
    });
    await place(trader, 1);
    const event = lastEvent('order.opened', trader.accountId);
    await expect(relay.handle(event)).rejects.toThrow('shard 2 took no copy batch: no leader');
    await expect(relay.handle(event)).rejects.toMatchObject({ shard: 2 });
    // The shards are asked side by side, in the order of the copies' ids.
    const asked = calls.map((call) => [call.shard, call.op, call.batch.copyIds.length]);
    expect(asked.sort()).toEqual([
      [1, COPY_BATCH_OP, 2],
      [2, COPY_BATCH_OP, 1],
    ]);
    // Within the pause after a failure the shard is not asked at all.
    await expect(relay.handle(event)).rejects.toThrow('took no copy batch');
    expect(calls).toHaveLength(2);
    clockMs += 5_000;
    shardTwoAnswers = true;
    await relay.handle(event);
    await relay.handle(event);
    expect(calls.slice(2).map((call) => call.shard)).toEqual([2]);
    // Another account's event (no trader) asks nobody.
    await place(followers[0], 0.1);
    await relay.handle(lastEvent('order.opened', followers[0].accountId));
    expect(calls).toHaveLength(3);
  });
});
