// What this browser keeps about copy trading under the 'traders' key (SPEC.md section 3): the
// traders the customer follows (with the size last seen), so the button reads 'Takip Ediliyor'
// at once after a reload, before the server's isFollow arrives, and the last search on /traders.
// The server stays the truth: every list, profile or follow answer rewrites the followed entries
// it speaks about (matched by endpoint name, so the slice, which loads with the first page, does not
// pull the traders' endpoints into the sign-in page's JavaScript), so nothing the server changed (a copy stopped by its stop-loss, an unfollow in
// another tab) stays stale here. Figures, comments and trades live only in the RTK Query cache.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Trader } from '../../../contract/traders';
import { sessionExpired, signedOut } from '../../api/session';
import { endpointFulfilled } from '../../api/endpoint-fulfilled';

export interface FollowedTrader {
  /** The trader's `id`, the one the routes take. */
  traderId: string;
  /** USD allocated to the copy. */
  size: number;
  name?: string;
}

export interface TradersState {
  followed: Record<string, FollowedTrader>;
  /** What was typed last in the /traders search box. */
  lastSearch: string;
}

/** Bounds what the persisted search may hold, whatever was typed. */
export const SEARCH_LENGTH_MAX = 60;

const initialState: TradersState = { followed: {}, lastSearch: '' };

/** Writes one trader's server state into the followed map. */
function remember(state: TradersState, trader: Trader) {
  if (trader.isFollow)
    state.followed[trader.id] = { traderId: trader.id, size: trader.copy?.size ?? 0, name: trader.name };
  else delete state.followed[trader.id];
}

const tradersSlice = createSlice({
  name: 'traders',
  initialState,
  reducers: {
    /** Followed for the first time or with a new size. */
    traderFollowed: (state, action: PayloadAction<FollowedTrader>) => {
      state.followed[action.payload.traderId] = action.payload;
    },
    traderUnfollowed: (state, action: PayloadAction<string>) => {
      delete state.followed[action.payload];
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      state.lastSearch = action.payload.slice(0, SEARCH_LENGTH_MAX);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(sessionExpired, () => initialState);
    // The whole list (no search) says exactly who is followed; a searched one only about its rows.
    builder.addMatcher(endpointFulfilled<Trader[], string | undefined>('getTraders'), (state, action) => {
      if (!action.meta.arg.originalArgs) state.followed = {};
      for (const trader of action.payload) remember(state, trader);
    });
    builder.addMatcher(endpointFulfilled<Trader | undefined>('getTraderProfile'), (state, action) => {
      if (action.payload) remember(state, action.payload);
    });
    builder.addMatcher(
      endpointFulfilled<{ status: boolean; data?: Trader }>(
        'followTrader',
        'unfollowTrader',
        'pauseCopy',
        'resumeCopy',
      ),
      (state, action) => {
        const trader = action.payload.data;
        if (action.payload.status && trader) remember(state, trader);
      },
    );
  },
});

export const { traderFollowed, traderUnfollowed, searchChanged } = tradersSlice.actions;
export const tradersReducer = tradersSlice.reducer;

interface WithTraders {
  traders: TradersState;
}

export const selectIsFollowing = (state: WithTraders, traderId: string): boolean =>
  traderId in (state.traders.followed ?? {});

/** The stored search; an older stored state without one reads as empty. */
export const selectLastSearch = (state: WithTraders): string =>
  typeof state.traders.lastSearch === 'string' ? state.traders.lastSearch : '';
