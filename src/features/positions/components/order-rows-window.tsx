// A list's loaded orders as one table that renders only the rows inside its scroll box: with 5,000
// closed trades loaded the browser lays out a screenful, not 5,000 rows, so 'Daha Fazla' costs the
// same at the end of the history as at its start. Two aria-hidden spacer rows stand in for the rows
// above and below; aria-rowcount and each row's aria-rowindex tell assistive technology where the
// rendered rows sit in the whole list.
import { useMemo, useRef, type ComponentType } from 'react';
import { useTheme } from 'styled-components';
import type { Order, SymbolInfo } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { useVisibleRange } from '../../../lib/use-visible-range';
import { selectSymbolEntities } from '../../market';
import type { OrderListKind } from '../api/positions-api';
import type { ListPage } from '../hooks/use-order-list';
import { useWholeCards } from '../hooks/use-whole-cards';
import { ClosedOrderRow } from './closed-order-row';
import { OpenPositionRow } from './open-position-row';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';
import { CARD_GAP_PX, CARD_HEIGHT_PX, Scroller, TABLE_ROW_HEIGHT_PX, Table } from './orders-table.styles';
import { WaitingOrderRow } from './waiting-order-row';

const ROWS: Record<OrderListKind, ComponentType<OrderRowProps>> = {
  open: OpenPositionRow,
  waiting: WaitingOrderRow,
  closed: ClosedOrderRow,
};

function Spacer({ heightPx, columns }: { heightPx: number; columns: number }) {
  if (heightPx <= 0) return null;
  return (
    <tr aria-hidden="true" data-spacer="" style={{ height: heightPx }}>
      <td colSpan={columns} />
    </tr>
  );
}

export interface OrderRowsWindowProps {
  kind: OrderListKind;
  pages: ListPage[];
  /** Cards (phone, dashboard widget) instead of table rows. */
  cards: boolean;
  /** Fill a parent of fixed height (the dashboard widget) rather than a screenful. */
  fill: boolean;
}

export function OrderRowsWindow({ kind, pages, cards, fill }: OrderRowsWindowProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { scale } = useTheme();
  // The symbols map changes only when the symbol list loads (market state lives apart), so reading
  // digits here, once per list, spares every row its own store subscription.
  const symbols: Record<string, SymbolInfo | undefined> = useAppSelector(selectSymbolEntities);
  const orders = useMemo<Order[]>(() => pages.flatMap((page) => page.orders), [pages]);

  // Row contents are text in the theme's scaled font sizes, so the fixed heights scale with it.
  const rowPx = Math.round(TABLE_ROW_HEIGHT_PX * scale);
  const cardPx = Math.round(CARD_HEIGHT_PX[kind] * scale);
  const stridePx = cards ? cardPx + CARD_GAP_PX : rowPx;
  const visible = useVisibleRange(scroller, stridePx, orders.length);
  // Filling a fixed box, the list does not scroll: it shows the cards that fit whole, from the top.
  const wholeCards = useWholeCards(scroller, cardPx, CARD_GAP_PX, fill);
  const { start, end } = fill ? { start: 0, end: Math.min(orders.length, wholeCards) } : visible;

  const columns = ORDER_COLUMNS[kind];
  // The header row is the table's first row when it is shown.
  const headerRows = cards ? 0 : 1;
  const Row = ROWS[kind];
  return (
    <Scroller ref={scroller} $fill={fill}>
      <Table
        $cards={cards}
        $rowPx={rowPx}
        $cardPx={cardPx}
        $cardGapPx={CARD_GAP_PX}
        aria-rowcount={orders.length + headerRows}
        data-testid={`${kind}-list`}
      >
        {!cards && (
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          <Spacer heightPx={start * stridePx} columns={columns.length} />
          {orders.slice(start, end).map((order, offset) => (
            <Row
              key={order.id}
              order={order}
              digits={symbols[order.symbol]?.digits}
              rowIndex={start + offset + 1 + headerRows}
            />
          ))}
          {!fill && <Spacer heightPx={(orders.length - end) * stridePx} columns={columns.length} />}
        </tbody>
      </Table>
    </Scroller>
  );
}
