// The indicator math on small series whose values can be checked by hand.
import {
  atrSeries,
  bollingerSeries,
  crossAtEnd,
  emaSeries,
  macdSeries,
  rsiSeries,
  smaSeries,
} from '../../src/robots/indicators';

describe('indicators', () => {
  it('SMA averages the last n values and is NaN before', () => {
    expect(smaSeries([1, 2, 3, 4, 5], 3)).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('EMA starts from the SMA and weighs by 2 / (n + 1)', () => {
    // Seed (1 + 2 + 3) / 3 = 2; then 4 × 0.5 + 2 × 0.5 = 3; then 5 × 0.5 + 3 × 0.5 = 4.
    expect(emaSeries([1, 2, 3, 4, 5], 3)).toEqual([NaN, NaN, 2, 3, 4]);
    // NaN inputs (another line's warm-up) are skipped, not averaged.
    expect(emaSeries([NaN, 2, 4, 6], 2)).toEqual([NaN, NaN, 3, 5]);
  });

  it('RSI is 100 without losses, 0 without gains, 50 when they balance', () => {
    expect(rsiSeries([1, 2, 3, 4], 3)[3]).toBe(100);
    expect(rsiSeries([4, 3, 2, 1], 3)[3]).toBe(0);
    expect(rsiSeries([1, 2, 1, 2, 1], 4)[4]).toBeCloseTo(50, 6);
  });

  it('Bollinger bands sit the given deviations around the average', () => {
    const bands = bollingerSeries([1, 3, 1, 3], 2, 2);
    // Window (1, 3): mean 2, population deviation 1.
    expect(bands.middle[3]).toBe(2);
    expect(bands.upper[3]).toBe(4);
    expect(bands.lower[3]).toBe(0);
  });

  it('MACD is the fast EMA less the slow one, with its own signal line', () => {
    const lines = macdSeries([1, 2, 3, 4, 5, 6], 2, 3, 2);
    // A straight line: fast EMA(2) sits 0.5 below the price, slow EMA(3) 1 below: MACD 0.5.
    expect(lines.macd[5]).toBeCloseTo(0.5, 9);
    expect(lines.signal[5]).toBeCloseTo(0.5, 9);
  });

  it('ATR averages true ranges, gaps included', () => {
    const bars = [
      { time: 0, open: 10, high: 11, low: 9, close: 10 },
      { time: 60, open: 10, high: 12, low: 10, close: 11 },
      { time: 120, open: 14, high: 15, low: 14, close: 15 },
    ];
    // True ranges: 2 (high − low) and 4 (the gap from the close of 11 to a high of 15).
    expect(atrSeries(bars, 2)).toEqual([NaN, NaN, 3]);
  });

  it('sees a crossing only on the bar where it happens', () => {
    expect(crossAtEnd([1, 3], [2, 2])).toBe(1);
    expect(crossAtEnd([3, 1], [2, 2])).toBe(-1);
    expect(crossAtEnd([3, 4], [2, 2])).toBe(0);
    expect(crossAtEnd([NaN, 4], [2, 2])).toBe(0);
  });
});
