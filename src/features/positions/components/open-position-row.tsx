// One open position. It reads its own live figures by id, so a socket tick for this position
// re-renders this row alone; the order object comes from the list page and keeps its identity.
import { memo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { useClosePosition } from '../hooks/use-order-actions';
import type { Order } from '../../../../contract/entities';
import { ConfirmedActionButton } from './confirmed-action-button';
import { selectLivePosition } from '../../../socket/live-positions-slice';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';
import { KindNotes } from './kind-notes';
import { OrderLeadCells } from './order-lead-cells';

const [currentL, stopL, takeL, profitL, swapL, dateL, actionL] = ORDER_COLUMNS.open.slice(4);

function ClosePositionButton({
  order,
  digits,
  price,
  profit,
}: {
  order: Order;
  digits?: number;
  price: number | null;
  profit: number;
}) {
  const [close, busy] = useClosePosition();
  return (
    <ConfirmedActionButton
      label={tr.positions.close}
      variant="negative"
      busy={busy}
      title={tr.confirm.closeTitle}
      rows={() => [
        { label: tr.confirm.what, value: tr.confirm.closeWhat(order.symbol) },
        { label: tr.confirm.amount, value: tr.confirm.lots(formatLotAmount(order.amount)) },
        { label: tr.confirm.price, value: tr.confirm.marketPrice(formatPrice(price, digits)) },
        { label: tr.confirm.profit, value: formatMoney(profit) },
      ]}
      onAct={() => void close(order.id)}
    />
  );
}

export const OpenPositionRow = memo(function OpenPositionRow({ order, digits, rowIndex }: OrderRowProps) {
  const live = useAppSelector((state) => selectLivePosition(state, order.id));
  const profit = live?.profit ?? order.profit;
  const lastPrice = live?.lastPrice ?? order.lastPrice;
  return (
    <tr data-testid={`open-row-${order.id}`} aria-rowindex={rowIndex}>
      <OrderLeadCells order={order} digits={digits} detailPath="/position" />
      <td data-label={currentL}>{formatPrice(lastPrice, digits)}</td>
      <td data-label={stopL}>
        {formatPrice(order.stopLoss, digits)}
        <KindNotes order={order} digits={digits} />
      </td>
      <td data-label={takeL}>{formatPrice(order.takeProfit, digits)}</td>
      <td data-label={profitL}>
        <ValueBadge value={profit}>{formatMoney(profit)}</ValueBadge>
      </td>
      <td data-label={swapL}>{formatMoney(order.swap)}</td>
      <td data-label={dateL}>{formatDateTime(order.createdAt)}</td>
      <td data-label={actionL} data-wide="">
        <ClosePositionButton order={order} digits={digits} price={lastPrice} profit={profit} />
      </td>
    </tr>
  );
});
