// The price lines of the customer's waiting orders on one symbol, from the waiting list the
// positions screens share (a socket `order` message reloads it).
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { Order } from '../../../../contract/entities';
import { useGetWaitingOrdersInfiniteQuery } from '../../positions';
import type { PriceLineSpec } from '../chart-overlays';
import { waitingLinesOf } from '../waiting-lines';

const NO_ORDERS: Order[] = [];

/** The waiting orders of the symbol (for the drag handles) and their lines. */
export function useWaitingLines(symbol: string): { orders: Order[]; lines: PriceLineSpec[] } {
  const theme = useTheme();
  const { data } = useGetWaitingOrdersInfiniteQuery();
  const orders = useMemo(() => {
    const all = (data?.pages ?? []).flatMap((page) => page.orders);
    const mine = all.filter((order) => order.symbol === symbol && order.status === 'waiting');
    return mine.length === 0 ? NO_ORDERS : mine;
  }, [data, symbol]);
  const lines = useMemo(
    () =>
      waitingLinesOf(orders, {
        profit: theme.colors.positive,
        loss: theme.colors.negative,
        stopLoss: theme.colors.negative,
        takeProfit: theme.colors.positive,
        limit: theme.colors.primary,
      }),
    [orders, theme],
  );
  return { orders, lines };
}
