// The active account's curve and monthly figures (the finance API of issue 13). Both belong to the
// active account, so they carry the Finance tag the account switch and the practice reset
// invalidate; a closed position or a decided deposit or withdrawal changes them too, so they also
// reload with the closed orders and the transactions.
import type { ApiSuccess } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';
import type { DayRange } from '../equity-range';
import type { EquityCurve, FinanceMonth } from '../finance-types';

const FINANCE_TAGS = ['Finance', 'ClosedOrders', 'Transactions'] as const;

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
