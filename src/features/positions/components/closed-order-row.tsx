// One closed trade; its symbol opens the closed trade's detail.
import { memo } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';
import { OrderLeadCells } from './order-lead-cells';

const [closeL, stopL, takeL, profitL, swapL, dateL] = ORDER_COLUMNS.closed.slice(4);

export const ClosedOrderRow = memo(function ClosedOrderRow({ order, digits, rowIndex }: OrderRowProps) {
  return (
    <tr data-testid={`closed-row-${order.id}`} aria-rowindex={rowIndex}>
      <OrderLeadCells order={order} digits={digits} detailPath="/closed" />
      <td data-label={closeL}>{formatPrice(order.closePrice, digits)}</td>
      <td data-label={stopL}>{formatPrice(order.stopLoss, digits)}</td>
      <td data-label={takeL}>{formatPrice(order.takeProfit, digits)}</td>
      <td data-label={profitL}>
        <ValueBadge value={order.profit}>{formatMoney(order.profit)}</ValueBadge>
      </td>
      <td data-label={swapL}>{formatMoney(order.swap)}</td>
      <td data-label={dateL}>{formatDateTime(order.closeAt ?? order.createdAt)}</td>
    </tr>
  );
});
