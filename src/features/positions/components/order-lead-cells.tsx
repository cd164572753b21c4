// The four cells an open position's row and a closed trade's row both open with: the symbol, a link
// to the detail screen, with its robot or copy mark; the lots; the side; the opening price. Their
// headings are the first four of both lists' columns.
import { Link } from 'react-router';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLotAmount, formatPrice } from '../../../lib/format-number';
import { ORDER_COLUMNS } from './order-columns';
import { OrderMarks } from './order-marks';

const [symbolL, amountL, typeL, openL] = ORDER_COLUMNS.open;

export function OrderLeadCells({
  order,
  digits,
  detailPath,
}: {
  order: Order;
  digits?: number;
  detailPath: string;
}) {
  return (
    <>
      <td data-label={symbolL}>
        <Link to={`${detailPath}/${encodeURIComponent(order.id)}`}>{order.symbol}</Link>
        <OrderMarks order={order} />
      </td>
      <td data-label={amountL}>{formatLotAmount(order.amount)}</td>
      <td data-label={typeL}>{tr.positions.sides[order.type]}</td>
      <td data-label={openL}>{formatPrice(order.price, digits)}</td>
    </>
  );
}
