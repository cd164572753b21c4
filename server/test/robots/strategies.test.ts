// Each strategy on hand-made bars: a known crossover or level cross gives a known signal, and the
// one decision rule turns a reading and an instance's position into close and open steps.
import type { Candle } from '../../../contract/entities';
import { bollingerBreakout } from '../../src/robots/strategies/bollinger-breakout';
import { macdCross } from '../../src/robots/strategies/macd-cross';
import { movingAverageCross } from '../../src/robots/strategies/moving-average-cross';
import { rsiReversion } from '../../src/robots/strategies/rsi-reversion';
import { decide, type Reading } from '../../src/robots/strategies/strategy-types';

const EXITS = { atrPeriod: 3, stopAtr: 2, takeAtr: 3 };

/** Bars whose close is each given price, with a high and low one unit around it. */
function barsOf(closes: readonly number[]): Candle[] {
  return closes.map((close, index) => ({
    time: index * 60,
    open: index === 0 ? close : closes[index - 1],
    high: Math.max(close, index === 0 ? close : closes[index - 1]) + 1,
    low: Math.min(close, index === 0 ? close : closes[index - 1]) - 1,
    close,
  }));
}

describe('moving-average cross', () => {
  const params = { fastPeriod: 2, slowPeriod: 4, exponential: 0, ...EXITS };

  it('buys on the bar where the fast average crosses above the slow one', () => {
    // Slow falls then the last bar jumps: fast (2) goes from below to above slow (4).
    const before = barsOf([10, 9, 8, 7, 6]);
    const after = barsOf([10, 9, 8, 7, 6, 12]);
    expect(movingAverageCross.read(before, params).entry).toBeNull();
    const reading = movingAverageCross.read(after, params);
    expect(reading.entry).toBe('Buy');
    expect(reading.exitSell).toBe(true);
    expect(reading.atr).toBeGreaterThan(0);
  });

  it('sells on the bar where the fast average crosses below, and no signal while it stays below', () => {
    expect(movingAverageCross.read(barsOf([6, 7, 8, 9, 10, 4]), params).entry).toBe('Sell');
    expect(movingAverageCross.read(barsOf([6, 7, 8, 9, 10, 4, 3]), params).entry).toBeNull();
  });

  it('reads nothing before its averages have enough bars', () => {
    expect(movingAverageCross.read(barsOf([1, 2]), params)).toMatchObject({ entry: null, exitBuy: false });
  });
});

describe('RSI reversion', () => {
  const params = { rsiPeriod: 3, oversold: 30, overbought: 70, exitLevel: 50, ...EXITS };

  it('buys when the RSI climbs back above the oversold level', () => {
    const falling = [20, 19, 18, 17, 16, 15];
    expect(rsiReversion.read(barsOf(falling), params).entry).toBeNull();
    expect(rsiReversion.read(barsOf([...falling, 17]), params).entry).toBe('Buy');
  });

  it('sells when the RSI falls back below the overbought level, and exits a buy at the middle level', () => {
    const rising = [10, 11, 12, 13, 14, 15];
    const reading = rsiReversion.read(barsOf([...rising, 13]), params);
    expect(reading.entry).toBe('Sell');
    expect(rsiReversion.read(barsOf(rising), params).exitBuy).toBe(true);
  });
});

describe('Bollinger breakout', () => {
  const params = { period: 10, deviations: 2, ...EXITS };

  it('buys when a close breaks above the upper band and sells below the lower band', () => {
    // Within its own window a single bar can pass 2 deviations only when the window is long enough.
    const calm = [100, 101, 100, 101, 100, 101, 100, 101, 100, 101];
    expect(bollingerBreakout.read(barsOf(calm), params).entry).toBeNull();
    expect(bollingerBreakout.read(barsOf([...calm, 110]), params).entry).toBe('Buy');
    expect(bollingerBreakout.read(barsOf([...calm, 90]), params).entry).toBe('Sell');
  });

  it('exits a buy once the close is back under the middle band', () => {
    const reading = bollingerBreakout.read(barsOf([100, 101, 100, 101, 100, 101, 100, 101, 100, 99]), params);
    expect(reading.exitBuy).toBe(true);
    expect(reading.exitSell).toBe(false);
  });
});

describe('MACD cross', () => {
  const params = { fastPeriod: 2, slowPeriod: 4, signalPeriod: 2, ...EXITS };

  it('buys when the MACD line turns up through its signal line after a fall', () => {
    const falling = [20, 19, 18, 17, 16, 15, 14, 13];
    expect(macdCross.read(barsOf(falling), params).entry).toBeNull();
    expect(macdCross.read(barsOf([...falling, 18]), params).entry).toBe('Buy');
  });

  it('sells when it turns down after a rise', () => {
    const rising = [10, 11, 12, 13, 14, 15, 16, 17];
    expect(macdCross.read(barsOf([...rising, 12]), params).entry).toBe('Sell');
  });
});

describe('decide', () => {
  const reading = (overrides: Partial<Reading>): Reading => ({
    entry: null,
    exitBuy: false,
    exitSell: false,
    atr: 2,
    ...overrides,
  });

  it('opens when flat with stops at multiples of the ATR', () => {
    expect(decide(reading({ entry: 'Buy' }), { position: null }, EXITS)).toEqual({
      close: false,
      open: { side: 'Buy', stopDistance: 4, takeDistance: 6 },
    });
  });

  it('holds one position at a time: the same entry again changes nothing', () => {
    expect(decide(reading({ entry: 'Buy' }), { position: 'Buy' }, EXITS)).toEqual({
      close: false,
      open: null,
    });
  });

  it('closes on an exit and reverses on an opposite entry', () => {
    expect(decide(reading({ exitBuy: true }), { position: 'Buy' }, EXITS)).toEqual({
      close: true,
      open: null,
    });
    expect(decide(reading({ entry: 'Sell' }), { position: 'Buy' }, EXITS)).toEqual({
      close: true,
      open: { side: 'Sell', stopDistance: 4, takeDistance: 6 },
    });
  });

  it('opens nothing while the ATR is still warming up', () => {
    expect(decide(reading({ entry: 'Buy', atr: NaN }), { position: null }, EXITS).open).toBeNull();
  });
});
