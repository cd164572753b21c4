// The open position's figures on /position/:id, with profit and current price live by id.
import type { ReactNode } from 'react';
import type { Order } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { useSymbolDigits } from '../hooks/use-symbol-digits';
import { selectLivePosition } from '../../../socket/live-positions-slice';
import { Card, Figures } from './detail.styles';
import { OrderMarks } from './order-marks';

const c = tr.positions.columns;

export function PositionFigures({ order }: { order: Order }) {
  const live = useAppSelector((state) => selectLivePosition(state, order.id));
  const digits = useSymbolDigits(order.symbol);
  const profit = live?.profit ?? order.profit;
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
    [c.currentPrice, formatPrice(live?.lastPrice ?? order.lastPrice, digits)],
    [c.profit, <ValueBadge value={profit}>{formatMoney(profit)}</ValueBadge>],
    [c.stopLoss, formatPrice(order.stopLoss, digits)],
    [c.takeProfit, formatPrice(order.takeProfit, digits)],
    [c.swap, formatMoney(order.swap)],
    [c.openDate, formatDateTime(order.createdAt)],
    ...(order.trailingDistance != null
      ? [[tr.orderKinds.trailingDistance, String(order.trailingDistance)] as [string, ReactNode]]
      : []),
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
