// Read side of the accounts feature: GET /api/users/accounts split into the two kinds. The live
// figures of the active account are the session's (its public entry's selectors).
import { createSelector } from '@reduxjs/toolkit';
import type { TradingAccount } from '../../../contract/wallet';
export interface AccountPair {
  real: TradingAccount | null;
  practice: TradingAccount | null;
  active: TradingAccount | null;
}

/** Splits GET /api/users/accounts into the two kinds and the active one (memoized per list). */
export const selectAccountPair = createSelector(
  [(accounts: readonly TradingAccount[] | undefined) => accounts],
  (accounts): AccountPair => ({
    real: accounts?.find((account) => account.kind === 'real') ?? null,
    practice: accounts?.find((account) => account.kind === 'practice') ?? null,
    active: accounts?.find((account) => account.active) ?? null,
  }),
);
