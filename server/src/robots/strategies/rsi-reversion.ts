// Mean reversion: buy when the RSI climbs back above the oversold level, sell when it falls back
// below the overbought level; a position closes once the RSI reaches the middle level.
import type { Candle } from '../../../../contract/entities';
import { atrSeries, crossLevelAtEnd, rsiSeries } from '../indicators';
import { closesOf, type Reading, type Strategy, type VolatilityExits } from './strategy-types';

export interface RsiReversionParams extends VolatilityExits {
  rsiPeriod: number;
  oversold: number;
  overbought: number;
  /** The level where the price is taken to have returned to its mean. */
  exitLevel: number;
}

export const rsiReversion: Strategy<RsiReversionParams> = {
  lookbackBars: (params) => Math.max(params.rsiPeriod * 5, params.atrPeriod + 2),
  read(candles: readonly Candle[], params: RsiReversionParams): Reading {
    const rsi = rsiSeries(closesOf(candles), params.rsiPeriod);
    const last = rsi[rsi.length - 1] ?? NaN;
    const atr = atrSeries(candles, params.atrPeriod);
    return {
      entry:
        crossLevelAtEnd(rsi, params.oversold) === 1
          ? 'Buy'
          : crossLevelAtEnd(rsi, params.overbought) === -1
            ? 'Sell'
            : null,
      exitBuy: last >= params.exitLevel,
      exitSell: last <= params.exitLevel,
      atr: atr[atr.length - 1] ?? NaN,
    };
  },
};
