// One list (open, waiting or closed) with its paging footer. Each loaded page renders as its own
// memoized <tbody>, so 'Daha Fazla' renders the new page's rows and leaves the others untouched,
// even with thousands of rows loaded.
import { memo, type ComponentType } from 'react';
import type { SymbolInfo } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr';
import { useIsMobileLayout } from '../../../lib/use-media-width';
import { Button } from '../../../ui/button';
import type { OrderListKind } from '../api/positions-api';
import { useOrderList, type OrderListState } from '../hooks/use-order-list';
import { ClosedOrderRow } from './closed-order-row';
import { OpenPositionRow } from './open-position-row';
import { selectSymbolEntities } from '../../market/market-selectors';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';
import { Footer, Scroller, Table, Toolbar } from './orders-table.styles';
import { WaitingOrderRow } from './waiting-order-row';

const ROWS: Record<OrderListKind, ComponentType<OrderRowProps>> = {
  open: OpenPositionRow,
  waiting: WaitingOrderRow,
  closed: ClosedOrderRow,
};

interface PageRowsProps {
  kind: OrderListKind;
  orders: Order[];
  symbols: Record<string, SymbolInfo | undefined>;
}

/**
 * The symbols map changes only when the symbol list loads (market state lives apart), so reading
 * digits here, once per list, spares every row its own store subscription.
 */
const PageRows = memo(function PageRows({ kind, orders, symbols }: PageRowsProps) {
  const Row = ROWS[kind];
  return (
    <tbody>
      {orders.map((order) => (
        <Row key={order.id} order={order} digits={symbols[order.symbol]?.digits} />
      ))}
    </tbody>
  );
});

export interface OrderListProps {
  kind: OrderListKind;
  /** Shown when the list has no orders. */
  emptyText: string;
  /** Cards at any width (the dashboard widget). */
  compact?: boolean;
}

export function OrderList({ kind, emptyText, compact = false }: OrderListProps) {
  const list = useOrderList(kind);
  return (
    <>
      <Toolbar>
        <Button size="sm" variant="ghost" onClick={list.refresh} disabled={list.isLoading}>
          {tr.positions.refresh}
        </Button>
      </Toolbar>
      <OrderListBody kind={kind} emptyText={emptyText} compact={compact} list={list} />
    </>
  );
}

function OrderListBody({
  kind,
  emptyText,
  compact,
  list,
}: Required<OrderListProps> & { list: OrderListState }) {
  const cards = useIsMobileLayout() || compact;
  const symbols = useAppSelector(selectSymbolEntities);
  if (list.isLoading) return <Footer role="status">{tr.loading.data}</Footer>;
  if (list.isError && list.total === 0) return <Footer role="alert">{tr.positions.loadFailed}</Footer>;
  if (list.total === 0) return <Footer>{emptyText}</Footer>;

  return (
    <>
      <Scroller>
        <Table $cards={cards} data-testid={`${kind}-list`}>
          {!cards && (
            <thead>
              <tr>
                {ORDER_COLUMNS[kind].map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          {list.pages.map(({ page, orders }) => (
            <PageRows key={page} kind={kind} orders={orders} symbols={symbols} />
          ))}
        </Table>
      </Scroller>
      <Footer>
        {list.isError && <span role="alert">{tr.positions.loadFailed}</span>}
        {list.hasMore ? (
          <Button size="sm" busy={list.isLoadingMore} onClick={list.loadMore}>
            {tr.positions.more}
          </Button>
        ) : (
          tr.positions.noMore
        )}
      </Footer>
    </>
  );
}
