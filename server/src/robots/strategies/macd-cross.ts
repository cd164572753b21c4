// Momentum: buy when the MACD line crosses above its signal line, sell when it crosses below; the
// opposite cross closes the position.
import type { Candle } from '../../../../contract/entities';
import { atrSeries, crossAtEnd, macdSeries } from '../indicators';
import { closesOf, type Reading, type Strategy, type VolatilityExits } from './strategy-types';

export interface MacdCrossParams extends VolatilityExits {
  fastPeriod: number;
  slowPeriod: number;
  signalPeriod: number;
}

export const macdCross: Strategy<MacdCrossParams> = {
  lookbackBars: (params) => Math.max((params.slowPeriod + params.signalPeriod) * 3, params.atrPeriod + 2),
  read(candles: readonly Candle[], params: MacdCrossParams): Reading {
    const lines = macdSeries(closesOf(candles), params.fastPeriod, params.slowPeriod, params.signalPeriod);
    const cross = crossAtEnd(lines.macd, lines.signal);
    const atr = atrSeries(candles, params.atrPeriod);
    return {
      entry: cross === 1 ? 'Buy' : cross === -1 ? 'Sell' : null,
      exitBuy: cross === -1,
      exitSell: cross === 1,
      atr: atr[atr.length - 1] ?? NaN,
    };
  },
};
