// The active account's curve and monthly figures (the finance API of issue 13). They change with
// whatever changes the account's ledger, so they carry the tags those changes invalidate: the
// accounts (an account switch, a practice reset, a deposit or withdrawal decided), the closed
// orders (a position closed) and the transactions. No tag of their own: a new tag type would sit
// in the one api slice every page loads, the sign-in page included.
import type { ApiSuccess } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';
import type { DayRange } from '../equity-range';
import type { EquityCurve, FinanceMonth } from '../../../../contract/finance';

const FINANCE_TAGS = ['Accounts', 'ClosedOrders', 'Transactions'] as const;

export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEquityCurve: build.query<EquityCurve, DayRange>({
      query: ({ from, to }) => `/finance/equity?${new URLSearchParams({ from, to }).toString()}`,
      transformResponse: (answer: ApiSuccess<EquityCurve>) => ({
        currency: answer.data?.currency ?? 'USD',
        points: answer.data?.points ?? [],
      }),
      providesTags: [...FINANCE_TAGS],
    }),
    getFinanceMonths: build.query<FinanceMonth[], void>({
      query: () => '/finance/months',
      transformResponse: (answer: ApiSuccess<FinanceMonth[]>) => answer.data ?? [],
      providesTags: [...FINANCE_TAGS],
    }),
  }),
});

export const { useGetEquityCurveQuery, useGetFinanceMonthsQuery } = financeApi;
