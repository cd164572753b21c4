// What a fresh database's start asks of the database, counted in statements rather than timed, so
// a loaded machine cannot make it pass or fail: the demo customer, the operator and the five
// seeded traders with their weeks of back-filled trades go in a bounded number of statements (not
// a few per trade), and a database already migrated and seeded is left with a handful of reads.
import { createManualClock } from '../../src/clock';
import type { Database } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { seedDemo } from '../../src/demo/demo-seed';
import { seedTraders } from '../../src/demo/trader-seed';
import { LiveHub } from '../../src/live/live-hub';
import { createMarketData } from '../../src/market-data/market-data-services';
import { countingDatabase } from '../helpers/counting-database';
import { openMigratedPglite } from '../helpers/pglite-template';

/**
 * The seeds send 99 statements today; one more per back-filled trade (over a hundred of them)
 * would not fit in it, three per trade (as before) would be near five hundred.
 */
const SEED_STATEMENTS_MAX = 120;
const PAST_TRADES_MIN = 100;

let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());

describe('the start on a fresh database', () => {
  it('seeds the demo people and the traders, history and all, in a bounded number of statements', async () => {
    const clock = createManualClock();
    const logger = { error: () => undefined, warn: () => undefined };
    const market = createMarketData({ clock, live: new LiveHub(), logger, feedSeed: 7, feedTickMs: 250 });
    const counting = countingDatabase(db);
    expect(await seedDemo(counting.db, clock)).not.toBeNull();
    expect(await seedTraders(counting.db, clock, market.candles)).toHaveLength(5);
    const { statements } = counting.count();
    const [past] = await db.query<{ orders: number; ledger: number }>(
      `SELECT (SELECT COUNT(*) FROM orders WHERE status = 'closed')::bigint AS orders,
        (SELECT COUNT(*) FROM ledger WHERE kind = 'realized')::bigint AS ledger`,
    );
    // Enough back-filled trades that writing them one statement each could not stay in the bound.
    expect(past?.orders).toBeGreaterThan(PAST_TRADES_MIN);
    expect(past?.ledger).toBe(past?.orders);
    expect(statements).toBeLessThanOrEqual(SEED_STATEMENTS_MAX);
  });

  it('reads a few rows and writes nothing when started again on the same database', async () => {
    const counting = countingDatabase(db);
    const clock = createManualClock();
    const logger = { error: () => undefined, warn: () => undefined };
    const market = createMarketData({ clock, live: new LiveHub(), logger, feedSeed: 7, feedTickMs: 250 });
    expect(await runMigrations(counting.db)).toEqual([]);
    expect(await seedDemo(counting.db, clock)).toBeNull();
    expect(await seedTraders(counting.db, clock, market.candles)).toEqual([]);
    // The migrations' lock and table check, the applied list, and one count per seed.
    expect(counting.count().statements).toBeLessThanOrEqual(5);
  });
});
