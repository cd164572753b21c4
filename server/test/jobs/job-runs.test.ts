// Every run of a slotted job happens once across schedulers sharing the database (job_runs, on
// PGlite in `npm test` and PostgreSQL in `test:pg`): two trading servers on one database, each
// with its own engine holding the same position and its own scheduler, as a leader and a node
// that took over from it (or the same node restarted) would be. The swap of one rollover is
// charged once whichever scheduler gets there, and the ledger still sums to the balance.
import os from 'node:os';
import path from 'node:path';
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { composeServer, type ComposedServer } from '../../src/compose/compose-server';
import { createJobScheduler, type JobDefinition, type JobScheduler } from '../../src/jobs/job-scheduler';
import { rolloverSlotOf } from '../../src/jobs/job-slots';
import { marketDataPart } from '../../src/market-data/market-data-part';
import { TRADING, tradingPart } from '../../src/trading/trading-part';
import { withCoreParts } from '../helpers/core-parts';
import { ManualFeed } from '../helpers/manual-feed';
import { createManualScheduler } from '../helpers/manual-scheduler';
import {
  buildTradingApp,
  marketOrder,
  orderOf,
  startingQuotes,
  type TradingTestApp,
} from '../trading/trading-test-kit';

/** Midnight in Istanbul ending Monday 5 and Tuesday 6 January 2026. */
const MONDAY_ROLLOVER_MS = Date.UTC(2026, 0, 5, 21, 0, 0);
const TUESDAY_ROLLOVER_MS = Date.UTC(2026, 0, 6, 21, 0, 0);
/** A 1-lot EURUSD Buy pays 7 USD a night (catalogue.ts). */
const ONE_NIGHT_CENTS = -700;

let first: TradingTestApp;
let second: ComposedServer | undefined;
let schedulers: JobScheduler[] = [];

beforeAll(async () => {
  first = await buildTradingApp();
}, 60_000);
afterAll(async () => {
  for (const jobs of schedulers) await jobs.stop();
  await second?.app.close();
  await first?.close();
});

/** A second trading server on the same database; its engine loads the open positions at start. */
async function secondServer(): Promise<ComposedServer> {
  const server = await composeServer({
    config: first.config,
    db: first.db,
    clock: first.clock,
    parts: withCoreParts([
      marketDataPart({ feed: new ManualFeed(startingQuotes(first.clock.nowMs())) }),
      tradingPart(),
    ]),
    distDir: path.join(os.tmpdir(), 'kaldirac-no-dist'),
  });
  await server.app.ready();
  await server.start();
  return server;
}

function schedulerOf(jobs: readonly JobDefinition[]): JobScheduler {
  const scheduler = createJobScheduler({
    clock: first.clock,
    scheduler: createManualScheduler(first.clock),
    logger: { error: () => undefined },
    runs: first.db,
  });
  for (const job of jobs) scheduler.add(job);
  return scheduler;
}

async function swapsOf(userId: string): Promise<number[]> {
  const rows = await first.db.query<{ amount_cents: number }>(
    "SELECT amount_cents FROM ledger WHERE user_id = $1 AND kind = 'swap' ORDER BY id",
    [userId],
  );
  return rows.map((row) => row.amount_cents);
}

it('names one slot per rollover, shared by every run until the next', () => {
  expect(rolloverSlotOf(MONDAY_ROLLOVER_MS)).toBe(new Date(MONDAY_ROLLOVER_MS).toISOString());
  expect(rolloverSlotOf(TUESDAY_ROLLOVER_MS - 1)).toBe(new Date(MONDAY_ROLLOVER_MS).toISOString());
  // Saturday and Sunday end no weekday: Friday's rollover covers them.
  const fridayRolloverMs = Date.UTC(2026, 0, 9, 21, 0, 0);
  expect(rolloverSlotOf(Date.UTC(2026, 0, 11, 20, 0, 0))).toBe(new Date(fridayRolloverMs).toISOString());
});

it('charges one rollover once when two schedulers with two engines run it, one after the other', async () => {
  const user = await first.customer();
  const position = orderOf(await first.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
  expect(position.status).toBe('open');
  // Started after the position opened, its engine holds it as a node taking over would.
  const other = await secondServer();
  second = other;
  schedulers = [schedulerOf(first.trading.jobs), schedulerOf(other.use(TRADING).jobs)];
  first.clock.set(MONDAY_ROLLOVER_MS + 60_000);
  expect(await schedulers[0]?.runNow('swap-rollover')).toBe('completed');
  expect(await schedulers[1]?.runNow('swap-rollover')).toBe('skippedDone');
  expect(await schedulers[0]?.runNow('swap-rollover')).toBe('skippedDone');
  expect(await swapsOf(user.userId)).toEqual([ONE_NIGHT_CENTS]);
  const account = await loadAccount(first.db, user.accountId);
  expect(await ledgerBalanceCents(first.db, user.accountId)).toBe(account?.balanceCents);

  // The next rollover, both schedulers at once: still one charge.
  first.clock.set(TUESDAY_ROLLOVER_MS + 60_000);
  await Promise.all(schedulers.map((jobs) => jobs.runNow('swap-rollover')));
  await first.trading.service.whenPersisted();
  await other.use(TRADING).service.whenPersisted();
  expect(await swapsOf(user.userId)).toEqual([ONE_NIGHT_CENTS, ONE_NIGHT_CENTS]);
  const after = await loadAccount(first.db, user.accountId);
  expect(await ledgerBalanceCents(first.db, user.accountId)).toBe(after?.balanceCents);
  expect(after?.balanceCents).toBe((account?.balanceCents ?? 0) + ONE_NIGHT_CENTS);
});
