// The customer's two accounts and which one is active, for the switcher and the money screens.
import type { AccountKind } from '../../../../contract/wallet';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionToken } from '../../session';
import { useGetAccountsQuery } from '../api/accounts-api';
import { selectAccountPair, type AccountPair } from '../accounts-selectors';

export interface AccountsView extends AccountPair {
  activeKind: AccountKind | null;
  isLoading: boolean;
  isError: boolean;
}

export function useAccounts(): AccountsView {
  const token = useAppSelector(selectSessionToken);
  const { data, isLoading, isError } = useGetAccountsQuery(undefined, { skip: !token });
  const pair = selectAccountPair(data);
  return { ...pair, activeKind: pair.active?.kind ?? null, isLoading, isError };
}
