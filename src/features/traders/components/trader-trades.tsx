// A trader's trades as a table: the open positions (Pozisyon tab) with the current price and live
// profit, or the closed trades (Geçmiş İşlemler) with the close price and the realized profit.
// Rows are few (a trader's open positions, their recent history), so they render in full.
import styled from 'styled-components';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface TraderTradesProps {
  orders: readonly Order[];
  kind: 'open' | 'closed';
  label: string;
}

export function TraderTrades({ orders, kind, label }: TraderTradesProps) {
  const columns = tr.positions.columns;
  const open = kind === 'open';
  return (
    <Scroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th>{columns.symbol}</th>
            <th>{columns.type}</th>
            <th>{columns.amount}</th>
            <th>{columns.openPrice}</th>
            <th>{open ? columns.currentPrice : columns.closePrice}</th>
            <th>{columns.profit}</th>
            <th>{open ? columns.openDate : columns.closeDate}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid={`trader-${kind}-${order.id}`}>
              <td>{order.symbol}</td>
              <td>{tr.positions.sides[order.type]}</td>
              <td>{formatLotAmount(order.amount)}</td>
              <td>{formatPrice(order.price)}</td>
              <td>{formatPrice(open ? order.lastPrice : order.closePrice)}</td>
              <td>
                <ValueBadge value={order.profit}>{formatMoney(order.profit)}</ValueBadge>
              </td>
              <td>{formatDateTime(open ? order.createdAt : order.closeAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
