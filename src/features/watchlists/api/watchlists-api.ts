// The customer's watchlists on the server (API.md "Price alerts and watchlists"). A change sends
// every list (PUT replaces them all); hooks/use-watchlists.ts shows it at once and takes the
// latest answer, with the ids of new lists, as the truth.
import type { Watchlist, WatchlistInput } from '../../../../contract/watchlists';
import { api } from '../../../api/api-slice';

interface WatchlistsAnswer {
  data?: unknown;
}

const listsOf = (answer: WatchlistsAnswer): Watchlist[] =>
  Array.isArray(answer.data) ? (answer.data as Watchlist[]) : [];

export const watchlistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWatchlists: build.query<Watchlist[], void>({
      query: () => '/users/watchlists',
      transformResponse: listsOf,
      providesTags: ['Watchlists'],
    }),
    replaceWatchlists: build.mutation<Watchlist[], WatchlistInput[]>({
      query: (lists) => ({ url: '/users/watchlists', method: 'PUT', body: { lists } }),
      transformResponse: listsOf,
    }),
  }),
});

export const { useGetWatchlistsQuery, useReplaceWatchlistsMutation } = watchlistsApi;
