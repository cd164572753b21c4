// The open position's figures on /position/:id, with profit and current price live by id.
import type { Order } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { useSymbolDigits } from '../hooks/use-symbol-digits';
import { selectLivePosition } from '../../../socket/live-positions-slice';
import { OrderFiguresCard, openingFigures, resultFigures, type OrderFigure } from './order-figures';

const c = tr.positions.columns;

export function PositionFigures({ order }: { order: Order }) {
  const live = useAppSelector((state) => selectLivePosition(state, order.id));
  const digits = useSymbolDigits(order.symbol);
  const trailing: OrderFigure[] =
    order.trailingDistance != null ? [[tr.orderKinds.trailingDistance, String(order.trailingDistance)]] : [];
  return (
    <OrderFiguresCard
      figures={[
        ...openingFigures(order, digits),
        [c.currentPrice, formatPrice(live?.lastPrice ?? order.lastPrice, digits)],
        ...resultFigures(order, live?.profit ?? order.profit, digits),
        ...trailing,
      ]}
    />
  );
}
