// The account figures of SPEC.md section 3 for the profile. Trading supplies the live provider
// (margin and floating from open positions); until then the stored balance and credit are used.
import type { AccountSummary } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import { loadAccount } from './accounts-repository';

export type AccountFiguresProvider = (userId: string) => Promise<AccountSummary>;

export function centsToUsd(cents: number): number {
  return cents / 100;
}

/** Figures of an account with no open position: no margin used, nothing floating. */
export function figuresAtRest(balanceCents: number, creditCents: number): AccountSummary {
  const assetsCents = balanceCents + creditCents;
  return {
    balance: centsToUsd(balanceCents),
    credit: centsToUsd(creditCents),
    margin: 0,
    assets: centsToUsd(assetsCents),
    marginFree: centsToUsd(assetsCents),
    marginPct: 0,
    floating: 0,
  };
}

export function storedAccountFigures(db: Queryable): AccountFiguresProvider {
  return async (userId) => {
    const account = await loadAccount(db, userId);
    return figuresAtRest(account?.balanceCents ?? 0, account?.creditCents ?? 0);
  };
}
