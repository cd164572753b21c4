// The customer's two accounts (API.md "Accounts: real and practice"). Switching or resetting
// changes every figure, order and list the screens show, so both invalidate every tag that holds
// account data: the profile (header figures), the three order lists, robots, traders and money.
import type { ApiSuccess } from '../../../../contract/envelope';
import type { TradingAccount } from '../../../../contract/wallet';
import { api } from '../../../api/api-slice';

/** What an action call answers: the envelope's status and its Turkish message. */
export type AccountActionAnswer = ApiSuccess<unknown>;

/** Every tag whose data belongs to the active account. */
export const ACCOUNT_BOUND_TAGS = [
  'Accounts',
  'Profile',
  'OpenOrders',
  'WaitingOrders',
  'ClosedOrders',
  'Order',
  'Robots',
  'Traders',
  'Transactions',
] as const;

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccounts: build.query<TradingAccount[], void>({
      query: () => '/users/accounts',
      transformResponse: (answer: ApiSuccess<TradingAccount[]>) => answer.data ?? [],
      providesTags: ['Accounts'],
    }),
    setActiveAccount: build.mutation<AccountActionAnswer, { id: string }>({
      query: ({ id }) => ({ url: '/users/accounts/active', method: 'PUT', body: { id } }),
      invalidatesTags: [...ACCOUNT_BOUND_TAGS],
    }),
    resetPracticeAccount: build.mutation<AccountActionAnswer, void>({
      query: () => ({ url: '/users/accounts/practice/reset', method: 'POST' }),
      invalidatesTags: [...ACCOUNT_BOUND_TAGS],
    }),
  }),
});

export const { useGetAccountsQuery, useSetActiveAccountMutation, useResetPracticeAccountMutation } =
  accountsApi;
