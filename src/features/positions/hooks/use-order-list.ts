// One list's pages for the screens: the orders of each loaded page with ids seen on an earlier page
// dropped (page-number paging can shift while positions close), paging flags and the two actions.
// A page keeps its array identity across renders, so memoized page blocks skip re-rendering.
import { useCallback, useMemo, useState } from 'react';
import type { Order } from '../../../../contract/entities';
import type { ClosedOrdersFilter } from '../../../../contract/history';
import {
  useGetClosedOrdersInfiniteQuery,
  useGetOpenOrdersInfiniteQuery,
  useGetWaitingOrdersInfiniteQuery,
  type OrderListKind,
  type OrdersPage,
} from '../api/positions-api';

const LIST_HOOKS = {
  open: useGetOpenOrdersInfiniteQuery,
  waiting: useGetWaitingOrdersInfiniteQuery,
  closed: useGetClosedOrdersInfiniteQuery,
} as const;

export interface ListPage {
  page: number;
  orders: Order[];
}

export interface OrderListState {
  pages: ListPage[];
  total: number;
  /** First load, or a refresh the user asked for (the list is cleared meanwhile). */
  isLoading: boolean;
  isLoadingMore: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
}

/** Drops orders already shown on an earlier page; a page without repeats keeps its array. */
export function withoutRepeats(pages: readonly OrdersPage[], pageParams: readonly number[]): ListPage[] {
  const seen = new Set<string>();
  return pages.map((page, index) => {
    const fresh = page.orders.filter((order) => !seen.has(order.id));
    for (const order of page.orders) seen.add(order.id);
    return { page: pageParams[index], orders: fresh.length === page.orders.length ? page.orders : fresh };
  });
}

/** `filter` narrows the closed list only (contract/history.ts); a new filter loads page 1 again. */
export function useOrderList(kind: OrderListKind, filter?: ClosedOrdersFilter): OrderListState {
  // The hook is chosen by a prop that never changes for a mounted list (lists are keyed by kind).
  const query = LIST_HOOKS[kind](kind === 'closed' ? filter : undefined);
  const { data, isLoading, isFetchingNextPage, isError, hasNextPage, fetchNextPage, refetch } = query;
  const [refreshing, setRefreshing] = useState(false);

  const pages = useMemo(() => (data ? withoutRepeats(data.pages, data.pageParams) : []), [data]);
  const total = useMemo(() => pages.reduce((sum, page) => sum + page.orders.length, 0), [pages]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const refresh = useCallback(() => {
    setRefreshing(true);
    void refetch().finally(() => setRefreshing(false));
  }, [refetch]);

  return {
    pages: refreshing ? [] : pages,
    total: refreshing ? 0 : total,
    isLoading: isLoading || refreshing,
    isLoadingMore: isFetchingNextPage,
    isError,
    hasMore: hasNextPage,
    loadMore,
    refresh,
  };
}
