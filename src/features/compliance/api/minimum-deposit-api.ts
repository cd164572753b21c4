// Where the active account stands against the minimum initial deposit (GET
// /api/compliance/minimum-deposit, docs/jurisdiction.md). Money moving, an account switch or a
// profile change may move it, so it is fetched again on those tags.
import type { ApiSuccess } from '../../../../contract/envelope';
import type { MinimumDepositStatus } from '../../../../contract/trading-terms';
import { api } from '../../../api/api-slice';

export const minimumDepositApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMinimumDeposit: build.query<MinimumDepositStatus | null, void>({
      query: () => '/compliance/minimum-deposit',
      providesTags: ['Transactions', 'Accounts', 'Profile'],
      transformResponse: (answer: ApiSuccess<MinimumDepositStatus>) => answer.data ?? null,
    }),
  }),
});

export const { useGetMinimumDepositQuery } = minimumDepositApi;
