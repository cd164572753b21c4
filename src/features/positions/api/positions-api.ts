// The orders endpoints (SPEC.md section 7). Each list is an RTK Query infinite query: one cache
// entry per list holding the pages loaded so far, 'Daha Fazla' fetches the next page and appends.
// refetchCachedPages is off, so a refresh or a tag invalidation (a close, a cancel, a socket
// `order` message) clears the list and reloads page 1 alone, as SPEC.md section 4 asks, instead of
// re-fetching every page a customer with thousands of closed trades has scrolled through.
import type { ApiPage, ApiSuccess } from '../../../../contract/envelope';
import type { Order, StopTakeUpdate } from '../../../../contract/entities';
import type { ClosedOrdersFilter } from '../../../../contract/history';
import type {
  CloseAllAnswer,
  CloseAllRequest,
  ReverseAnswer,
  WaitingOrderUpdate,
} from '../../../../contract/bulk-orders';
import { FIRST_PAGE } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';
import { unlessSocketOpen, type OrderTag } from '../../../socket/order-invalidation';

export type OrderListKind = 'open' | 'waiting' | 'closed';

/** One page as the lists use it. */
export interface OrdersPage {
  orders: Order[];
  currentPage: number;
  totalPages: number;
}

/** What the action calls answer: a status and, usually, a Turkish message. */
export interface ActionAnswer {
  status: boolean;
  message?: string;
}

const LIST_PATHS: Record<OrderListKind, string> = {
  open: '/orders',
  waiting: '/orders/open',
  closed: '/orders/transaction',
};

/** A close (whole or part) changes both lists and the order; the socket's `closed` says the same. */
const closedTags = ({ id }: { id: string }): OrderTag[] => [
  'OpenOrders',
  'ClosedOrders',
  { type: 'Order', id },
];

const LIST_TAGS = { open: 'OpenOrders', waiting: 'WaitingOrders', closed: 'ClosedOrders' } as const;

/** Tolerates a page without paging fields (one page) or without data (empty). */
export function toOrdersPage(response: Partial<ApiPage<Order>>, requestedPage: number): OrdersPage {
  const orders = Array.isArray(response.data) ? response.data : [];
  const currentPage = typeof response.currentPage === 'number' ? response.currentPage : requestedPage;
  const totalPages = typeof response.totalPages === 'number' ? response.totalPages : currentPage;
  return { orders, currentPage, totalPages };
}

/** The next page while the last one loaded is below the total; undefined means no more. */
export const nextPageOf = (last: OrdersPage): number | undefined =>
  last.currentPage < last.totalPages ? last.currentPage + 1 : undefined;

/** The page and, for the closed list, the filter's given fields (contract/history.ts). */
export function listQueryOf(page: number, filter: ClosedOrdersFilter | void): string {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  return params.toString();
}

const infiniteQueryOptions = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPageOf,
  refetchCachedPages: false,
};

export const positionsApi = api.injectEndpoints({
  endpoints: (build) => {
    // Only the closed list is filtered; the others are called without an argument.
    const listEndpoint = (kind: OrderListKind) =>
      build.infiniteQuery<OrdersPage, ClosedOrdersFilter | void, number>({
        infiniteQueryOptions,
        query: ({ pageParam, queryArg }) => `${LIST_PATHS[kind]}?${listQueryOf(pageParam, queryArg)}`,
        transformResponse: (response: Partial<ApiPage<Order>>, _meta, { pageParam }) =>
          toOrdersPage(response, pageParam),
        providesTags: [LIST_TAGS[kind]],
      });

    return {
      getOpenOrders: listEndpoint('open'),
      getWaitingOrders: listEndpoint('waiting'),
      getClosedOrders: listEndpoint('closed'),
      getOrderDetail: build.query<Order, string>({
        query: (id) => `/orders/detail/${encodeURIComponent(id)}`,
        transformResponse: (response: ApiSuccess<Order>) => response.data as Order,
        providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      }),
      closePosition: build.mutation<ActionAnswer, { id: string }>({
        query: ({ id }) => ({ url: '/orders/close', method: 'PUT', body: { id } }),
        onQueryStarted: unlessSocketOpen(closedTags),
      }),
      closePositionPart: build.mutation<ActionAnswer, { id: string; amount: number }>({
        query: ({ id, amount }) => ({ url: '/orders', method: 'PUT', body: { id, amount } }),
        onQueryStarted: unlessSocketOpen(closedTags),
      }),
      // API.md: close-all answers each position's outcome; the lists reload once whatever it was.
      closeAllPositions: build.mutation<ApiSuccess<CloseAllAnswer>, CloseAllRequest>({
        query: (body) => ({ url: '/orders/close-all', method: 'POST', body }),
        invalidatesTags: ['OpenOrders', 'ClosedOrders', 'Order'],
      }),
      reversePosition: build.mutation<ApiSuccess<ReverseAnswer>, { id: string }>({
        query: ({ id }) => ({ url: '/orders/reverse', method: 'POST', body: { id } }),
        invalidatesTags: (_result, _error, { id }) => ['OpenOrders', 'ClosedOrders', { type: 'Order', id }],
      }),
      // The chart's drag of a waiting order's line: its new price with its stops (docs/server.md).
      moveWaitingOrder: build.mutation<
        ActionAnswer,
        { id: string } & Required<Pick<WaitingOrderUpdate, 'marketLimit' | 'stopLoss' | 'takeProfit'>>
      >({
        query: ({ id, marketLimit, stopLoss, takeProfit }) => ({
          url: `/orders/update/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: { marketLimit, stopLoss, takeProfit },
        }),
        invalidatesTags: (_result, _error, { id }) => ['WaitingOrders', { type: 'Order', id }],
      }),
      cancelOrder: build.mutation<ActionAnswer, { orderId: string }>({
        query: ({ orderId }) => ({ url: '/orders/cancel', method: 'POST', body: { orderId } }),
        onQueryStarted: unlessSocketOpen(({ orderId }: { orderId: string }) => [
          'WaitingOrders',
          { type: 'Order', id: orderId },
        ]),
      }),
      updateStopTake: build.mutation<ActionAnswer, { id: string } & StopTakeUpdate>({
        query: ({ id, stopLoss, takeProfit, trailingDistance }) => ({
          url: `/orders/update/${encodeURIComponent(id)}`,
          method: 'PUT',
          // The trailing distance only when the form sends it (null clears it).
          body:
            trailingDistance === undefined
              ? { stopLoss, takeProfit }
              : { stopLoss, takeProfit, trailingDistance },
        }),
        onQueryStarted: unlessSocketOpen(({ id }: { id: string }) => ['OpenOrders', { type: 'Order', id }]),
      }),
    };
  },
});

export const {
  useGetOpenOrdersInfiniteQuery,
  useGetWaitingOrdersInfiniteQuery,
  useGetClosedOrdersInfiniteQuery,
  useGetOrderDetailQuery,
  useClosePositionMutation,
  useClosePositionPartMutation,
  useCancelOrderMutation,
  useUpdateStopTakeMutation,
  useCloseAllPositionsMutation,
  useReversePositionMutation,
  useMoveWaitingOrderMutation,
} = positionsApi;
