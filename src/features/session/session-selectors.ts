// Read side of the session: the profile and the live account summary (userProfile and
// userFinance). Other features read them only through these selectors, exported from the session's
// public entry, so the shape of the persisted state stays the session's own business.
import type { AccountSummary, UserProfile } from '../../../contract/entities';
import type { RootState } from '../../app/store';

export const selectProfile = (state: RootState): UserProfile | null => state.userProfile.profile;

/** The seven account figures, or null until the profile or the socket has sent them. */
export const selectAccountSummary = (state: RootState): AccountSummary | null => state.userFinance.summary;

/** True once the account figures are known, so screens can stop showing their loading text. */
export const selectAccountReady = (state: RootState): boolean => state.userFinance.summary !== null;

export const selectMarginFree = (state: RootState): number | undefined =>
  state.userFinance.summary?.marginFree;
