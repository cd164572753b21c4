// The customer's watchlists on the server (API.md "Price alerts and watchlists"). A change sends
// every list (PUT replaces them all); the screen shows it at once (the cached lists are patched
// before the answer) and takes the server's answer, with the ids of new lists, as the truth. A
// refused change puts the lists back as they were.
import type { Watchlist, WatchlistInput } from '../../../../contract/watchlists';
import { api } from '../../../api/api-slice';

interface WatchlistsAnswer {
  data?: unknown;
}

export interface ReplaceWatchlistsArgs {
  /** What PUT sends. */
  lists: WatchlistInput[];
  /** What the screen shows until the answer (new lists under a temporary id). */
  shown: Watchlist[];
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
    replaceWatchlists: build.mutation<Watchlist[], ReplaceWatchlistsArgs>({
      query: ({ lists }) => ({ url: '/users/watchlists', method: 'PUT', body: { lists } }),
      transformResponse: listsOf,
      async onQueryStarted({ shown }, { dispatch, queryFulfilled }) {
        const patch = dispatch(watchlistsApi.util.updateQueryData('getWatchlists', undefined, () => shown));
        try {
          const { data } = await queryFulfilled;
          dispatch(watchlistsApi.util.upsertQueryData('getWatchlists', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetWatchlistsQuery, useReplaceWatchlistsMutation } = watchlistsApi;
