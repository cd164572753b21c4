// npm run bench:notifications: one tick stops out ACCOUNTS accounts at once. Run on fresh worlds,
// without and then with the notifications service (after an untimed warm-up world, so both
// measured runs meet a warm JIT), it prints the engine's tick times (quiet ticks before the storm,
// the storm tick itself, and ticks of another symbol every 5 ms while the notifications are
// written after trading committed the stop-outs) and how long until the last notification is
// stored and pushed. Goals: tick times the same within noise; every notification stored and pushed
// within 2 s of the stop-outs' commit. Bounded: fixed tick counts and windows, and each wait gives
// up after WAIT_MS_MAX. BENCH_ACCOUNTS changes the storm's size; BENCH_DATABASE_URL runs it on
// PostgreSQL.
import { benchStorage, buildStormWorld, OPEN_PRICE, STORM_SYMBOL, type StormWorld } from './storm-world';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const WARM_UP_ACCOUNTS = 1_000;
const QUIET_TICKS = 200;
const DRAIN_TICK_INTERVAL_MS = 5;
/** Without notifications nothing is written after the commit: ticks are measured for this long. */
const QUIET_WINDOW_MS = 1_000;
const WAIT_MS_MAX = 120_000;
const GOAL_MS = 2_000;

interface TickFigures {
  meanMs: number;
  p99Ms: number;
  maxMs: number;
  count: number;
}

function figures(samples: number[]): TickFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1);
  return {
    meanMs: mean,
    p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    maxMs: sorted[sorted.length - 1] ?? 0,
    count: sorted.length,
  };
}

const show = (f: TickFigures) =>
  `mean ${f.meanMs.toFixed(3)} ms, p99 ${f.p99Ms.toFixed(3)} ms, max ${f.maxMs.toFixed(3)} ms (${f.count})`;

function timedTick(world: StormWorld, symbol: string, bid: number, spread: number): number {
  const started = performance.now();
  world.trading.service.applyTick({ symbol, bid, ask: bid + spread, time: world.nowMs() });
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, label: string): Promise<void> {
  const deadline = performance.now() + WAIT_MS_MAX;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`gave up waiting for ${label}`);
    await sleep(1);
  }
}

interface PhaseResult {
  quiet: TickFigures;
  stormTickMs: number;
  /** Tick times, and how late each tick came against its 5 ms schedule (event-loop delay). */
  drain: TickFigures;
  lateness: TickFigures;
  committedMs: number;
  storedMs: number | null;
  pushedMs: number | null;
  notifications: number;
}

async function phase(accounts: number, withNotifications: boolean): Promise<PhaseResult> {
  const world = await buildStormWorld(accounts, withNotifications);
  try {
    const quiet: number[] = [];
    for (let i = 0; i < QUIET_TICKS; i++)
      quiet.push(timedTick(world, STORM_SYMBOL, OPEN_PRICE - 0.5 + (i % 2) * 0.1, 0.35));
    await world.trading.service.whenPersisted();
    let stoppedOut = 0;
    let lastStopOutMs = 0;
    world.events.subscribe('bench', (event) => {
      if (event.type !== 'account.stoppedOut') return;
      stoppedOut += 1;
      lastStopOutMs = performance.now();
    });
    const stormStarted = performance.now();
    const stormTickMs = timedTick(world, STORM_SYMBOL, OPEN_PRICE - 50, 0.35);
    await until(() => stoppedOut >= accounts, 'the stop-out events');
    const committedMs = lastStopOutMs - stormStarted;
    // From the commit on, another symbol ticks every 5 ms while the notifications are written.
    const drain: number[] = [];
    const lateness: number[] = [];
    let writing = true;
    const ticker = (async () => {
      for (let i = 0; writing; i++) {
        const due = performance.now() + DRAIN_TICK_INTERVAL_MS;
        drain.push(timedTick(world, 'EURUSD', 1.085 + (i % 2) * 0.0001, 0.00012));
        await sleep(DRAIN_TICK_INTERVAL_MS);
        lateness.push(Math.max(0, performance.now() - due));
      }
    })();
    let storedMs: number | null = null;
    let pushedMs: number | null = null;
    if (world.notifications) {
      const writer = world.notifications.writer;
      await until(() => writer.stats().stored >= accounts, 'notifications stored');
      storedMs = performance.now() - stormStarted;
      await until(() => world.publisher.pushed >= accounts, 'notifications pushed');
      pushedMs = world.publisher.lastPushMs - stormStarted;
    } else {
      await sleep(QUIET_WINDOW_MS);
    }
    writing = false;
    await ticker;
    return {
      quiet: figures(quiet),
      stormTickMs,
      drain: figures(drain),
      lateness: figures(lateness),
      committedMs,
      storedMs,
      pushedMs,
      notifications: world.notifications?.writer.stats().stored ?? 0,
    };
  } finally {
    await world.close();
  }
}

async function main(): Promise<void> {
  const startedMs = Date.now();
  console.log(
    `bench:notifications on Node ${process.version}, ${benchStorage()}, ${new Date().toISOString()}: ` +
      `${ACCOUNTS} accounts stopped out by one tick`,
  );
  await phase(WARM_UP_ACCOUNTS, true);
  const without = await phase(ACCOUNTS, false);
  const withStorm = await phase(ACCOUNTS, true);
  for (const [label, result] of [
    ['without notifications', without],
    ['with notifications   ', withStorm],
  ] as const) {
    console.log(`${label}: quiet ticks ${show(result.quiet)}`);
    console.log(
      `${label}: storm tick ${result.stormTickMs.toFixed(1)} ms; trading committed the stop-outs after ${result.committedMs.toFixed(0)} ms`,
    );
    console.log(`${label}: ticks after the commit ${show(result.drain)}; lateness ${show(result.lateness)}`);
  }
  const committed = withStorm.committedMs;
  const stored = (withStorm.storedMs ?? Number.NaN) - committed;
  const pushed = (withStorm.pushedMs ?? Number.NaN) - committed;
  console.log(
    `notifications: ${withStorm.notifications} stored ${stored.toFixed(0)} ms and pushed ${pushed.toFixed(0)} ms ` +
      `after trading committed the stop-outs (${(withStorm.pushedMs ?? Number.NaN).toFixed(0)} ms after the storm tick)`,
  );
  console.log(
    `goal: all stored and pushed within ${GOAL_MS} ms of the commit: ${pushed <= GOAL_MS ? 'met' : 'missed'}`,
  );
  console.log(`total ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
