// What the open position's and the closed trade's detail screens show alike: the card of label and
// value pairs, and the rows both lists hold (symbol with its marks, side, lots and opening price,
// then profit, stop-loss, take-profit, swap and opening date). Each screen adds its own rows
// between and after: the live price, or the closing price, date and reason.
import type { ReactNode } from 'react';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { Card, Figures } from './detail.styles';
import { OrderMarks } from './order-marks';

export type OrderFigure = [label: string, value: ReactNode];

const c = tr.positions.columns;

/** The first rows: the symbol with its robot or copy mark, the side, the lots and the open price. */
export function openingFigures(order: Order, digits?: number): OrderFigure[] {
  return [
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
  ];
}

/** The result rows: profit coloured by its sign, stop-loss, take-profit, swap, the opening date. */
export function resultFigures(order: Order, profit: number, digits?: number): OrderFigure[] {
  return [
    [c.profit, <ValueBadge value={profit}>{formatMoney(profit)}</ValueBadge>],
    [c.stopLoss, formatPrice(order.stopLoss, digits)],
    [c.takeProfit, formatPrice(order.takeProfit, digits)],
    [c.swap, formatMoney(order.swap)],
    [c.openDate, formatDateTime(order.createdAt)],
  ];
}

export function OrderFiguresCard({ figures }: { figures: readonly OrderFigure[] }) {
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
