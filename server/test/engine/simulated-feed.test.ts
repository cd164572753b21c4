import { INSTRUMENTS } from '../../src/engine/catalogue';
import type { Scheduler, Tick } from '../../src/engine/engine-types';
import { SimulatedFeed } from '../../src/engine/simulated-feed';

/** A scheduler the test steps by hand. */
function manualScheduler() {
  const tasks = new Set<() => void>();
  const scheduler: Scheduler = {
    every: (_intervalMs, task) => {
      tasks.add(task);
      return { cancel: () => tasks.delete(task) };
    },
  };
  return { scheduler, run: () => tasks.forEach((task) => task()), count: () => tasks.size };
}

const MONDAY_NOON_MS = Date.UTC(2026, 10, 23, 9);

function createFeed(seed: number, nowMs = MONDAY_NOON_MS) {
  const manual = manualScheduler();
  let clockMs = nowMs;
  const feed = new SimulatedFeed({
    instruments: INSTRUMENTS,
    seed,
    tickMs: 1000,
    clock: { nowMs: () => clockMs },
    scheduler: manual.scheduler,
  });
  const ticks: Tick[] = [];
  feed.onTick((tick) => ticks.push(tick));
  const step = (times: number) => {
    for (let i = 0; i < times; i++) {
      clockMs += 1000;
      manual.run();
    }
  };
  return { feed, ticks, step, manual };
}

describe('SimulatedFeed', () => {
  it('repeats the same ticks for the same seed and differs for another', () => {
    const first = createFeed(42);
    const second = createFeed(42);
    const other = createFeed(43);
    for (const run of [first, second, other]) {
      run.feed.start();
      run.step(50);
    }
    expect(first.ticks.length).toBeGreaterThan(500);
    expect(second.ticks).toEqual(first.ticks);
    expect(other.ticks).not.toEqual(first.ticks);
  });

  it('quotes every instrument from the start, with ask above bid on its digits', () => {
    const { feed, ticks, step } = createFeed(7);
    feed.start();
    step(200);
    for (const instrument of INSTRUMENTS) expect(feed.lastQuote(instrument.symbol)).not.toBeNull();
    for (const tick of ticks) {
      const instrument = INSTRUMENTS.find((item) => item.symbol === tick.symbol);
      const digits = instrument?.digits ?? 0;
      expect(tick.ask).toBeGreaterThan(tick.bid);
      expect(Number(tick.bid.toFixed(digits))).toBe(tick.bid);
      expect(Number(tick.ask.toFixed(digits))).toBe(tick.ask);
      expect(Math.abs(tick.bid / (instrument?.priceStart ?? 1) - 1)).toBeLessThan(0.05);
    }
  });

  it('does not tick closed markets', () => {
    const saturday = createFeed(1, Date.UTC(2026, 10, 21, 12));
    saturday.feed.start();
    saturday.step(30);
    expect(saturday.ticks.length).toBeGreaterThan(0);
    expect(
      new Set(
        saturday.ticks.map((tick) => INSTRUMENTS.find((item) => item.symbol === tick.symbol)?.category),
      ),
    ).toEqual(new Set(['crypto']));
  });

  it('stops on stop() and stops calling a removed listener', () => {
    const { feed, ticks, step, manual } = createFeed(3);
    feed.start();
    feed.start();
    expect(manual.count()).toBe(1);
    feed.stop();
    step(5);
    expect(ticks).toEqual([]);
    const other: Tick[] = [];
    const remove = feed.onTick((tick) => other.push(tick));
    remove();
    feed.start();
    step(5);
    expect(other).toEqual([]);
    expect(ticks.length).toBeGreaterThan(0);
  });

  it('walks a history that ends at the starting price', () => {
    const { feed } = createFeed(5);
    const bars = feed.history('EURUSD', '1d', 30, MONDAY_NOON_MS);
    expect(bars).toHaveLength(30);
    expect(bars[29].close).toBe(1.085);
    for (const bar of bars) expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
    expect(bars[1].time - bars[0].time).toBe(86_400);
  });
});
