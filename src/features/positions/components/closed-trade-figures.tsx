// A closed trade's figures: prices, result, swap, both dates and why it closed.
import type { ReactNode } from 'react';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { useSymbolDigits } from '../hooks/use-symbol-digits';
import { Card, Figures } from './detail.styles';
import { OrderMarks } from './order-marks';

const c = tr.positions.columns;

export function ClosedTradeFigures({ order }: { order: Order }) {
  const digits = useSymbolDigits(order.symbol);
  const figures: [string, ReactNode][] = [
    [
      c.symbol,
      <>
        {order.symbol}
        <OrderMarks order={order} showName />
      </>,
    ],
    [c.type, tr.positions.sides[order.type]],
    [c.amount, formatLotAmount(order.amount)],
    [c.openPrice, formatPrice(order.price, digits)],
    [c.closePrice, formatPrice(order.closePrice, digits)],
    [c.profit, <ValueBadge value={order.profit}>{formatMoney(order.profit)}</ValueBadge>],
    [c.stopLoss, formatPrice(order.stopLoss, digits)],
    [c.takeProfit, formatPrice(order.takeProfit, digits)],
    [c.swap, formatMoney(order.swap)],
    [c.openDate, formatDateTime(order.createdAt)],
    [c.closeDate, formatDateTime(order.closeAt)],
    [c.closeReason, order.closeReason ? tr.positions.closeReasons[order.closeReason] : '-'],
  ];
  return (
    <Card>
      <Figures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
    </Card>
  );
}
