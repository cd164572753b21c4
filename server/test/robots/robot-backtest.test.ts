// The back-test runs the live robot's own strategy over bars: a known cross opens a trade, its ATR
// target or stop closes it, and the figures and equity curve follow from those trades.
import type { Candle } from '../../../contract/entities';
import { figuresOf, runBacktest, thinCurve } from '../../src/robots/robot-backtest';
import { bindCatalogue, type CatalogueEntry } from '../../src/robots/robot-catalogue';

const ENTRY: CatalogueEntry = {
  robotId: 'test-trend',
  name: 'Deneme',
  description: 'Deneme.',
  symbol: 'XAUUSD',
  timeframe: '1m',
  strategyText: 'Deneme.',
  kind: 'movingAverageCross',
  params: { fastPeriod: 2, slowPeriod: 4, exponential: 0, atrPeriod: 3, stopAtr: 2, takeAtr: 3 },
};
const robot = bindCatalogue([ENTRY]).get('test-trend');
const noQuotes = () => null;

function barsOf(closes: readonly number[]): Candle[] {
  return closes.map((close, index) => {
    const open = index === 0 ? close : closes[index - 1];
    return { time: index * 60, open, high: Math.max(open, close), low: Math.min(open, close), close };
  });
}

describe('back-test', () => {
  if (!robot) throw new Error('the test robot was not bound');

  it('buys at the cross and takes profit at 3 ATR: one winning trade', () => {
    // ATR(3) at the cross bar is 16/3 (ranges 1, 1, 1, 1, 14); the target is 16 above the fill.
    const result = runBacktest(robot, barsOf([2650, 2649, 2648, 2647, 2646, 2660, 2670, 2680]), noQuotes);
    expect(result.trades).toBe(1);
    expect(result.winRatePct).toBe(100);
    // The buy fills at the ask (2660.35) and its target is 16 above the fill: 0.1 lot of 100 oz.
    expect(result.profit).toBeCloseTo(16 * 10, 1);
    expect(result.totalReturnPct).toBeCloseTo(1.6, 2);
    expect(result.equityCurve[result.equityCurve.length - 1].equity).toBeCloseTo(10_160, 1);
    expect(result.bars).toBe(8);
  });

  it('loses at the stop when the price falls back: one losing trade and a drawdown', () => {
    const result = runBacktest(robot, barsOf([2650, 2649, 2648, 2647, 2646, 2660, 2640]), noQuotes);
    expect(result.trades).toBe(1);
    expect(result.winRatePct).toBe(0);
    expect(result.profit).toBeLessThan(0);
    expect(result.maxDrawdownPct).toBeGreaterThan(0);
  });

  it('has no trades and a flat curve on too few bars', () => {
    const result = runBacktest(robot, barsOf([2650, 2651]), noQuotes);
    expect(result).toMatchObject({ trades: 0, totalReturnPct: 0, maxDrawdownPct: 0, winRatePct: 0 });
  });

  it('computes figures from trades and a curve', () => {
    expect(figuresOf([100, -50, 200], [10_100, 10_050, 10_250], 10_000)).toEqual({
      totalReturnPct: 2.5,
      maxDrawdownPct: 0.5,
      winRatePct: 66.67,
      trades: 3,
      profit: 250,
      profitFactor: 6,
    });
  });

  it('has no profit factor when no trade lost, rather than an infinite one', () => {
    expect(figuresOf([100, 50], [10_100, 10_150], 10_000).profitFactor).toBeNull();
    expect(figuresOf([], [], 10_000).profitFactor).toBeNull();
    expect(figuresOf([-40, 10], [9_960, 9_970], 10_000).profitFactor).toBe(0.25);
  });

  it('thins a long curve to its bound and keeps the last point', () => {
    const points = Array.from({ length: 1000 }, (_, index) => ({ time: index, equity: index }));
    const thinned = thinCurve(points, 120);
    expect(thinned).toHaveLength(120);
    expect(thinned[119]).toEqual({ time: 999, equity: 999 });
  });
});
