// A trader's trades as a table: the open positions (Pozisyon tab) with the current price and live
// profit, or the closed trades (Geçmiş İşlemler) with the close price and the realized profit.
// Rows are few (a trader's open positions, their recent history), so they render in full. Under
// 768 px the seven columns do not fit a phone (the table was cut at 375 px, issue 22, item 9), so
// each row becomes a card of label and value pairs; the explicit roles keep it a table for screen
// readers once CSS no longer lays it out as one.
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { TableScroll } from '../../../ui/data-table';
import { ValueBadge } from '../../../ui/value-badge';
import { useSymbolDigits } from '../../market';
import { Table } from './trader-trades.styles';

export interface TraderTradesProps {
  orders: readonly Order[];
  kind: 'open' | 'closed';
  label: string;
}

export function TraderTrades({ orders, kind, label }: TraderTradesProps) {
  const columns = tr.positions.columns;
  const open = kind === 'open';
  const digitsOf = useSymbolDigits();
  const headings = [
    columns.symbol,
    columns.type,
    columns.amount,
    columns.openPrice,
    open ? columns.currentPrice : columns.closePrice,
    columns.profit,
    open ? columns.openDate : columns.closeDate,
  ];
  const cellsOf = (order: Order) => [
    order.symbol,
    tr.positions.sides[order.type],
    formatLotAmount(order.amount),
    formatPrice(order.price, digitsOf(order.symbol)),
    formatPrice(open ? order.lastPrice : order.closePrice, digitsOf(order.symbol)),
    <ValueBadge key="profit" value={order.profit}>
      {formatMoney(order.profit)}
    </ValueBadge>,
    formatDateTime(open ? order.createdAt : order.closeAt),
  ];
  return (
    <TableScroll>
      <Table role="table" aria-label={label}>
        <thead role="rowgroup">
          <tr role="row">
            {headings.map((heading) => (
              <th key={heading} role="columnheader">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => (
            <tr key={order.id} role="row" data-testid={`trader-${kind}-${order.id}`}>
              {cellsOf(order).map((cell, index) => (
                <td key={headings[index]} role="cell" data-label={headings[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
