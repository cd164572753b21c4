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

/**
 * The account figures and which of them the socket has written in this tab. The socket is their
 * one writer: a profile (re)load only fills the figures no socket message has brought yet, so a
 * profile answer computed before the latest tick cannot overwrite it. `liveFields` is not
 * persisted (store.ts): after a reload the stored figures are stale until the socket speaks, and
 * the profile may replace them.
 */
export interface FinanceState {
  summary: AccountSummary | null;
  liveFields?: AccountField[];
}
type AccountField = keyof AccountSummary;

const EMPTY_SUMMARY: AccountSummary = {
  balance: 0,
  credit: 0,
  margin: 0,
  assets: 0,
  marginFree: 0,
  marginPct: 0,
  floating: 0,
};

/** The socket's write: its figures win, and each becomes one the profile no longer writes. */
function writeLive(state: FinanceState, figures: Partial<AccountSummary>): void {
  state.summary = { ...(state.summary ?? EMPTY_SUMMARY), ...figures };
  const live = new Set(state.liveFields ?? []);
  for (const field of Object.keys(figures) as AccountField[]) live.add(field);
  state.liveFields = [...live];
}

const financeSlice = createSlice({
  name: 'userFinance',
  initialState: { summary: null } as FinanceState,
  reducers: {
    /** Live account figures; any subset of the summary may arrive at once. */
    accountFiguresReceived: (state, action: PayloadAction<Partial<AccountSummary>>) => {
      writeLive(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(profileSlice.actions.profileLoaded, (state, action) => {
      const { balance, credit, margin, assets, marginFree, marginPct, floating } = action.payload;
      const fromProfile: AccountSummary = {
        balance,
        credit,
        margin,
        assets,
        marginFree,
        marginPct,
        floating,
      };
      const live = new Set(state.liveFields ?? []);
      const summary: AccountSummary = { ...fromProfile };
      for (const field of live) if (state.summary) summary[field] = state.summary[field];
      state.summary = summary;
    });
    builder.addCase(signedOut, () => ({ summary: null }));
    builder.addCase(sessionExpired, () => ({ summary: null }));
    // Account figures from the socket, in the same batched update as the prices of that frame.
    builder.addCase(liveMessagesReceived, (state, action) => {
      for (const message of action.payload) {
        if (message.type !== 'account') continue;
        const figures: Partial<AccountSummary> = {};
        for (const code of Object.keys(ACCOUNT_CODES) as AccountCode[]) {
          const value = message[code];
          if (value !== undefined) figures[ACCOUNT_CODES[code]] = value;
        }
        writeLive(state, figures);
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
