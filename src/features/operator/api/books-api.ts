// The books' calls (GET /api/operator/books/*): the trial balance and the client money per day.
// Kept apart from operator-api.ts so the back office's other lists stay as they are; the books
// move with every trade, so each visit reads them again rather than trusting a cached copy.
import type { ClientMoneyReport, TrialBalance } from '../../../../contract/books';
import type { ApiSuccess } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';

export interface ClientMoneyArgs {
  from?: string;
  to?: string;
}

function rangeQuery({ from, to }: ClientMoneyArgs): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrialBalance: build.query<TrialBalance | null, void>({
      query: () => '/operator/books/trial-balance',
      transformResponse: (answer: ApiSuccess<TrialBalance>) => answer.data ?? null,
      keepUnusedDataFor: 0,
    }),
    getClientMoney: build.query<ClientMoneyReport | null, ClientMoneyArgs>({
      query: (args) => `/operator/books/client-money${rangeQuery(args)}`,
      transformResponse: (answer: ApiSuccess<ClientMoneyReport>) => answer.data ?? null,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetTrialBalanceQuery, useGetClientMoneyQuery } = booksApi;
