// One waiting order: its limit price, stop and take, its kind's notes (issue 20), and İptal.
import { memo, useRef, useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatPrice } from '../../../lib/format-number';
import type { Order } from '../../../../contract/entities';
import { useCancelOrder } from '../hooks/use-order-actions';
import { ConfirmedActionButton } from './confirmed-action-button';
import { KindNotes } from './kind-notes';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';

const [symbolL, amountL, typeL, priceL, stopL, takeL, dateL, actionL] = ORDER_COLUMNS.waiting;

/**
 * İptal, once: after the server has cancelled the order the button stays busy until the list
 * drops the row, so a second click of a double click that lands after the answer (a slow machine
 * spaces the two clicks out) does not send a second cancel.
 */
function CancelOrderButton({ order, digits }: { order: Order; digits?: number }) {
  const [cancel, busy] = useCancelOrder();
  const cancelled = useRef(false);
  const [done, setDone] = useState(false);
  const act = async () => {
    if (cancelled.current) return;
    const outcome = await cancel(order.id);
    if (outcome?.kind !== 'done') return;
    cancelled.current = true;
    setDone(true);
  };
  return (
    <ConfirmedActionButton
      label={tr.positions.cancel}
      variant="secondary"
      busy={busy || done}
      title={tr.confirm.cancelTitle}
      rows={() => [
        { label: tr.confirm.what, value: tr.confirm.cancelWhat(order.symbol) },
        { label: tr.confirm.amount, value: tr.confirm.lots(formatLotAmount(order.amount)) },
        { label: tr.confirm.price, value: formatPrice(order.marketLimit ?? order.price, digits) },
      ]}
      onAct={() => void act()}
    />
  );
}

export const WaitingOrderRow = memo(function WaitingOrderRow({ order, digits, rowIndex }: OrderRowProps) {
  return (
    <tr data-testid={`waiting-row-${order.id}`} aria-rowindex={rowIndex}>
      <td data-label={symbolL}>{order.symbol}</td>
      <td data-label={amountL}>{formatLotAmount(order.amount)}</td>
      <td data-label={typeL}>
        {tr.positions.sides[order.type]}
        <KindNotes order={order} digits={digits} />
      </td>
      <td data-label={priceL}>{formatPrice(order.marketLimit ?? order.price, digits)}</td>
      <td data-label={stopL}>{formatPrice(order.stopLoss, digits)}</td>
      <td data-label={takeL}>{formatPrice(order.takeProfit, digits)}</td>
      <td data-label={dateL}>{formatDateTime(order.createdAt)}</td>
      <td data-label={actionL} data-wide="">
        <CancelOrderButton order={order} digits={digits} />
      </td>
    </tr>
  );
});
