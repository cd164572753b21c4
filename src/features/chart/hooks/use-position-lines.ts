// The price lines of the customer's open positions on one symbol: the open list (the cache the
// positions screens share; a socket `order` message reloads it) filtered by symbol, with each
// position's live profit. Re-renders only when one of those profits changes.
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useTheme } from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectLivePosition } from '../../../socket/live-positions-slice';
import { useGetOpenOrdersInfiniteQuery } from '../../positions';
import type { PriceLineSpec } from '../chart-overlays';
import { positionLinesOf } from '../position-lines';

const NO_LINES: PriceLineSpec[] = [];

export function usePositionLines(symbol: string): PriceLineSpec[] {
  const theme = useTheme();
  const { data } = useGetOpenOrdersInfiniteQuery();
  const orders = useMemo(
    () =>
      (data?.pages ?? [])
        .flatMap((page) => page.orders)
        .filter((order) => order.symbol === symbol && order.status === 'open'),
    [data, symbol],
  );
  const profits = useAppSelector(
    (state) =>
      Object.fromEntries(orders.map((order) => [order.id, selectLivePosition(state, order.id)?.profit])),
    shallowEqual,
  );
  return useMemo(
    () =>
      orders.length === 0
        ? NO_LINES
        : positionLinesOf(orders, profits, {
            profit: theme.colors.positive,
            loss: theme.colors.negative,
            stopLoss: theme.colors.negative,
            takeProfit: theme.colors.positive,
          }),
    [orders, profits, theme],
  );
}
