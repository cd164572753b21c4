// One symbol's bars of one size, oldest first, bounded to `limit` bars: the candle store's history.
//
// A bar as an object with five number fields costs about 136 bytes of JS heap (the object, four
// boxed doubles, the array slot); the candle history a fresh server seeds is some 121,000 bars,
// 16.6 MB, and three days of minute bars grow it further. Here a bar is five doubles in one
// Float64Array (40 bytes), used as a ring so that dropping the oldest bar is an index step. The
// numbers are the same doubles, so every bar reads back exactly as it was written.
import type { Candle } from '../../../contract/entities';

const FIELDS = 5;
const TIME = 0;
const OPEN = 1;
const HIGH = 2;
const LOW = 3;
const CLOSE = 4;
/** The first allocation of a series that grows bar by bar. */
const FIRST_CAPACITY = 64;

export class BarSeries {
  private data = new Float64Array(0);
  private capacity = 0;
  /** The ring slot of the oldest bar. */
  private head = 0;
  private count = 0;

  constructor(private readonly limit: number) {}

  get length(): number {
    return this.count;
  }

  /** The oldest bar's time (unix seconds), or undefined when empty. */
  firstTime(): number | undefined {
    return this.count > 0 ? this.data[this.offset(0) + TIME] : undefined;
  }

  /** The newest bar's time (unix seconds), or undefined when empty. */
  lastTime(): number | undefined {
    return this.count > 0 ? this.data[this.offset(this.count - 1) + TIME] : undefined;
  }

  /** A price inside the newest bar: its high and low widen to it and it becomes the close. */
  updateLast(price: number): void {
    const at = this.offset(this.count - 1);
    if (price > this.data[at + HIGH]) this.data[at + HIGH] = price;
    if (price < this.data[at + LOW]) this.data[at + LOW] = price;
    this.data[at + CLOSE] = price;
  }

  /** A new newest bar; past the limit the oldest goes. */
  push(bar: Candle): void {
    if (this.count === this.limit) {
      this.head = (this.head + 1) % this.capacity;
      this.count -= 1;
    }
    if (this.count === this.capacity)
      this.resize(Math.min(this.limit, Math.max(FIRST_CAPACITY, this.capacity * 2)));
    writeBar(this.data, this.offset(this.count), bar);
    this.count += 1;
  }

  /**
   * Older bars (oldest first) in front of the held ones; past the limit the oldest of them go (the
   * held ones are never more than the limit, so all of them stay).
   */
  prepend(older: readonly Candle[]): void {
    const kept = Math.min(this.limit, older.length + this.count);
    const fromOlder = kept - this.count;
    const data = new Float64Array(kept * FIELDS);
    for (let index = 0; index < fromOlder; index += 1)
      writeBar(data, index * FIELDS, older[older.length - fromOlder + index]);
    this.copyInto(data, fromOlder);
    this.data = data;
    this.capacity = kept;
    this.head = 0;
    this.count = kept;
  }

  /** The newest `count` bars, oldest first, as new objects. */
  latest(count: number): Candle[] {
    const wanted = Math.max(0, Math.min(count, this.count));
    const bars: Candle[] = [];
    for (let index = this.count - wanted; index < this.count; index += 1) {
      const at = this.offset(index);
      const data = this.data;
      bars.push({
        time: data[at + TIME],
        open: data[at + OPEN],
        high: data[at + HIGH],
        low: data[at + LOW],
        close: data[at + CLOSE],
      });
    }
    return bars;
  }

  /** Where the index-th oldest bar's five numbers start. */
  private offset(index: number): number {
    return ((this.head + index) % this.capacity) * FIELDS;
  }

  private resize(capacity: number): void {
    const data = new Float64Array(capacity * FIELDS);
    this.copyInto(data, 0);
    this.data = data;
    this.capacity = capacity;
    this.head = 0;
  }

  /** The held bars, oldest first, into `data` from row `firstRow` on. */
  private copyInto(data: Float64Array, firstRow: number): void {
    for (let index = 0; index < this.count; index += 1) {
      const from = this.offset(index);
      data.set(this.data.subarray(from, from + FIELDS), (firstRow + index) * FIELDS);
    }
  }
}

function writeBar(data: Float64Array, at: number, bar: Candle): void {
  data[at + TIME] = bar.time;
  data[at + OPEN] = bar.open;
  data[at + HIGH] = bar.high;
  data[at + LOW] = bar.low;
  data[at + CLOSE] = bar.close;
}
