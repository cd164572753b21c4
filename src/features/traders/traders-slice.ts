// The traders this user follows and the size chosen for each (SPEC.md section 3 stores 'traders'
// locally). The trader screens read it to label the button 'Takip Ediliyor' before the server's
// isFollow arrives.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '../session/session-slice';

export interface FollowedTrader {
  traderId: string;
  size: number;
}

export interface TradersState {
  followed: Record<string, FollowedTrader>;
}

const initialState: TradersState = { followed: {} };

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
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(sessionExpired, () => initialState);
  },
});

export const { traderFollowed, traderUnfollowed } = tradersSlice.actions;
export const tradersReducer = tradersSlice.reducer;

export const selectIsFollowing = (state: { traders: TradersState }, traderId: string): boolean =>
  traderId in state.traders.followed;
