// A rollover that passed while no engine ran (a takeover, a restart) is charged once by the next
// engine, and never twice (on PGlite in `npm test`, PostgreSQL in `test:pg`). The engine starts
// charging after the last rollover known to be charged: the swap-rollover job's last recorded
// slot, or a later rollover a tick charged before the job recorded it.
import os from 'node:os';
import path from 'node:path';
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { composeServer, type ComposedServer } from '../../src/compose/compose-server';
import { markJobRun } from '../../src/jobs/job-runs';
import { createJobScheduler, type JobScheduler } from '../../src/jobs/job-scheduler';
import { rolloverSlotOf } from '../../src/jobs/job-slots';
import { marketDataPart } from '../../src/market-data/market-data-part';
import { SWAP_ROLLOVER_JOB } from '../../src/trading/swap-rollover-job';
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
const servers: ComposedServer[] = [];
const schedulers: JobScheduler[] = [];

beforeAll(async () => {
  first = await buildTradingApp();
}, 60_000);
afterAll(async () => {
  for (const jobs of schedulers) await jobs.stop();
  for (const server of servers) await server.app.close();
  await first?.close();
});

/** A trading server built now on the same database, as a node taking over builds its engine. */
async function takeOver(): Promise<{ server: ComposedServer; jobs: JobScheduler }> {
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
  servers.push(server);
  const jobs = createJobScheduler({
    clock: first.clock,
    scheduler: createManualScheduler(first.clock),
    logger: { error: () => undefined },
    runs: first.db,
  });
  for (const job of server.use(TRADING).jobs) jobs.add(job);
  schedulers.push(jobs);
  return { server, jobs };
}

async function swapsOf(userId: string): Promise<{ amount: number; atMs: number }[]> {
  const rows = await first.db.query<{ amount_cents: number; created_at: Date | string }>(
    "SELECT amount_cents, created_at FROM ledger WHERE user_id = $1 AND kind = 'swap' ORDER BY id",
    [userId],
  );
  return rows.map((row) => ({ amount: row.amount_cents, atMs: new Date(row.created_at).getTime() }));
}

async function expectLedgerMatchesBalance(accountId: string): Promise<void> {
  const account = await loadAccount(first.db, accountId);
  expect(await ledgerBalanceCents(first.db, accountId)).toBe(account?.balanceCents);
}

it('charges a rollover no engine charged once, on the next engine built after it, and never again', async () => {
  const user = await first.customer();
  const position = orderOf(await first.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
  expect(position.status).toBe('open');
  // The leader had run the job for the rollover before it (last Friday's) and then died: nothing
  // ran for Monday's.
  await markJobRun(first.db, SWAP_ROLLOVER_JOB, rolloverSlotOf(first.clock.nowMs()));

  first.clock.set(MONDAY_ROLLOVER_MS + 3_600_000);
  const taker = await takeOver();
  expect(await taker.jobs.runNow(SWAP_ROLLOVER_JOB)).toBe('completed');
  await taker.server.use(TRADING).service.whenPersisted();
  expect(await swapsOf(user.userId)).toEqual([{ amount: ONE_NIGHT_CENTS, atMs: MONDAY_ROLLOVER_MS }]);

  // Built again after the charge: the job skips the slot, and the engine itself charges nothing.
  const again = await takeOver();
  expect(await again.jobs.runNow(SWAP_ROLLOVER_JOB)).toBe('skippedDone');
  await again.server.use(TRADING).service.rollover(first.clock.nowMs());
  await again.server.use(TRADING).service.whenPersisted();
  expect(await swapsOf(user.userId)).toHaveLength(1);
  await expectLedgerMatchesBalance(user.accountId);
});

it('starts after a rollover a tick charged before the job recorded it, so it is not charged twice', async () => {
  const user = await first.customer();
  const position = orderOf(await first.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
  expect(position.status).toBe('open');
  first.clock.set(TUESDAY_ROLLOVER_MS + 3_600_000);
  // The engine charges Tuesday's rollover as a tick crossing it would, with no job_runs row.
  const charger = await takeOver();
  await charger.server.use(TRADING).service.rollover(first.clock.nowMs());
  await charger.server.use(TRADING).service.whenPersisted();
  const charged = await swapsOf(user.userId);
  expect(charged).toContainEqual({ amount: ONE_NIGHT_CENTS, atMs: TUESDAY_ROLLOVER_MS });

  const next = await takeOver();
  await next.server.use(TRADING).service.rollover(first.clock.nowMs());
  await next.server.use(TRADING).service.whenPersisted();
  expect(await swapsOf(user.userId)).toEqual(charged);
  await expectLedgerMatchesBalance(user.accountId);
});
