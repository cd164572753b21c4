// The customer's notifications (API.md "Notifications"): pages of them newest first with the
// unread count, and marking one, some or all as read. The list is one infinite query: 'Daha Fazla'
// appends the next page; marking reloads page 1 alone, like the positions lists.
import type { ApiSuccess } from '../../../../contract/envelope';
import { FIRST_PAGE } from '../../../../contract/envelope';
import type { Notification } from '../../../../contract/entities';
import { api } from '../../../api/api-slice';

export interface NotificationsPage {
  items: Notification[];
  currentPage: number;
  totalPages: number;
  unread: number;
}

interface NotificationsAnswer {
  data?: unknown;
  currentPage?: unknown;
  totalPages?: unknown;
  unread?: unknown;
}

/** PUT /api/notifications/read: some ids, or every notification of the customer. */
export type MarkReadRequest = { ids: string[] } | { all: true };

/** Tolerates an answer without paging fields (one page) or without an unread count (none). */
export function toNotificationsPage(answer: NotificationsAnswer, requested: number): NotificationsPage {
  const items = Array.isArray(answer.data) ? (answer.data as Notification[]) : [];
  const currentPage = typeof answer.currentPage === 'number' ? answer.currentPage : requested;
  const totalPages = typeof answer.totalPages === 'number' ? answer.totalPages : currentPage;
  const unread = typeof answer.unread === 'number' ? answer.unread : 0;
  return { items, currentPage, totalPages, unread };
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<NotificationsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
        refetchCachedPages: false,
      },
      query: ({ pageParam }) => `/notifications?page=${pageParam}`,
      transformResponse: (answer: NotificationsAnswer, _meta, { pageParam }) =>
        toNotificationsPage(answer, pageParam),
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<ApiSuccess<unknown>, MarkReadRequest>({
      query: (body) => ({ url: '/notifications/read', method: 'PUT', body }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } = notificationsApi;
