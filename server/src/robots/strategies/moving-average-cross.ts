// Trend following: buy when the fast moving average crosses above the slow one, sell when it
// crosses below; the opposite cross closes the position.
import type { Candle } from '../../../../contract/entities';
import { atrSeries, crossAtEnd, emaSeries, smaSeries } from '../indicators';
import { closesOf, type Reading, type Strategy, type VolatilityExits } from './strategy-types';

export interface MovingAverageCrossParams extends VolatilityExits {
  fastPeriod: number;
  slowPeriod: number;
  /** 1 for exponential averages, 0 for simple ones. */
  exponential: number;
}

export const movingAverageCross: Strategy<MovingAverageCrossParams> = {
  lookbackBars: (params) => Math.max(params.slowPeriod * 3, params.atrPeriod + 2),
  read(candles: readonly Candle[], params: MovingAverageCrossParams): Reading {
    const closes = closesOf(candles);
    const average = params.exponential === 1 ? emaSeries : smaSeries;
    const cross = crossAtEnd(average(closes, params.fastPeriod), average(closes, params.slowPeriod));
    const atr = atrSeries(candles, params.atrPeriod);
    return {
      entry: cross === 1 ? 'Buy' : cross === -1 ? 'Sell' : null,
      exitBuy: cross === -1,
      exitSell: cross === 1,
      atr: atr[atr.length - 1] ?? NaN,
    };
  },
};
