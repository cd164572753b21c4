// The seeded demo traders on a fresh database: five customers with robots from the catalogue
// (one on Bitcoin, which trades at weekends), weeks of back-filled closed orders whose ledger rows
// keep balance = Σ ledger, figures computed from them, and no second seed on the next start; and
// their driver: one trade at a time for most, and a new crypto trade at least once a minute, on the
// job scheduler's own cadence, for the crypto trader.
import type { Trader, TraderProfile } from '../../../contract/traders';
import { createManualClock } from '../../src/clock';
import {
  driveSeededTraders,
  momentumSide,
  ROLLING_COPY_SIZE_USD,
  ROLLING_TRADER_NAME,
  rollingLots,
  SEEDED_TRADE_HOLD_MS,
  seededDriverJob,
} from '../../src/demo/seeded-trader-driver';
import { seedTraders } from '../../src/demo/trader-seed';
import { createJobScheduler } from '../../src/jobs/job-scheduler';
import { LiveHub } from '../../src/live/live-hub';
import { createMarketData } from '../../src/market-data/market-data-services';
import { createManualScheduler } from '../helpers/manual-scheduler';
import { MONDAY_NOON_MS, SATURDAY_NOON_MS } from '../trading/trading-test-kit';
import { buildCopyApp, type CopyTestApp } from '../copy-trading/copy-test-kit';

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

  it('opens one trade for each other seeded trader, closes it after a few minutes and opens the next; followers copy the crypto trader', async () => {
    const list = (await kit.send(await kit.customer(), 'GET', '/api/traders')).body.data as Trader[];
    const selin = list.find((trader) => trader.name === ROLLING_TRADER_NAME);
    const follower = await kit.customer();
    await kit.send(follower, 'POST', '/api/traders/follow', { id: selin?.id, size: 2_000 });
    const deps = {
      db: kit.db,
      clock: kit.clock,
      trading: kit.trading.service,
      candles: history.candles,
      logger: { warn: () => undefined },
    };
    const openDriverTrades = async (rolling: boolean) =>
      kit.db.query<{ id: string }>(
        `SELECT orders.id::text AS id FROM orders JOIN trader_profiles ON trader_profiles.account_id = orders.account_id
         WHERE trader_profiles.seeded AND orders.status = 'open' AND orders.robot_id IS NULL
           AND (trader_profiles.display_name = $1) = $2`,
        [ROLLING_TRADER_NAME, rolling],
      );
    await driveSeededTraders(deps);
    await kit.settle();
    const first = await openDriverTrades(false);
    expect(first).toHaveLength(4);
    expect(await openDriverTrades(true)).toHaveLength(1);
    const copied = (await kit.send(follower, 'GET', '/api/orders?page=1')).body.data as {
      copiedFrom?: { name: string };
    }[];
    expect(copied.map((order) => order.copiedFrom?.name)).toEqual([ROLLING_TRADER_NAME]);
    kit.clock.advance(SEEDED_TRADE_HOLD_MS + 1);
    await driveSeededTraders(deps);
    await kit.settle();
    await driveSeededTraders(deps);
    await kit.settle();
    const second = await openDriverTrades(false);
    expect(second).toHaveLength(4);
    expect(second.some((order) => first.some((before) => before.id === order.id))).toBe(false);
    // The crypto trader opened on each of the three runs and kept only its newest beside the next.
    expect(await openDriverTrades(true)).toHaveLength(2);
    expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
  });

  it('sizes the crypto trade so a 1,000 USD copy reaches the min lot', () => {
    // 0.01 × 10,000 ÷ 1,000 = 0.1 lots at least, with a tenth of headroom: 0.11.
    expect(rollingLots('BTCUSD', 10_000)).toBe(0.11);
    expect(rollingLots('BTCUSD', 0)).toBe(0.01);
    expect(rollingLots('BTCUSD', 1e9)).toBe(20);
    const copyLots = (rollingLots('BTCUSD', 12_345) * ROLLING_COPY_SIZE_USD) / 12_345;
    expect(copyLots).toBeGreaterThanOrEqual(0.01);
  });
});

describe('the crypto trader’s cadence', () => {
  const MINUTE_MS = 60_000;
  /** The scheduler is stepped this finely, so each run is seen to its end before the next. */
  const STEP_MS = 5_000;
  let weekend: CopyTestApp;
  let candles: ReturnType<typeof createMarketData>['candles'];

  beforeAll(async () => {
    weekend = await buildCopyApp({
      // A Saturday: only crypto trades, so the cadence cannot lean on another market.
      clock: createManualClock(SATURDAY_NOON_MS),
      beforeTrading: async (db, clock) => {
        const logger = { error: () => undefined, warn: () => undefined };
        candles = createMarketData({
          clock,
          live: new LiveHub(),
          logger,
          feedSeed: 7,
          feedTickMs: 250,
        }).candles;
        await seedTraders(db, clock, candles);
      },
    });
  });
  afterAll(() => weekend.close());

  it('opens a crypto trade at least once a minute on the job scheduler, and a 1,000 USD follower gets a copy within the minute', async () => {
    const list = (await weekend.send(await weekend.customer(), 'GET', '/api/traders')).body.data as Trader[];
    const selin = list.find((trader) => trader.name === ROLLING_TRADER_NAME);
    expect(selin).toBeDefined();
    const follower = await weekend.customer();
    const followed = await weekend.send(follower, 'POST', '/api/traders/follow', {
      id: selin?.id,
      size: ROLLING_COPY_SIZE_USD,
    });
    expect(followed.statusCode).toBe(200);
    const scheduler = createManualScheduler(weekend.clock);
    const jobs = createJobScheduler({
      clock: weekend.clock,
      scheduler,
      logger: { error: () => undefined },
    });
    jobs.add(
      seededDriverJob({
        db: weekend.db,
        clock: weekend.clock,
        trading: weekend.trading.service,
        candles,
        logger: { warn: () => undefined },
      }),
    );
    jobs.start();
    const startedMs = weekend.clock.nowMs();
    const opensSince = async (fromMs: number) =>
      weekend.db.query<{ symbol: string }>(
        `SELECT orders.symbol FROM orders JOIN trader_profiles ON trader_profiles.account_id = orders.account_id
         WHERE trader_profiles.display_name = $1 AND orders.robot_id IS NULL AND orders.copy_id IS NULL
           AND orders.opened_at >= $2`,
        [ROLLING_TRADER_NAME, new Date(fromMs)],
      );
    const copiesOfFollower = async () =>
      (
        (await weekend.send(follower, 'GET', '/api/orders?page=1')).body.data as {
          copiedFrom?: { name: string };
        }[]
      ).map((order) => order.copiedFrom?.name);
    const runFor = async (ms: number) => {
      for (let elapsedMs = 0; elapsedMs < ms; elapsedMs += STEP_MS) {
        scheduler.advance(STEP_MS);
        while (jobs.stats()['copy.seeded-traders']?.running)
          await new Promise((resolve) => setImmediate(resolve));
        await weekend.settle();
      }
    };

    expect(await opensSince(startedMs)).toHaveLength(0);
    await runFor(MINUTE_MS);
    const firstMinute = await opensSince(startedMs);
    expect(firstMinute.length).toBeGreaterThanOrEqual(1);
    expect(new Set(firstMinute.map((order) => order.symbol))).toEqual(new Set(['BTCUSD']));
    expect(await copiesOfFollower()).toContain(ROLLING_TRADER_NAME);
    await runFor(MINUTE_MS);
    expect((await opensSince(startedMs + MINUTE_MS)).length).toBeGreaterThanOrEqual(1);
    expect(jobs.stats()['copy.seeded-traders']?.failures).toBe(0);
    expect((await weekend.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
    await jobs.stop();
  });
});
