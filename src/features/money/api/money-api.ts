// Deposits, withdrawals and what their screens need (API.md "Money"): the broker's bank accounts,
// the banks a customer withdraws to, the amount limits, the customer's saved IBANs, the identity
// verification state and the transactions themselves. A new, confirmed or cancelled transaction
// changes the balance and the held amount, so it invalidates the accounts and the profile too.
import type { ApiPage, ApiSuccess } from '../../../../contract/envelope';
import { FIRST_PAGE } from '../../../../contract/envelope';
import type {
  BankInfo,
  BrokerBankAccount,
  CardCheckout,
  CardCheckoutRequest,
  MoneyLimits,
  SaveBankRequest,
  SavedBankAccount,
  Transaction,
  TransactionRequest,
  VerificationStatus,
} from '../../../../contract/wallet';
import { api } from '../../../api/api-slice';

export interface VerificationDocument {
  id: string;
  kind: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  createdAt: string;
}

export interface VerificationState {
  status: VerificationStatus;
  documents: VerificationDocument[];
}

export interface TransactionsPage {
  transactions: Transaction[];
  currentPage: number;
  totalPages: number;
}

/** Tolerates a page without paging fields (one page) or without data (empty). */
export function toTransactionsPage(
  answer: Partial<ApiPage<Transaction>>,
  requested: number,
): TransactionsPage {
  const transactions = Array.isArray(answer.data) ? answer.data : [];
  const currentPage = typeof answer.currentPage === 'number' ? answer.currentPage : requested;
  const totalPages = typeof answer.totalPages === 'number' ? answer.totalPages : currentPage;
  return { transactions, currentPage, totalPages };
}

const MONEY_MOVED = ['Transactions', 'Accounts', 'Profile'] as const;

const dataOf =
  <T>(fallback: T) =>
  (answer: ApiSuccess<T>): T =>
    answer.data ?? fallback;

export const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrokerAccounts: build.query<BrokerBankAccount[], void>({
      query: () => '/infos/accounts',
      transformResponse: dataOf<BrokerBankAccount[]>([]),
      providesTags: ['MoneyInfo'],
    }),
    getBankList: build.query<BankInfo[], void>({
      query: () => '/infos/list',
      transformResponse: dataOf<BankInfo[]>([]),
      providesTags: ['MoneyInfo'],
    }),
    getMoneyLimits: build.query<MoneyLimits | null, void>({
      query: () => '/trans/limits',
      transformResponse: dataOf<MoneyLimits | null>(null),
      providesTags: ['MoneyInfo'],
    }),
    getVerification: build.query<VerificationState | null, void>({
      query: () => '/users/verification',
      transformResponse: dataOf<VerificationState | null>(null),
      providesTags: ['Verification'],
    }),
    getTransactions: build.infiniteQuery<TransactionsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
        // A new or cancelled transaction reloads page 1 alone, as the positions lists do.
        refetchCachedPages: false,
      },
      query: ({ pageParam }) => `/trans/all?page=${pageParam}`,
      transformResponse: (answer: Partial<ApiPage<Transaction>>, _meta, { pageParam }) =>
        toTransactionsPage(answer, pageParam),
      providesTags: ['Transactions'],
    }),
    createTransaction: build.mutation<ApiSuccess<Transaction>, TransactionRequest>({
      query: (body) => ({ url: '/trans', method: 'POST', body }),
      invalidatesTags: [...MONEY_MOVED],
    }),
    // Opens a payment on the provider's hosted page; nothing moves until its token comes back.
    startCardCheckout: build.mutation<ApiSuccess<CardCheckout>, CardCheckoutRequest>({
      query: (body) => ({ url: '/trans/card/checkout', method: 'POST', body }),
    }),
    cancelTransaction: build.mutation<ApiSuccess<unknown>, { id: string }>({
      query: ({ id }) => ({ url: '/trans/cancel', method: 'POST', body: { id } }),
      invalidatesTags: [...MONEY_MOVED],
    }),
    getSavedBanks: build.query<SavedBankAccount[], void>({
      query: () => '/users/banks',
      transformResponse: dataOf<SavedBankAccount[]>([]),
      providesTags: ['SavedBanks'],
    }),
    saveBank: build.mutation<ApiSuccess<SavedBankAccount>, SaveBankRequest>({
      query: (body) => ({ url: '/users/banks', method: 'POST', body }),
      invalidatesTags: ['SavedBanks'],
    }),
    deleteBank: build.mutation<ApiSuccess<unknown>, { id: string }>({
      query: ({ id }) => ({ url: `/users/banks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SavedBanks'],
    }),
  }),
});

export const {
  useGetBrokerAccountsQuery,
  useGetBankListQuery,
  useGetMoneyLimitsQuery,
  useGetVerificationQuery,
  useGetTransactionsInfiniteQuery,
  useCreateTransactionMutation,
  useStartCardCheckoutMutation,
  useCancelTransactionMutation,
  useGetSavedBanksQuery,
  useSaveBankMutation,
  useDeleteBankMutation,
} = moneyApi;
