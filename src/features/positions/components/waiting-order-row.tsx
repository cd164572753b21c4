// One waiting order: its limit price, stop and take, and İptal.
import { memo } from 'react';
import { tr } from '../../../i18n/tr';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatPrice } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { useCancelOrder } from '../hooks/use-order-actions';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';

const [symbolL, amountL, typeL, priceL, stopL, takeL, dateL, actionL] = ORDER_COLUMNS.waiting;

function CancelOrderButton({ id }: { id: string }) {
  const [cancel, busy] = useCancelOrder();
  return (
    <Button size="sm" variant="secondary" busy={busy} onClick={() => void cancel(id)}>
      {tr.positions.cancel}
    </Button>
  );
}

export const WaitingOrderRow = memo(function WaitingOrderRow({ order, digits, rowIndex }: OrderRowProps) {
  return (
    <tr data-testid={`waiting-row-${order.id}`} aria-rowindex={rowIndex}>
      <td data-label={symbolL}>{order.symbol}</td>
      <td data-label={amountL}>{formatLotAmount(order.amount)}</td>
      <td data-label={typeL}>{tr.positions.sides[order.type]}</td>
      <td data-label={priceL}>{formatPrice(order.marketLimit ?? order.price, digits)}</td>
      <td data-label={stopL}>{formatPrice(order.stopLoss, digits)}</td>
      <td data-label={takeL}>{formatPrice(order.takeProfit, digits)}</td>
      <td data-label={dateL}>{formatDateTime(order.createdAt)}</td>
      <td data-label={actionL} data-wide="">
        <CancelOrderButton id={order.id} />
      </td>
    </tr>
  );
});
