// The candle store's bar rows (engine/bar-series.ts) against the plain array of bar objects they
// replaced: the same random pushes, newest-bar updates and seeded history in front, through
// growth, the limit and the ring's wrap, read back the same.
import type { Candle } from '../../../contract/entities';
import { BarSeries } from '../../src/engine/bar-series';

/** The replaced store: an array of objects, the oldest spliced off past the limit. */
class ArrayModel {
  readonly bars: Candle[] = [];
  constructor(private readonly limit: number) {}
  push(bar: Candle) {
    this.bars.push({ ...bar });
    this.trim();
  }
  prepend(older: readonly Candle[]) {
    this.bars.unshift(...older.map((bar) => ({ ...bar })));
    this.trim();
  }
  updateLast(price: number) {
    const last = this.bars[this.bars.length - 1];
    last.high = Math.max(last.high, price);
    last.low = Math.min(last.low, price);
    last.close = price;
  }
  latest(count: number) {
    return this.bars.slice(this.bars.length - Math.min(count, this.bars.length)).map((bar) => ({ ...bar }));
  }
  private trim() {
    const excess = this.bars.length - this.limit;
    if (excess > 0) this.bars.splice(0, excess);
  }
}

/** A small deterministic generator, so a failure replays. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

// A thousand random steps on each of four limits take seconds on a busy machine.
jest.setTimeout(60_000);

const barAt = (time: number, price: number): Candle => ({
  time,
  open: price,
  high: price,
  low: price,
  close: price,
});

function olderBars(random: () => number, before: number, count: number): Candle[] {
  return Array.from({ length: count }, (_, index) => {
    const price = 1 + random();
    return {
      time: before - (count - index) * 60,
      open: price,
      high: price + 0.1,
      low: price - 0.1,
      close: price,
    };
  });
}

function runRandom(seed: number, limit: number, steps: number) {
  const random = randomOf(seed);
  const series = new BarSeries(limit);
  const model = new ArrayModel(limit);
  let time = 1_000_000;
  for (let step = 0; step < steps; step += 1) {
    const roll = random();
    const price = 1 + random() / 3;
    if (roll < 0.05) {
      const older = olderBars(random, model.bars[0]?.time ?? time, Math.floor(random() * limit * 1.5));
      series.prepend(older);
      model.prepend(older);
    } else if (roll < 0.45 && model.bars.length > 0) {
      series.updateLast(price);
      model.updateLast(price);
    } else {
      time += 60;
      series.push(barAt(time, price));
      model.push(barAt(time, price));
    }
    expect(series.length).toBe(model.bars.length);
    expect(series.firstTime()).toBe(model.bars[0]?.time);
    expect(series.lastTime()).toBe(model.bars[model.bars.length - 1]?.time);
    // Compared as text (every double prints its exact value): jest's deep equality over a thousand
    // bars at every step took minutes on a busy machine.
    const asked = Math.floor(random() * (limit + 3));
    expect(JSON.stringify(series.latest(asked))).toBe(JSON.stringify(model.latest(asked)));
  }
  expect(series.latest(limit)).toEqual(model.latest(limit));
}

it('reads back what an array of bar objects held, over random pushes, updates and seeds', () => {
  for (const [seed, limit] of [
    [1, 1],
    [2, 7],
    [3, 70],
    [4, 300],
  ])
    runRandom(seed, limit, 1000);
});

it('drops the oldest bars past the limit, after the ring has wrapped', () => {
  const series = new BarSeries(3);
  for (let time = 1; time <= 7; time += 1) series.push(barAt(time, time));
  expect(series.latest(10).map((bar) => bar.time)).toEqual([5, 6, 7]);
  series.prepend([barAt(0, 0)]);
  expect(series.latest(10).map((bar) => bar.time)).toEqual([5, 6, 7]);
});

it('returns copies: a changed bar does not change the store', () => {
  const series = new BarSeries(5);
  series.push(barAt(60, 1.5));
  const [bar] = series.latest(1);
  bar.close = 9;
  expect(series.latest(1)[0].close).toBe(1.5);
});
