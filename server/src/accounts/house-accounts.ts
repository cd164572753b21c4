// Which house account holds the other side of each customer ledger row (docs/finance.md "The house
// accounts"). postLedger and postLedgerBatch write that other side in the same statement as the
// customer's row, with the opposite amount, so customers' and house accounts always sum to zero.
// A Record per ledger kind: a new kind does not compile until it names its house account.
import type { HouseAccount } from '../../../contract/books';
import type { AccountKind } from '../../../contract/wallet';
import type { LedgerKind } from '../engine/engine-types';

const REAL: Readonly<Record<LedgerKind, HouseAccount>> = {
  deposit: 'bank_clearing',
  withdrawal: 'bank_clearing',
  realized: 'trading_result',
  swap: 'trading_result',
  stopout_reset: 'negative_balance_protection',
  credit: 'client_credit',
  practice_reset: 'practice_funds',
};

/** Practice money is virtual: every movement of it, whatever its kind, is the practice fund's. */
const PRACTICE: Readonly<Record<LedgerKind, HouseAccount>> = {
  deposit: 'practice_funds',
  withdrawal: 'practice_funds',
  realized: 'practice_funds',
  swap: 'practice_funds',
  stopout_reset: 'practice_funds',
  credit: 'practice_funds',
  practice_reset: 'practice_funds',
};

const BY_ACCOUNT_KIND: Readonly<Record<AccountKind, Readonly<Record<LedgerKind, HouseAccount>>>> = {
  real: REAL,
  practice: PRACTICE,
};

export function houseAccountOf(accountKind: AccountKind, kind: LedgerKind): HouseAccount {
  return BY_ACCOUNT_KIND[accountKind][kind];
}

/** The whole mapping as three parallel arrays, for a batch statement to join with unnest. */
export const HOUSE_MAPPING_ROWS: { accountKinds: string[]; kinds: string[]; houseAccounts: string[] } =
  (() => {
    const rows = { accountKinds: [] as string[], kinds: [] as string[], houseAccounts: [] as string[] };
    for (const [accountKind, byKind] of Object.entries(BY_ACCOUNT_KIND)) {
      for (const [kind, houseAccount] of Object.entries(byKind)) {
        rows.accountKinds.push(accountKind);
        rows.kinds.push(kind);
        rows.houseAccounts.push(houseAccount);
      }
    }
    return rows;
  })();
