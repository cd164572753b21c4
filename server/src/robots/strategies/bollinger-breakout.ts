// Breakout: buy when a bar closes above the upper Bollinger band, sell when one closes below the
// lower band; a position closes when the price falls back across the middle band.
import type { Candle } from '../../../../contract/entities';
import { atrSeries, bollingerSeries, crossAtEnd } from '../indicators';
import { closesOf, type Reading, type Strategy, type VolatilityExits } from './strategy-types';

export interface BollingerBreakoutParams extends VolatilityExits {
  period: number;
  deviations: number;
}

export const bollingerBreakout: Strategy<BollingerBreakoutParams> = {
  lookbackBars: (params) => Math.max(params.period * 2, params.atrPeriod + 2),
  read(candles: readonly Candle[], params: BollingerBreakoutParams): Reading {
    const closes = closesOf(candles);
    const bands = bollingerSeries(closes, params.period, params.deviations);
    const last = closes.length - 1;
    const atr = atrSeries(candles, params.atrPeriod);
    return {
      entry:
        crossAtEnd(closes, bands.upper) === 1
          ? 'Buy'
          : crossAtEnd(closes, bands.lower) === -1
            ? 'Sell'
            : null,
      exitBuy: closes[last] < bands.middle[last],
      exitSell: closes[last] > bands.middle[last],
      atr: atr[last] ?? NaN,
    };
  },
};
