// One open position. It reads its own live figures by id, so a socket tick for this position
// re-renders this row alone; the order object comes from the list page and keeps its identity.
import { memo } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { ValueBadge } from '../../../ui/value-badge';
import { useClosePosition } from '../hooks/use-order-actions';
import { selectLivePosition } from '../live-positions-slice';
import { ORDER_COLUMNS, type OrderRowProps } from './order-columns';

const [symbolL, amountL, typeL, openL, currentL, stopL, takeL, profitL, swapL, dateL, actionL] =
  ORDER_COLUMNS.open;

function ClosePositionButton({ id }: { id: string }) {
  const [close, busy] = useClosePosition();
  return (
    <Button size="sm" variant="negative" busy={busy} onClick={() => void close(id)}>
      {tr.positions.close}
    </Button>
  );
}

export const OpenPositionRow = memo(function OpenPositionRow({ order, digits, rowIndex }: OrderRowProps) {
  const live = useAppSelector((state) => selectLivePosition(state, order.id));
  const profit = live?.profit ?? order.profit;
  return (
    <tr data-testid={`open-row-${order.id}`} aria-rowindex={rowIndex}>
      <td data-label={symbolL}>
        <Link to={`/position/${encodeURIComponent(order.id)}`}>{order.symbol}</Link>
      </td>
      <td data-label={amountL}>{formatLotAmount(order.amount)}</td>
      <td data-label={typeL}>{tr.positions.sides[order.type]}</td>
      <td data-label={openL}>{formatPrice(order.price, digits)}</td>
      <td data-label={currentL}>{formatPrice(live?.lastPrice ?? order.lastPrice, digits)}</td>
      <td data-label={stopL}>{formatPrice(order.stopLoss, digits)}</td>
      <td data-label={takeL}>{formatPrice(order.takeProfit, digits)}</td>
      <td data-label={profitL}>
        <ValueBadge value={profit}>{formatMoney(profit)}</ValueBadge>
      </td>
      <td data-label={swapL}>{formatMoney(order.swap)}</td>
      <td data-label={dateL}>{formatDateTime(order.createdAt)}</td>
      <td data-label={actionL} data-wide="">
        <ClosePositionButton id={order.id} />
      </td>
    </tr>
  );
});
