// Leases and their fence (issue 18, item 3): one holder at a time, a new epoch at every change of
// holder, and no write through a lease that lapsed or passed to another node. Runs on PGlite and,
// under `npm run test:pg`, on PostgreSQL, where a takeover also waits for a fenced write in flight.
import pg from 'pg';
import { pinEngineShards } from '../../src/cluster/cluster-settings';
import { fencedDatabase } from '../../src/cluster/fenced-database';
import { createLeaseKeeper, STANDBY_POLL_MS } from '../../src/cluster/lease-keeper';
import { acquireLease, fence, LeaseLostError, liveLeases, releaseLease } from '../../src/cluster/lease-store';
import { LIVENESS_LOCK_CLASS } from '../../src/cluster/node-liveness';
import { ConfigError } from '../../src/config';
import type { Database, Queryable } from '../../src/db/database';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createManualScheduler } from '../helpers/manual-scheduler';

// Short enough to wait out, long enough that a busy machine's pause between two statements of
// one test does not lapse it; a test that must not lapse takes a long lease and renews it short.
const LAPSE_MS = 400;
const LONG_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let testApp: TestApp;
let db: Database;
beforeAll(async () => {
  testApp = await buildTestApp();
  db = testApp.db;
  await db.query('CREATE TABLE fenced_writes (id SERIAL PRIMARY KEY, writer TEXT NOT NULL)');
});
afterAll(async () => {
  await testApp.close();
});

test('one holder at a time; renewing keeps the epoch, a takeover after the lapse starts a new one', async () => {
  const first = await acquireLease(db, 'shard:7', 'a', LONG_MS);
  expect(first).toMatchObject({ holder: 'a', epoch: 1 });
  expect(await acquireLease(db, 'shard:7', 'b', LAPSE_MS)).toBeNull();
  expect(await acquireLease(db, 'shard:7', 'a', LAPSE_MS)).toMatchObject({ holder: 'a', epoch: 1 });
  await sleep(LAPSE_MS * 2);
  expect(await acquireLease(db, 'shard:7', 'b', 10_000)).toMatchObject({ holder: 'b', epoch: 2 });
  expect((await liveLeases(db)).find((lease) => lease.resource === 'shard:7')).toMatchObject({ holder: 'b' });
});

test('the old holder coming back after its lapse gets a new epoch, so it knows it must rebuild', async () => {
  await acquireLease(db, 'shard:8', 'a', LAPSE_MS);
  await sleep(LAPSE_MS * 2);
  expect(await acquireLease(db, 'shard:8', 'a', LAPSE_MS)).toMatchObject({ holder: 'a', epoch: 2 });
});

test('a released lease passes to a standby at once', async () => {
  const lease = await acquireLease(db, 'feed-test', 'a', 60_000);
  await releaseLease(db, lease!);
  expect(await acquireLease(db, 'feed-test', 'b', 60_000)).toMatchObject({ holder: 'b', epoch: 2 });
});

test('a deposed leader writes nothing: its fenced transaction rolls back', async () => {
  const lease = (await acquireLease(db, 'shard:9', 'old', LONG_MS))!;
  const fenced = fencedDatabase(db, () => lease);
  await fenced.transaction((tx) => tx.query(`INSERT INTO fenced_writes (writer) VALUES ('old, leading')`));
  await acquireLease(db, 'shard:9', 'old', LAPSE_MS);
  await sleep(LAPSE_MS * 2);
  await acquireLease(db, 'shard:9', 'new', 10_000);
  await expect(
    fenced.transaction((tx) => tx.query(`INSERT INTO fenced_writes (writer) VALUES ('old, deposed')`)),
  ).rejects.toThrow(LeaseLostError);
  await expect(fenced.query(`INSERT INTO fenced_writes (writer) VALUES ('old, deposed')`)).rejects.toThrow(
    LeaseLostError,
  );
  expect(
    (await db.query<{ writer: string }>('SELECT writer FROM fenced_writes')).map((row) => row.writer),
  ).toEqual(['old, leading']);
});

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
onPostgres('on PostgreSQL a takeover waits for a fenced write in flight, then sees it', async () => {
  const lease = (await acquireLease(db, 'shard:12', 'writer', LAPSE_MS))!;
  let releaseWrite: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseWrite = resolve));
  const write = fencedDatabase(db, () => lease).transaction(async (tx) => {
    await held;
    await tx.query(`INSERT INTO fenced_writes (writer) VALUES ('in flight')`);
  });
  await sleep(LAPSE_MS * 2);
  let takenAt = 0;
  const takeover = acquireLease(db, 'shard:12', 'standby', 10_000).then((taken) => {
    takenAt = Date.now();
    return taken;
  });
  await sleep(100);
  expect(takenAt).toBe(0);
  const committedAt = Date.now();
  releaseWrite();
  await write;
  expect(await takeover).toMatchObject({ holder: 'standby', epoch: 2 });
  expect(takenAt).toBeGreaterThanOrEqual(committedAt);
  const rows = await db.query(`SELECT 1 FROM fenced_writes WHERE writer = 'in flight'`);
  expect(rows).toHaveLength(1);
});

test('a lapsed lease fences even before anyone took it over', async () => {
  const lease = (await acquireLease(db, 'shard:10', 'sleepy', LAPSE_MS))!;
  await sleep(LAPSE_MS * 2);
  await expect(db.transaction((tx) => fence(tx, lease))).rejects.toThrow(LeaseLostError);
});

test('the keeper leads, hands over on stop, and a standby takes over with a new epoch', async () => {
  const scheduler = createManualScheduler(testApp.clock);
  const log: string[] = [];
  const keeper = (holder: string) =>
    createLeaseKeeper({
      db,
      resource: 'jobs-test',
      holder,
      scheduler,
      ttlMs: 10_000,
      onGained: (lease) => void log.push(`${holder} leads ${lease.epoch}`),
      onLost: (lease) => void log.push(`${holder} lost ${lease.epoch}`),
    });
  const first = keeper('a');
  const second = keeper('b');
  await first.start();
  await second.start();
  expect(first.current()).toMatchObject({ holder: 'a' });
  expect(second.current()).toBeNull();
  await first.stop();
  await second.tick();
  expect(second.current()).toMatchObject({ holder: 'b', epoch: 2 });
  expect(log).toEqual(['a leads 1', 'a lost 1', 'b leads 2']);
  await second.stop();
});

test('a keeper that cannot renew in time counts itself deposed before the lease lapses', async () => {
  let nowMs = 0;
  const log: string[] = [];
  const keeper = createLeaseKeeper({
    db,
    resource: 'shard:11',
    holder: 'paused',
    scheduler: createManualScheduler(testApp.clock),
    ttlMs: 10_000,
    nowMs: () => nowMs,
    onGained: () => void log.push('gained'),
    onLost: () => void log.push('lost'),
  });
  await keeper.tick();
  expect(keeper.current()).not.toBeNull();
  nowMs = 10_000;
  expect(keeper.current()).toBeNull();
  await keeper.stop();
  expect(log).toEqual(['gained', 'lost']);
});

test('a starved leader whose renewal keeps its epoch lost nothing and leads on; a lapsed one steps down', async () => {
  let nowMs = 0;
  const log: string[] = [];
  const keeper = (resource: string, ttlMs: number) =>
    createLeaseKeeper({
      db,
      resource,
      holder: 'starved',
      scheduler: createManualScheduler(testApp.clock),
      ttlMs,
      nowMs: () => nowMs,
      onGained: (lease) => void log.push(`${resource} gained ${lease.epoch}`),
      onLost: (lease) => void log.push(`${resource} lost ${lease.epoch}`),
    });
  const live = keeper('shard:16', LONG_MS);
  await live.tick();
  nowMs = LONG_MS * 2; // its own clock ran on while it could not renew
  expect(live.current()).toBeNull();
  await live.tick();
  expect(live.current()).toMatchObject({ epoch: 1 });

  const lapsed = keeper('shard:17', LAPSE_MS);
  await lapsed.tick();
  await sleep(LAPSE_MS * 2);
  await lapsed.tick();
  expect(log).toEqual(['shard:16 gained 1', 'shard:17 gained 1', 'shard:17 lost 1', 'shard:17 gained 2']);
  await live.stop();
  await lapsed.stop();
});

test('a standby asks every STANDBY_POLL_MS, so it leads soon after the lease lapses; the leader renews at a quarter of its life', async () => {
  const scheduler = createManualScheduler(testApp.clock);
  const asked: Record<string, number> = { leader: 0, standby: 0 };
  let inFlight: Promise<unknown>[] = [];
  // Counts each node's lease rounds and lets the test wait for the ones the timer started.
  const counting = (holder: string): Queryable => ({
    query<T>(sql: string, params?: readonly unknown[]) {
      asked[holder] += 1;
      const answer = db.query<T>(sql, params);
      inFlight.push(answer);
      return answer;
    },
  });
  const settle = async () => {
    while (inFlight.length > 0) {
      const batch = inFlight;
      inFlight = [];
      await Promise.all(batch);
      await sleep(0);
    }
  };
  const keeper = (holder: string, resource = 'shard:14') =>
    createLeaseKeeper({
      db: counting(holder),
      resource,
      holder,
      scheduler,
      ttlMs: 4_000,
      nowMs: () => testApp.clock.nowMs(),
      onGained: () => undefined,
      onLost: () => undefined,
    });
  const leader = keeper('leader');
  const standby = keeper('standby');
  await leader.start();
  await standby.start();
  asked.leader = 0;
  asked.standby = 0;
  for (let step = 0; step < 4; step += 1) {
    scheduler.advance(STANDBY_POLL_MS);
    await settle();
  }
  // One second: four tries by the standby, one renewal by the leader.
  expect(asked).toEqual({ leader: 1, standby: 4 });
  expect(standby.current()).toBeNull();

  await leader.stop();
  await standby.stop();

  // A leader killed without a word: its lease lapses in the database's time, and the standby's
  // next try, one poll later, takes it (not a third of the lease's life later).
  await acquireLease(db, 'shard:15', 'killed', LAPSE_MS);
  const heir = keeper('standby', 'shard:15');
  await heir.start();
  expect(heir.current()).toBeNull();
  await sleep(LAPSE_MS * 2);
  scheduler.advance(STANDBY_POLL_MS);
  await settle();
  expect(heir.current()).toMatchObject({ holder: 'standby', epoch: 2 });
  await heir.stop();
});

test('ENGINE_SHARDS is pinned by the first node; another value refuses to start, naming it', async () => {
  await pinEngineShards(db, 2);
  await pinEngineShards(db, 2);
  await expect(pinEngineShards(db, 3)).rejects.toThrow(ConfigError);
  await expect(pinEngineShards(db, 3)).rejects.toThrow(
    /ENGINE_SHARDS is 3, but this database was set up with ENGINE_SHARDS=2/,
  );
});

// PostgreSQL only: PGlite is one session, so no other process's lock can be held or released.
onPostgres(
  'a live lease passes at once when its holder process is gone (its liveness lock freed), not before',
  async () => {
    const holderProcess = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holderProcess.connect();
    await holderProcess.query('SELECT pg_advisory_lock($1::int, hashtext($2::text))', [
      LIVENESS_LOCK_CLASS,
      'alive',
    ]);
    const first = (await acquireLease(db, 'shard:11', 'alive', LONG_MS, LIVENESS_LOCK_CLASS))!;
    // Its process holds the lock: a standby waits, as for any live lease.
    expect(await acquireLease(db, 'shard:11', 'standby', LONG_MS, LIVENESS_LOCK_CLASS)).toBeNull();
    // The holder renews through its lock as before, keeping its epoch.
    expect(await acquireLease(db, 'shard:11', 'alive', LONG_MS, LIVENESS_LOCK_CLASS)).toMatchObject({
      epoch: first.epoch,
    });
    // The process dies (kill -9 closes its connections): the lease passes at once, in a new epoch.
    await holderProcess.end();
    // Without the check a standby still waits for the lease's expiry.
    expect(await acquireLease(db, 'shard:11', 'standby', LONG_MS)).toBeNull();
    const taken = await acquireLease(db, 'shard:11', 'standby', LONG_MS, LIVENESS_LOCK_CLASS);
    expect(taken).toMatchObject({ holder: 'standby', epoch: first.epoch + 1 });
    // And the dead holder's fenced writes are refused.
    await expect(fence(db, first)).rejects.toBeInstanceOf(LeaseLostError);
  },
);
