// The /api/traders calls (API.md "Copy trading", contract/traders.ts). The list, a profile and
// the trader's trades are 'Traders' data; follow, unfollow, pause and resume answer the trader as
// it now stands and invalidate it, so followCount, isFollow and the copy state on every screen are
// the server's own after each change (SPEC.md 4: "after follow or unfollow the trader state is
// updated"). Unfollowing closes the copied positions at market, so it reloads the customer's open
// and closed lists and the account figures too. Comments are an infinite query like the positions
// lists: 'Daha Fazla Yükle' appends the next page while currentPage < totalPages. The list and a
// profile also listen to the order-list tags the socket's `order` messages invalidate: a copied
// trade opening or closing on the customer's account moves the copy's value and the trader's
// figures, which then show without a reload.
import type { ApiPage, ApiSuccess } from '../../../../contract/envelope';
import { FIRST_PAGE } from '../../../../contract/envelope';
import type { Order } from '../../../../contract/entities';
import type {
  CommentPayload,
  FollowPayload,
  Trader,
  TraderComment,
  TraderProfile,
} from '../../../../contract/traders';
import { api } from '../../../api/api-slice';

/** What the follow, unfollow, pause and resume calls answer: the envelope and the trader. */
export type TraderAnswer = ApiSuccess<Trader>;

/** One page of comments as the tab uses it. */
export interface CommentsPageView {
  comments: TraderComment[];
  currentPage: number;
  totalPages: number;
}

/** Tolerates a page without paging fields (one page) or without data (empty). */
export function toCommentsPage(
  response: Partial<ApiPage<TraderComment>>,
  requested: number,
): CommentsPageView {
  const comments = Array.isArray(response.data) ? response.data : [];
  const currentPage = typeof response.currentPage === 'number' ? response.currentPage : requested;
  const totalPages = typeof response.totalPages === 'number' ? response.totalPages : currentPage;
  return { comments, currentPage, totalPages };
}

const listOf = <T>(answer: ApiSuccess<T[]>): T[] => (Array.isArray(answer.data) ? answer.data : []);
const path = (id: string) => encodeURIComponent(id);
const ORDER_TAGS = ['OpenOrders', 'ClosedOrders'] as const;
/** The trader's own tag and the list's, which a change to one trader makes stale. */
const traderTags = (id: string) => [
  { type: 'Traders' as const, id },
  { type: 'Traders' as const, id: 'LIST' },
];

export const tradersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTraders: build.query<Trader[], string>({
      query: (search) => (search ? `/traders?search=${encodeURIComponent(search)}` : '/traders'),
      transformResponse: listOf<Trader>,
      providesTags: [{ type: 'Traders', id: 'LIST' }, ...ORDER_TAGS],
    }),
    getTraderProfile: build.query<TraderProfile, string>({
      query: (id) => `/traders/${path(id)}`,
      transformResponse: (answer: ApiSuccess<TraderProfile>) => answer.data as TraderProfile,
      providesTags: (_result, _error, id) => [{ type: 'Traders', id }, ...ORDER_TAGS],
    }),
    getTraderPositions: build.query<Order[], string>({
      query: (id) => `/traders/positions/${path(id)}`,
      transformResponse: listOf<Order>,
      providesTags: (_result, _error, id) => [{ type: 'Traders', id }],
    }),
    getTraderOrders: build.query<Order[], string>({
      query: (id) => `/traders/orders/${path(id)}`,
      transformResponse: listOf<Order>,
      providesTags: (_result, _error, id) => [{ type: 'Traders', id }],
    }),
    getTraderComments: build.infiniteQuery<CommentsPageView, string, number>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
        refetchCachedPages: false,
      },
      query: ({ queryArg, pageParam }) => `/traders/comments/${path(queryArg)}?page=${pageParam}`,
      transformResponse: (response: Partial<ApiPage<TraderComment>>, _meta, { pageParam }) =>
        toCommentsPage(response, pageParam),
      providesTags: (_result, _error, id) => [{ type: 'Traders', id: `comments-${id}` }],
    }),
    followTrader: build.mutation<TraderAnswer, FollowPayload>({
      query: (body) => ({ url: '/traders/follow', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [...traderTags(id), 'Profile'],
    }),
    unfollowTrader: build.mutation<TraderAnswer, string>({
      query: (id) => ({ url: `/traders/unfollow/${path(id)}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [...traderTags(id), 'Profile', 'OpenOrders', 'ClosedOrders'],
    }),
    pauseCopy: build.mutation<TraderAnswer, string>({
      query: (id) => ({ url: `/traders/pause/${path(id)}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => traderTags(id),
    }),
    resumeCopy: build.mutation<TraderAnswer, string>({
      query: (id) => ({ url: `/traders/resume/${path(id)}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => traderTags(id),
    }),
    postComment: build.mutation<ApiSuccess<TraderComment>, { id: string } & CommentPayload>({
      query: ({ id, star, comment }) => ({
        url: `/traders/comments/${path(id)}`,
        method: 'POST',
        body: { star, comment },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Traders', id: `comments-${id}` }],
    }),
  }),
});

export const {
  useGetTradersQuery,
  useGetTraderProfileQuery,
  useGetTraderPositionsQuery,
  useGetTraderOrdersQuery,
  useGetTraderCommentsInfiniteQuery,
  useFollowTraderMutation,
  useUnfollowTraderMutation,
  usePauseCopyMutation,
  useResumeCopyMutation,
  usePostCommentMutation,
} = tradersApi;
