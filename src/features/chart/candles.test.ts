import type { Candle } from '../../../contract/entities';
import { mergePriceIntoCandles } from './candles';

const DAY = 86_400;
const bar = (time: number, open: number, high: number, low: number, close: number): Candle => ({
  time,
  open,
  high,
  low,
  close,
});
const day0 = 1_763_931_600; // a day boundary at 00:00 Istanbul (21:00 UTC)

describe('mergePriceIntoCandles', () => {
  const history = [bar(day0 - DAY, 10, 12, 9, 11), bar(day0, 11, 13, 10, 12)];

  test.each([
    ['inside the bar, a new high', 14, day0 + 3600, bar(day0, 11, 14, 10, 14)],
    ['inside the bar, a new low', 8, day0 + 3600, bar(day0, 11, 13, 8, 8)],
    ['inside the bar, between high and low', 10.5, day0 + DAY - 1, bar(day0, 11, 13, 10, 10.5)],
  ])('%s moves the last bar', (_name, price, time, expected) => {
    const merged = mergePriceIntoCandles(history, price, time, '1d');
    expect(merged).toHaveLength(2);
    expect(merged[1]).toEqual(expected);
    expect(history[1]).toEqual(bar(day0, 11, 13, 10, 12));
  });

  test('after the bar, a new one opens on the server’s day grid', () => {
    const merged = mergePriceIntoCandles(history, 15, day0 + DAY + 5, '1d');
    expect(merged).toHaveLength(3);
    expect(merged[2]).toEqual(bar(day0 + DAY, 15, 15, 15, 15));
  });

  test('after a gap of days, the new bar starts on the day of the price', () => {
    const merged = mergePriceIntoCandles(history, 15, day0 + 3 * DAY + 100, '1d');
    expect(merged[2].time).toBe(day0 + 3 * DAY);
  });

  test('minute bars use 60 s periods', () => {
    const minute = [bar(600, 1, 1, 1, 1)];
    expect(mergePriceIntoCandles(minute, 2, 659, '1m')).toEqual([bar(600, 1, 2, 1, 2)]);
    expect(mergePriceIntoCandles(minute, 2, 660, '1m')).toEqual([minute[0], bar(660, 2, 2, 2, 2)]);
  });

  test('an old price or an unchanged one returns the same array', () => {
    expect(mergePriceIntoCandles(history, 99, day0 - 10, '1d')).toBe(history);
    expect(mergePriceIntoCandles(history, 12, day0 + 10, '1d')).toBe(history);
    expect(mergePriceIntoCandles(history, Number.NaN, day0 + 10, '1d')).toBe(history);
  });

  test('no history: the first price opens a bar', () => {
    expect(mergePriceIntoCandles([], 5, 125, '1m')).toEqual([bar(120, 5, 5, 5, 5)]);
  });
});
