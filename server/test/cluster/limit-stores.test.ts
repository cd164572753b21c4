// The limit stores behind their ports: the in-memory one of a single process, and the shared one
// of a cluster on the test database (PGlite in `npm test`, PostgreSQL in `test:pg`). The shared
// store counts every concurrent hit, restarts a window once it ends, and lets the sockets of a
// gateway that died stop counting once their rows lapse.
import { PgLimitCounter } from '../../src/cluster/pg-limit-counter';
import { createPgSocketSlots } from '../../src/cluster/pg-socket-slots';
import type { LimitCounter, SocketSlots } from '../../src/http/limit-ports';
import { MemoryLimitCounter, memorySocketSlots } from '../../src/limits/memory-limits';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { stillScheduler } from './two-gateways';

const WINDOW = { hitsMax: 3, windowMs: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function takes(counter: LimitCounter, key: string, count: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await counter.take('test', key, WINDOW));
  return answers;
}

describe.each([
  ['in memory', () => new MemoryLimitCounter(t.clock)],
  ['shared', () => new PgLimitCounter(t.db, t.clock)],
])('%s counter', (_label, make) => {
  it('allows hitsMax per key in a window, keys apart, and a new window once it ends', async () => {
    const counter = make();
    const key = `k-${_label}`;
    expect(await takes(counter, key, 5)).toEqual([true, true, true, false, false]);
    expect(await takes(counter, `${key}-other`, 1)).toEqual([true]);
    t.clock.advance(WINDOW.windowMs - 1);
    expect(await takes(counter, key, 1)).toEqual([false]);
    t.clock.advance(1);
    expect(await takes(counter, key, 4)).toEqual([true, true, true, false]);
  });
});

it('counts concurrent hits through two shared counters without losing one', async () => {
  const counters = [new PgLimitCounter(t.db, t.clock), new PgLimitCounter(t.db, t.clock)];
  const window = { hitsMax: 10, windowMs: 60_000 };
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      (counters[index % 2] as PgLimitCounter).take('burst', 'k', window),
    ),
  );
  expect(answers.filter(Boolean)).toHaveLength(10);
});

it('in memory: a slot is released once however often its socket reports closing', async () => {
  const slots = memorySocketSlots(1, 10);
  const slot = await slots.admit('token', 'addr');
  expect(await slots.admit('token', 'addr')).toBeNull();
  slot?.release();
  const again = await slots.admit('token', 'addr');
  expect(again).not.toBeNull();
  slot?.release();
  expect(await slots.admit('token', 'addr')).toBeNull();
});

describe('shared socket slots', () => {
  it('admit no more than the limit of one token when two gateways admit at once', async () => {
    const gateways = ['a', 'b'].map((nodeId) =>
      createPgSocketSlots({ db: t.db, nodeId, scheduler: stillScheduler }).forLimits(4, 1_000),
    );
    const slots = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (gateways[index % 2] as SocketSlots).admit('burst-token', 'x'),
      ),
    );
    expect(slots.filter((slot) => slot !== null)).toHaveLength(4);
  });

  it("stop counting a dead gateway's sockets once their rows lapse, and keep a live one's renewed", async () => {
    const ttlMs = 600;
    const dead = createPgSocketSlots({ db: t.db, nodeId: 'dead', scheduler: stillScheduler, ttlMs });
    const renewals: (() => void)[] = [];
    const alive = createPgSocketSlots({
      db: t.db,
      nodeId: 'alive',
      ttlMs,
      scheduler: { every: (_ms, task) => (renewals.push(task), { cancel: () => undefined }) },
    });
    expect(await dead.forLimits(2, 1_000).admit('lapsing', 'y')).not.toBeNull();
    expect(await alive.forLimits(2, 1_000).admit('lapsing', 'y')).not.toBeNull();
    expect(await alive.forLimits(2, 1_000).admit('lapsing', 'y')).toBeNull();
    for (let round = 0; round < 4; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, ttlMs / 3));
      for (const renew of renewals) renew();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The dead gateway's row lapsed; the live one's, renewed, still counts: one place free.
    expect(await alive.forLimits(2, 1_000).admit('lapsing', 'y')).not.toBeNull();
    expect(await alive.forLimits(2, 1_000).admit('lapsing', 'y')).toBeNull();
    await alive.close();
  });
});
