// The server's bars for a symbol: GET /api/margin/candles/{symbol}?interval=1d|1m&limit=n.
import type { ApiSuccess } from '../../../../contract/envelope';
import type { Candle, CandleInterval } from '../../../../contract/entities';
import { api } from '../../../api/api-slice';
import { CANDLES_PER_LOAD } from '../chart-config';

export interface CandlesArgs {
  symbol: string;
  interval: CandleInterval;
}

export const chartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCandles: build.query<Candle[], CandlesArgs>({
      query: ({ symbol, interval }) => ({
        url: `/margin/candles/${encodeURIComponent(symbol)}`,
        params: { interval, limit: CANDLES_PER_LOAD },
      }),
      transformResponse: (response: ApiSuccess<Candle[]>) => response.data ?? [],
      // Bars go stale as the feed moves; a reopened chart loads fresh ones.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetCandlesQuery } = chartApi;
