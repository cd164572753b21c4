// Expected values worked out by hand (shown in the comments) rather than by a second implementation.
import { bollinger } from './bollinger';
import { ema, sma } from './moving-averages';
import { rsi } from './rsi';

const PRICES = [2, 4, 6, 8, 12];

function expectSeries(actual: readonly (number | null)[], expected: readonly (number | null)[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, index) => {
    if (value === null) expect(actual[index]).toBeNull();
    else expect(actual[index]).toBeCloseTo(value, 4);
  });
}

describe('indicators', () => {
  it('SMA 3: (2+4+6)/3 = 4, (4+6+8)/3 = 6, (6+8+12)/3 = 8.6667', () => {
    expectSeries(sma(PRICES, 3), [null, null, 4, 6, 8.6667]);
    expectSeries(sma(PRICES, 1), PRICES);
    expectSeries(sma([1, 2], 3), [null, null]);
  });

  it('EMA 3 (alpha 0.5): seed 4, then 0.5·8 + 0.5·4 = 6, then 0.5·12 + 0.5·6 = 9', () => {
    expectSeries(ema(PRICES, 3), [null, null, 4, 6, 9]);
    expect(ema([], 3)).toEqual([]);
  });

  it('Bollinger 3, 2σ: σ of (2,4,6) is √(8/3) = 1.63299, so 4 ± 3.26599', () => {
    const bands = bollinger(PRICES, 3, 2);
    expectSeries(bands.middle, [null, null, 4, 6, 8.6667]);
    // Window (6, 8, 12): mean 8.6667, squares 7.1111 + 0.4444 + 11.1111 = 18.6667, σ = 2.49444.
    expectSeries(bands.upper, [null, null, 7.26599, 9.26599, 13.65555]);
    expectSeries(bands.lower, [null, null, 0.73401, 2.73401, 3.67778]);
  });

  it('RSI 3 with Wilder smoothing', () => {
    // Changes +1 −1 +2 | +1 | −1. First averages: gain 3/3 = 1, loss 1/3: RS 3, RSI 75.
    // Next: gain (1·2 + 1)/3 = 1, loss (1/3·2)/3 = 2/9: RS 4.5, RSI 81.8182.
    // Next: gain (1·2)/3 = 2/3, loss (2/9·2 + 1)/3 = 13/27: RS 18/13, RSI 58.0645.
    expectSeries(rsi([10, 11, 10, 12, 13, 12], 3), [null, null, null, 75, 81.8182, 58.0645]);
    // Only gains: no loss to divide by, the index sits at its maximum.
    expectSeries(rsi([1, 2, 3, 4], 3), [null, null, null, 100]);
    expect(rsi([], 14)).toEqual([]);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => sma(PRICES, 0)).toThrow();
    expect(() => ema(PRICES, 1.5)).toThrow();
    expect(() => rsi(PRICES, -1)).toThrow();
  });
});
