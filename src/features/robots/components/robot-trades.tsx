// The robot's trades on the customer's active account, newest first: open ones link to their
// position page (where they can be closed or edited like any other), closed ones to their detail.
// A robot trades a handful of times a day, so the server's list is short and shown whole.
import { Link } from 'react-router';
import type { Order } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { useSymbolDigits } from '../../market';
import { selectLivePosition } from '../../../socket/live-positions-slice';
import { Muted } from './robots.styles';
import { Scroll, Table } from './robot-trades.styles';

const c = tr.positions.columns;
const HEADINGS = [
  c.symbol,
  c.type,
  c.amount,
  c.openPrice,
  c.closePrice,
  c.profit,
  tr.robots.detail.status,
  c.date,
];

const linkOf = (order: Order): string =>
  `/${order.status === 'closed' ? 'closed' : 'position'}/${encodeURIComponent(order.id)}`;

/** An open trade's profit follows the socket's live figure for it, as the positions lists do. */
function TradeProfit({ order }: { order: Order }) {
  const live = useAppSelector((state) => selectLivePosition(state, order.id));
  const profit = order.status === 'open' ? (live?.profit ?? order.profit) : order.profit;
  return <ValueBadge value={profit}>{formatMoney(profit)}</ValueBadge>;
}

export function RobotTrades({ trades }: { trades: readonly Order[] }) {
  const texts = tr.robots.detail;
  const digitsOf = useSymbolDigits();
  if (trades.length === 0) return <Muted>{texts.noTrades}</Muted>;
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trades.map((order) => (
            <tr key={order.id} data-testid={`robot-trade-${order.id}`}>
              <td>
                <Link to={linkOf(order)}>{order.symbol}</Link>
              </td>
              <td>{tr.positions.sides[order.type]}</td>
              <td>{formatLotAmount(order.amount)}</td>
              <td>{formatPrice(order.price, digitsOf(order.symbol))}</td>
              <td>{formatPrice(order.closePrice, digitsOf(order.symbol))}</td>
              <td>
                <TradeProfit order={order} />
              </td>
              <td>{texts.tradeStatus[order.status]}</td>
              <td>{formatDateTime(order.closeAt ?? order.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
