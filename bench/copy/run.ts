// npm run bench:copy: one trader with 10,000 active followers opens a position, through the real
// trading service, domain-event bus and copy mirror, on PGlite and (when DATABASE_URL or
// TEST_DATABASE_URL names one) on PostgreSQL in a schema of its own. Printed per database: the time
// to decide every copy (choosing the active copies, sizing each, and the engine's batch decision,
// one core: wall time, and that thread's own CPU time, which leaves out waiting for a core on a
// busy shared machine), the time to persist them all (the follower orders, their ledger-free
// margin rows and copy links in one transaction), and the copies' fill prices, which must all be
// the trader's tick.
// Bounded: one open per database; then it exits.
import { performance } from 'node:perf_hooks';
import { createManualClock } from '../../server/src/clock';
import { composeServer } from '../../server/src/compose/compose-server';
import { loadConfig } from '../../server/src/config';
import { COPY_TRADING, copyTradingPart } from '../../server/src/copy-trading/copy-trading-part';
import { upsertTrader } from '../../server/src/copy-trading/trader-repository';
import type { Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import { marketDataPart } from '../../server/src/market-data/market-data-part';
import { ManualFeed } from '../../server/test/helpers/manual-feed';
import { TRADING, tradingPart } from '../../server/src/trading/trading-part';
import { runOnEachDatabase } from '../support/databases';
import { timeCopyOpens } from './open-timing';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
/** The goals: deciding every copy on one core, and writing them all. */
const DECIDE_GOAL_MS = 50;
const PERSIST_GOAL_MS = 2_000;
const MONDAY_NOON_MS = Date.UTC(2026, 0, 5, 12);
const TRADER_DEPOSIT_CENTS = 100_000_00;
const FOLLOWER_DEPOSIT_CENTS = 10_000_00;
const COPY_SIZE_CENTS = 1_000_00;
const TRADER_LOTS = 10;
/** Opens by the trader: the first cold, the rest warm. */
const OPENS = 2;

/** The trader and the followers, written in bulk (registration one by one would take minutes). */
async function seed(
  db: Database,
  nowMs: number,
): Promise<{ traderId: string; traderAccount: string; followers: string[] }> {
  const at = new Date(nowMs);
  await db.query(
    `INSERT INTO users (name, surname, email, phone, password_hash, created_at, updated_at)
     SELECT 'Takipçi', 'No' || n, 'follower' || n || '@bench.example.com', '+9055' || lpad(n::text, 8, '0'), 'x', $1, $1
     FROM generate_series(0, $2) AS n`,
    [at, FOLLOWERS],
  );
  await db.query(
    `INSERT INTO accounts (user_id, kind, balance_cents)
     SELECT id, 'real', CASE WHEN email = 'follower0@bench.example.com' THEN $1::bigint ELSE $2::bigint END FROM users`,
    [TRADER_DEPOSIT_CENTS, FOLLOWER_DEPOSIT_CENTS],
  );
  await db.query(
    `INSERT INTO ledger (account_id, user_id, kind, amount_cents, balance_after_cents, created_at)
     SELECT id, user_id, 'deposit', balance_cents, balance_cents, $1 FROM accounts`,
    [at],
  );
  // Each seeded deposit's other side, as postLedger writes it (docs/finance.md "The house accounts").
  await db.query(
    `INSERT INTO house_ledger (ledger_id, house_account, amount_cents, created_at)
     SELECT id, 'bank_clearing', -amount_cents, created_at FROM ledger ON CONFLICT (ledger_id) DO NOTHING`,
  );
  const trader = (
    await db.query<{ user_id: string; id: string }>(
      `SELECT accounts.user_id, accounts.id FROM accounts JOIN users ON users.id = accounts.user_id
       WHERE users.email = 'follower0@bench.example.com'`,
    )
  )[0];
  // Built apart from the call: the profile carries `hidden` for the broker's moderation columns.
  const profile = {
    userId: trader.user_id,
    accountId: trader.id,
    displayName: 'Bench Trader',
    bio: '',
    imageUrl: '',
    allowCopiers: true,
    seeded: false,
    hidden: false,
  };
  await upsertTrader(db, profile, at);
  await db.query(
    `INSERT INTO copies (user_id, account_id, trader_id, size_cents, copy_stop_loss_pct, status, created_at, counted_from)
     SELECT user_id, id, $1, $2, 40, 'active', $3, $3 FROM accounts WHERE id <> $4`,
    [trader.user_id, COPY_SIZE_CENTS, at, trader.id],
  );
  const followers = await db.query<{ id: string }>('SELECT id FROM accounts WHERE id <> $1', [trader.id]);
  return { traderId: trader.user_id, traderAccount: trader.id, followers: followers.map((row) => row.id) };
}

async function runOn(label: string, db: Database): Promise<boolean> {
  await runMigrations(db);
  const clock = createManualClock(MONDAY_NOON_MS);
  const quotes = INSTRUMENTS.map((instrument) => ({
    symbol: instrument.symbol,
    bid: instrument.priceStart,
    ask: instrument.priceStart + instrument.spread,
    time: MONDAY_NOON_MS,
  }));
  const feed = new ManualFeed(quotes);
  const seeded = await seed(db, clock.nowMs());
  const server = await composeServer({
    config: { ...loadConfig({}), logLevel: 'silent' },
    db,
    clock,
    parts: [marketDataPart({ feed }), tradingPart(), copyTradingPart()],
  });
  await server.start();
  const { events } = server;
  const trading = server.use(TRADING);
  const part = server.use(COPY_TRADING);
  const stopwatch = timeCopyOpens(trading.service, seeded.traderAccount);
  // A running server has its customers' accounts in the engine already; load them before timing.
  for (const accountId of [seeded.traderAccount, ...seeded.followers])
    await trading.service.ensureAccount(accountId);
  // Two opens: the first meets a cold process (JIT, caches), the second a warm one, as a running
  // server would be.
  const runs: { decideMs: number; decideCpuMs: number; persistMs: number; totalMs: number }[] = [];
  let tradersPrice = 0;
  for (let round = 0; round < OPENS; round += 1) {
    const placed = await trading.service.place(seeded.traderAccount, {
      symbol: 'EURUSD',
      type: 'Buy',
      amount: TRADER_LOTS,
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
    });
    tradersPrice = placed.price;
    const startedMs = performance.now();
    await events.whenIdle();
    await part.mirror.whenIdle();
    await trading.service.whenPersisted();
    const timing = stopwatch.last();
    runs.push({
      decideMs: timing?.decideMs ?? NaN,
      decideCpuMs: timing?.decideCpuMs ?? NaN,
      persistMs: timing?.persistMs ?? NaN,
      totalMs: performance.now() - startedMs,
    });
  }
  const fills = await db.query<{ price: number; copies: number }>(
    `SELECT open_price AS price, COUNT(*)::bigint AS copies FROM orders WHERE copy_id IS NOT NULL AND status = 'open'
     GROUP BY open_price`,
  );
  const drift = await db.query<{ drift: number }>(
    `SELECT COUNT(*)::bigint AS drift FROM accounts WHERE balance_cents <>
       COALESCE((SELECT SUM(amount_cents) FROM ledger WHERE ledger.account_id = accounts.id), 0)`,
  );
  const links = await db.query<{ count: number }>('SELECT COUNT(*)::bigint AS count FROM copy_links');
  await server.app.close();
  const copies = fills.reduce((sum, row) => sum + Number(row.copies), 0);
  console.log(
    `\n${label}: one trader, ${FOLLOWERS} active followers, ${OPENS} opens of ${TRADER_LOTS} lots EURUSD Buy`,
  );
  for (const [index, run] of runs.entries()) {
    const when = index === 0 ? 'cold' : 'warm';
    console.log(
      `  ${when}: decide every copy ${run.decideMs.toFixed(1)} ms (goal under ${DECIDE_GOAL_MS} ms; ` +
        `CPU of the deciding thread ${run.decideCpuMs.toFixed(1)} ms), ` +
        `persist them all ${run.persistMs.toFixed(1)} ms (goal under ${PERSIST_GOAL_MS} ms), ` +
        `event to all written ${run.totalMs.toFixed(1)} ms`,
    );
  }
  console.log(`  copies opened ${copies}, links ${links[0]?.count}`);
  const prices = fills.map((row) => `${row.price} × ${row.copies}`).join(', ');
  console.log(`  trader's fill ${tradersPrice}; copies' fill prices: ${prices}`);
  console.log(`  accounts whose balance differs from Σ ledger: ${drift[0]?.drift}`);
  const allOnTick = fills.length === 1 && fills[0].price === tradersPrice && copies === FOLLOWERS * OPENS;
  return allOnTick && Number(drift[0]?.drift) === 0;
}

async function main(): Promise<void> {
  const ok = await runOnEachDatabase('bench_copy', runOn);
  if (!ok) {
    console.error('\nA copy was missing, filled off the trader’s tick, or the books drifted.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
