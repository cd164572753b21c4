// Every open position, for the close-all confirmation: the open list's pages loaded to the end
// (the list shows twenty at a time, but the count and the profit at stake must cover them all),
// each with its live profit. Bounded, so a runaway total cannot page forever.
import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { Order } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { useGetOpenOrdersInfiniteQuery } from '../api/positions-api';
import { selectLivePosition } from '../../../socket/live-positions-slice';
import { withoutRepeats } from './use-order-list';

/** Pages loaded at most for the confirmation (20 positions each). */
export const CLOSE_ALL_PAGES_MAX = 50;

export interface AllOpenPositions {
  orders: Order[];
  profits: Record<string, number | undefined>;
  /** Every page loaded (or the bound reached): the count is the whole account's. */
  complete: boolean;
  failed: boolean;
}

export function useAllOpenPositions(): AllOpenPositions {
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = useGetOpenOrdersInfiniteQuery();
  const pagesLoaded = data?.pages.length ?? 0;
  const bounded = pagesLoaded >= CLOSE_ALL_PAGES_MAX;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError && !bounded) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, bounded, fetchNextPage]);
  const orders = useMemo(
    () => (data ? withoutRepeats(data.pages, data.pageParams).flatMap((page) => page.orders) : []),
    [data],
  );
  const profits = useAppSelector(
    (state) =>
      Object.fromEntries(orders.map((order) => [order.id, selectLivePosition(state, order.id)?.profit])),
    shallowEqual,
  );
  const complete = data !== undefined && !isFetching && (!hasNextPage || bounded);
  return { orders, profits, complete, failed: isError };
}
