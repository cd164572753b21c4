// The signed-in session. Three slices because SPEC.md stores them under three keys:
// userToken, userProfile and userFinance (the live account summary).
// The events that end a session live in src/api/session.ts, below the features, because the base
// query and the socket dispatch them too.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSummary, UserProfile } from '../../../contract/entities';
import { ACCOUNT_CODES, type AccountCode } from '../../../contract/live';
import { sessionExpired, signedOut, type TokenState } from '../../api/session';
import { liveMessagesReceived } from '../../socket/socket-actions';

export { sessionExpired, signedOut, type TokenState };

const tokenSlice = createSlice({
  name: 'userToken',
  initialState: { token: null } as TokenState,
  reducers: {
    signedIn: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.token = null;
    });
    builder.addCase(sessionExpired, (state) => {
      state.token = null;
    });
  },
});

export interface ProfileState {
  profile: UserProfile | null;
}

const profileSlice = createSlice({
  name: 'userProfile',
  initialState: { profile: null } as ProfileState,
  reducers: {
    profileLoaded: (state, action: PayloadAction<UserProfile>) => {
      state.profile = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => ({ profile: null }));
    builder.addCase(sessionExpired, () => ({ profile: null }));
  },
});

export type FinanceState = { summary: AccountSummary | null };

const EMPTY_SUMMARY: AccountSummary = {
  balance: 0,
  credit: 0,
  margin: 0,
  assets: 0,
  marginFree: 0,
  marginPct: 0,
  floating: 0,
};

const financeSlice = createSlice({
  name: 'userFinance',
  initialState: { summary: null } as FinanceState,
  reducers: {
    /** Live account figures; any subset of the summary may arrive at once. */
    accountFiguresReceived: (state, action: PayloadAction<Partial<AccountSummary>>) => {
      const base: AccountSummary = state.summary ?? EMPTY_SUMMARY;
      state.summary = { ...base, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(profileSlice.actions.profileLoaded, (state, action) => {
      const { balance, credit, margin, assets, marginFree, marginPct, floating } = action.payload;
      state.summary = { balance, credit, margin, assets, marginFree, marginPct, floating };
    });
    builder.addCase(signedOut, () => ({ summary: null }));
    builder.addCase(sessionExpired, () => ({ summary: null }));
    // Account figures from the socket, in the same batched update as the prices of that frame.
    builder.addCase(liveMessagesReceived, (state, action) => {
      for (const message of action.payload) {
        if (message.type !== 'account') continue;
        const summary: AccountSummary = state.summary ?? { ...EMPTY_SUMMARY };
        for (const code of Object.keys(ACCOUNT_CODES) as AccountCode[]) {
          const value = message[code];
          if (value !== undefined) summary[ACCOUNT_CODES[code]] = value;
        }
        state.summary = summary;
      }
    });
  },
});

export const { signedIn } = tokenSlice.actions;
export const { profileLoaded } = profileSlice.actions;
export const { accountFiguresReceived } = financeSlice.actions;

export const userTokenReducer = tokenSlice.reducer;
export const userProfileReducer = profileSlice.reducer;
export const userFinanceReducer = financeSlice.reducer;
