// The server's bars for a symbol with the live bid folded into the last one. `base` changes only
// when the server's bars arrive; `last` changes on every tick that moves the chart.
import { useEffect, useState } from 'react';
import type { Candle, CandleInterval } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { selectQuote } from '../../market';
import { useGetCandlesQuery } from '../api/chart-api';
import { lastCandle, mergePriceIntoCandles } from '../candles';

const NO_CANDLES: readonly Candle[] = [];
const nowSeconds = () => Date.now() / 1000;

export interface LiveCandles {
  base: readonly Candle[];
  candles: readonly Candle[];
  last: Candle | undefined;
  loading: boolean;
  failed: boolean;
}

export function useLiveCandles(symbol: string, interval: CandleInterval): LiveCandles {
  const { data, isLoading, isError } = useGetCandlesQuery({ symbol, interval });
  const base = data ?? NO_CANDLES;
  const bid = useAppSelector(selectQuote(symbol))?.bid;
  const [merged, setMerged] = useState({ base, candles: base });

  // New server bars replace whatever the ticks built on the old ones.
  const current = merged.base === base ? merged.candles : base;
  useEffect(() => {
    if (bid === undefined) return;
    setMerged((previous) => {
      const start = previous.base === base ? previous.candles : base;
      const candles = mergePriceIntoCandles(start, bid, nowSeconds(), interval);
      return candles === previous.candles && previous.base === base ? previous : { base, candles };
    });
  }, [bid, base, interval]);

  return { base, candles: current, last: lastCandle(current), loading: isLoading, failed: isError };
}
