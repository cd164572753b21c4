// Symbols and their live state. Symbols come from GET /api/margin/infos and are normalized by
// symbol; quotes and market state come from the socket (one liveMessagesReceived per frame) and are
// kept apart from the symbol entities, because the socket's snapshot can arrive before the list.
// Nothing here is persisted: prices are stale the moment the app closes.
import { createEntityAdapter, createSlice, type EntityState, type UnknownAction } from '@reduxjs/toolkit';
import type { SymbolInfo } from '../../../contract/entities';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { marketApi } from './api/market-api';
import { applyLiveMessages } from './live-market';

export type PriceMove = 'up' | 'down' | null;

/** A live price. `askSeq`/`bidSeq` count changes so a view can restart its marker on every change. */
export interface Quote {
  ask: number;
  bid: number;
  askMove: PriceMove;
  bidMove: PriceMove;
  askSeq: number;
  bidSeq: number;
}

export interface MarketState {
  isOpen: boolean;
  oTime: string | null;
}

/** The current trading day's first, highest and lowest bid (docs/protocol.md, daily figures). */
export interface DailyFigures {
  open: number;
  high: number;
  low: number;
}

export type SymbolsLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface MarketSliceState {
  symbols: EntityState<SymbolInfo, string>;
  quotes: Record<string, Quote>;
  markets: Record<string, MarketState>;
  daily: Record<string, DailyFigures>;
  status: SymbolsLoadStatus;
}

export const symbolsAdapter = createEntityAdapter<SymbolInfo, string>({ selectId: (info) => info.symbol });

export const initialMarketState: MarketSliceState = {
  symbols: symbolsAdapter.getInitialState(),
  quotes: {},
  markets: {},
  daily: {},
  status: 'idle',
};

const marketSlice = createSlice({
  name: 'market',
  initialState: initialMarketState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(marketApi.endpoints.getSymbols.matchPending, (state) => {
      if (state.status !== 'loaded') state.status = 'loading';
    });
    builder.addMatcher(marketApi.endpoints.getSymbols.matchRejected, (state) => {
      if (state.status !== 'loaded') state.status = 'failed';
    });
    builder.addMatcher(marketApi.endpoints.getSymbols.matchFulfilled, (state, action) => {
      symbolsAdapter.setAll(state.symbols, action.payload);
      state.status = 'loaded';
      // The list's prices and market state seed what the socket has not told us yet; live is fresher.
      for (const info of action.payload) {
        if (!state.quotes[info.symbol] && info.ask !== null && info.bid !== null) {
          state.quotes[info.symbol] = {
            ask: info.ask,
            bid: info.bid,
            askMove: null,
            bidMove: null,
            askSeq: 0,
            bidSeq: 0,
          };
        }
        if (!state.markets[info.symbol])
          state.markets[info.symbol] = { isOpen: info.isOpen, oTime: info.oTime };
        const { dayOpen, dayHigh, dayLow } = info;
        if (!state.daily[info.symbol] && dayOpen != null && dayHigh != null && dayLow != null)
          state.daily[info.symbol] = { open: dayOpen, high: dayHigh, low: dayLow };
      }
    });
  },
});

/** Socket frames bypass immer (see live-market.ts); everything else goes through the slice. */
export function marketReducer(state: MarketSliceState | undefined, action: UnknownAction): MarketSliceState {
  if (state && liveMessagesReceived.match(action)) return applyLiveMessages(state, action.payload);
  return marketSlice.reducer(state, action);
}
