// One list (open, waiting or closed; the full closed list with its filter) with its paging footer (in the dashboard widget, a link to
// /transactions). The rows render through
// OrderRowsWindow, which puts only the rows in view into the DOM, so 'Daha Fazla' stays as quick
// with thousands of rows loaded as with twenty.
import { useState } from 'react';
import type { ClosedOrdersFilter } from '../../../../contract/history';
import { tr } from '../../../i18n/tr-signed-in';
import { useIsMobileLayout } from '../../../lib/use-media-width';
import { Button } from '../../../ui/button';
import { LoadMore } from '../../../ui/load-more';
import type { OrderListKind } from '../api/positions-api';
import { isFiltered } from '../closed-filter';
import { useOrderList, type OrderListState } from '../hooks/use-order-list';
import { CloseAllButton } from './close-all-button';
import { ClosedFilterForm } from './closed-filter-form';
import { OrderRowsWindow } from './order-rows-window';
import { ToolbarActions } from './close-all.styles';
import { Footer, FooterLink, Toolbar } from './orders-table.styles';

export interface OrderListProps {
  kind: OrderListKind;
  /** Shown when the list has no orders. */
  emptyText: string;
  /** Cards at any width (the dashboard widget). */
  compact?: boolean;
}

export function OrderList({ kind, emptyText, compact = false }: OrderListProps) {
  // Only the full closed list is filtered; the dashboard widget shows the latest closes.
  const filterable = kind === 'closed' && !compact;
  const [filter, setFilter] = useState<ClosedOrdersFilter>({});
  const list = useOrderList(kind, filterable ? filter : undefined);
  return (
    <>
      {filterable && <ClosedFilterForm applied={filter} onApply={setFilter} />}
      <Toolbar>
        <ToolbarActions>
          {kind === 'open' && <CloseAllButton disabled={list.isLoading || list.total === 0} />}
          <Button size="sm" variant="ghost" onClick={list.refresh} disabled={list.isLoading}>
            {tr.positions.refresh}
          </Button>
        </ToolbarActions>
      </Toolbar>
      <OrderListBody
        kind={kind}
        emptyText={filterable && isFiltered(filter) ? tr.positions.filter.empty : emptyText}
        compact={compact}
        list={list}
      />
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
  if (list.isLoading) return <Footer role="status">{tr.loading.data}</Footer>;
  if (list.isError && list.total === 0) return <Footer role="alert">{tr.positions.loadFailed}</Footer>;
  if (list.total === 0) return <Footer>{emptyText}</Footer>;

  return (
    <>
      <OrderRowsWindow kind={kind} pages={list.pages} cards={cards} fill={compact} />
      <Footer>
        {list.isError && <span role="alert">{tr.positions.loadFailed}</span>}
        {/* The widget shows the cards that fit and does not scroll, so its way to the rest is the
            full list on /transactions rather than loading more into a box that hides them. */}
        {compact ? <FooterLink to="/transactions">{tr.trade.historyAll}</FooterLink> : <LoadMore {...list} />}
      </Footer>
    </>
  );
}
