// The lines the customer may drag on one symbol's chart: open positions' stops, waiting orders'
// prices and stops, active alerts (drag-lines.ts), from the lists the other screens share.
import { useMemo } from 'react';
import type { PriceAlert } from '../../../../contract/alerts';
import type { Order } from '../../../../contract/entities';
import { useGetAlertsQuery } from '../../alerts';
import { useGetOpenOrdersInfiniteQuery } from '../../positions';
import { dragLinesOf, type DragLine } from '../drag-lines';

const NO_ALERTS: PriceAlert[] = [];

export function useDragLines(symbol: string, waiting: readonly Order[]): DragLine[] {
  const { data } = useGetOpenOrdersInfiniteQuery();
  const { data: alerts = NO_ALERTS } = useGetAlertsQuery();
  return useMemo(() => {
    const open = (data?.pages ?? []).flatMap((page) => page.orders);
    return dragLinesOf(open, waiting, alerts, symbol);
  }, [data, waiting, alerts, symbol]);
}
