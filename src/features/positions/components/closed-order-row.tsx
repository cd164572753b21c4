// One closed trade; its symbol opens the closed trade's detail.
import { memo } from 'react';
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';
import { OrderMarks } from './order-marks';

const [symbolL, amountL, typeL, openL, closeL, stopL, takeL, profitL, swapL, dateL] = ORDER_COLUMNS.closed;

export const ClosedOrderRow = memo(function ClosedOrderRow({ order, digits, rowIndex }: OrderRowProps) {
  return (
    <tr data-testid={`closed-row-${order.id}`} aria-rowindex={rowIndex}>
      <td data-label={symbolL}>
        <Link to={`/closed/${encodeURIComponent(order.id)}`}>{order.symbol}</Link>
        <OrderMarks order={order} />
      </td>
      <td data-label={amountL}>{formatLotAmount(order.amount)}</td>
      <td data-label={typeL}>{tr.positions.sides[order.type]}</td>
      <td data-label={openL}>{formatPrice(order.price, digits)}</td>
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
