// A closed trade's figures: prices, result, swap, both dates and why it closed.
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-number';
import { useSymbolDigits } from '../hooks/use-symbol-digits';
import { OrderFiguresCard, openingFigures, resultFigures } from './order-figures';

const c = tr.positions.columns;

export function ClosedTradeFigures({ order }: { order: Order }) {
  const digits = useSymbolDigits(order.symbol);
  return (
    <OrderFiguresCard
      figures={[
        ...openingFigures(order, digits),
        [c.closePrice, formatPrice(order.closePrice, digits)],
        ...resultFigures(order, order.profit, digits),
        [c.closeDate, formatDateTime(order.closeAt)],
        [c.closeReason, order.closeReason ? tr.positions.closeReasons[order.closeReason] : '-'],
      ]}
    />
  );
}
