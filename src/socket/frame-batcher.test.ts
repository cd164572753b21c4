import type { LiveMessage } from '../../contract/live';
import { FrameBatcher, type FlushScheduler } from './frame-batcher';

/** A scheduler the test flushes by hand. */
function manualScheduler(): { schedule: FlushScheduler; flush: () => void } {
  let pending: (() => void) | null = null;
  return {
    schedule: (flush) => {
      pending = flush;
      return () => {
        pending = null;
      };
    },
    flush: () => pending?.(),
  };
}

test('a frame keeps only the latest day’s figures per symbol, in the place of the first', () => {
  const batches: LiveMessage[][] = [];
  const clock = manualScheduler();
  const batcher = new FrameBatcher((batch) => batches.push(batch), clock.schedule);
  batcher.add([
    { type: 'daily', symbol: 'EURUSD', open: 1.08, high: 1.09, low: 1.07 },
    { type: 'price', symbol: 'EURUSD', ask: 1.0912, bid: 1.091 },
    { type: 'daily', symbol: 'XAUUSD', open: 2600, high: 2610, low: 2590 },
    { type: 'daily', symbol: 'EURUSD', open: 1.08, high: 1.095, low: 1.07 },
  ]);
  clock.flush();
  expect(batches).toEqual([
    [
      { type: 'daily', symbol: 'EURUSD', open: 1.08, high: 1.095, low: 1.07 },
      { type: 'price', symbol: 'EURUSD', ask: 1.0912, bid: 1.091 },
      { type: 'daily', symbol: 'XAUUSD', open: 2600, high: 2610, low: 2590 },
    ],
  ]);
});
