// The seeded demo traders on a fresh database: five customers with robots from the catalogue
// (one on Bitcoin, which trades at weekends), weeks of back-filled closed orders whose ledger rows
// keep balance = Σ ledger, figures computed from them, and no second seed on the next start.
import type { Trader, TraderProfile } from '../../../contract/traders';
import {
  driveSeededTraders,
  momentumSide,
  SEEDED_TRADE_HOLD_MS,
} from '../../src/copy-trading/seeded-trader-driver';
import { seedTraders } from '../../src/copy-trading/trader-seed';
import { LiveHub } from '../../src/live/live-hub';
import { createMarketData } from '../../src/market-data/market-data-services';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { buildCopyApp, type CopyTestApp } from './copy-test-kit';

let kit: CopyTestApp;
let seeded: string[];
let history: ReturnType<typeof createMarketData>;

beforeAll(async () => {
  const logger = { error: () => undefined, warn: () => undefined };
  kit = await buildCopyApp({
    // Seeded before trading loads its engine, as main.ts does, so live order ids follow the past ones.
    beforeTrading: async (db, clock) => {
      // The simulated feed's history, as main.ts has it.
      history = createMarketData({ clock, live: new LiveHub(), logger, feedSeed: 7, feedTickMs: 250 });
      seeded = await seedTraders(db, clock, history.candles);
    },
  });
});
afterAll(() => kit.close());

describe('seeded traders', () => {
  it('are listed with figures from their back-filled trades', async () => {
    expect(seeded).toHaveLength(5);
    const viewer = await kit.customer();
    const list = (await kit.send(viewer, 'GET', '/api/traders')).body.data as Trader[];
    expect(list.filter((trader) => trader.seeded).map((trader) => trader.name)).toContain('Selin Aydın');
    for (const trader of list.filter((row) => row.seeded)) {
      expect(trader.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      const profile = (await kit.send(viewer, 'GET', `/api/traders/${trader.id}`)).body.data as TraderProfile;
      expect(profile.trades).toBeGreaterThan(0);
      expect(profile.profitPositive + profile.profitNegative).not.toBe(0);
      expect(profile.since).not.toBeNull();
    }
    const selin = list.find((trader) => trader.name === 'Selin Aydın');
    const profile = (await kit.send(viewer, 'GET', `/api/traders/${selin?.id}`)).body.data as TraderProfile;
    expect(profile.symbols).toContain('BTCUSD');
    // Weeks of history: the first trade is at least two weeks before now.
    expect(MONDAY_NOON_MS - Date.parse(profile.since ?? '')).toBeGreaterThan(14 * 86_400_000);
  });

  it('keep balance = Σ ledger, hold their robots, and are not seeded twice', async () => {
    expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
    const robots = await kit.db.query('SELECT robot_id FROM robot_instances');
    expect(robots.length).toBeGreaterThanOrEqual(10);
    const history = createMarketData({
      clock: kit.clock,
      live: new LiveHub(),
      logger: { error: () => undefined },
      feedSeed: 7,
      feedTickMs: 250,
    });
    expect(await seedTraders(kit.db, kit.clock, history.candles)).toEqual([]);
  });
});

describe('the seeded traders’ driver', () => {
  it('reads the side from the 1-minute momentum', () => {
    expect(momentumSide([1, 1, 2])).toBe('Buy');
    expect(momentumSide([2, 2, 1])).toBe('Sell');
  });

  it('opens a trade for each seeded trader, closes it after a few minutes and opens the next; followers copy it', async () => {
    const list = (await kit.send(await kit.customer(), 'GET', '/api/traders')).body.data as Trader[];
    const selin = list.find((trader) => trader.name === 'Selin Aydın');
    const follower = await kit.customer();
    await kit.send(follower, 'POST', '/api/traders/follow', { id: selin?.id, size: 2_000 });
    const deps = {
      db: kit.db,
      clock: kit.clock,
      trading: kit.trading.service,
      candles: history.candles,
      logger: { warn: () => undefined },
    };
    const openDriverTrades = async () =>
      kit.db.query<{ id: string }>(
        `SELECT orders.id::text AS id FROM orders JOIN trader_profiles ON trader_profiles.account_id = orders.account_id
         WHERE trader_profiles.seeded AND orders.status = 'open' AND orders.robot_id IS NULL`,
      );
    await driveSeededTraders(deps);
    await kit.settle();
    const first = await openDriverTrades();
    expect(first).toHaveLength(5);
    const copied = (await kit.send(follower, 'GET', '/api/orders?page=1')).body.data as {
      copiedFrom?: unknown;
    }[];
    expect(copied).toHaveLength(1);
    kit.clock.advance(SEEDED_TRADE_HOLD_MS + 1);
    await driveSeededTraders(deps);
    await kit.settle();
    await driveSeededTraders(deps);
    await kit.settle();
    const second = await openDriverTrades();
    expect(second).toHaveLength(5);
    expect(second.some((order) => first.some((before) => before.id === order.id))).toBe(false);
    expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
  });
});
