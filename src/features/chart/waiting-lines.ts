// The customer's waiting orders on a symbol as dashed price lines: the price it waits for, with
// its side and lots, and its stop loss and take profit when set, so they can be seen and dragged.
import type { Order } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';
import { formatLotAmount } from '../../lib/format-number';
import type { PriceLineSpec } from './chart-overlays';
import { stopTakeLinesOf, type PositionLineColors } from './position-lines';

export function waitingLinesOf(
  orders: readonly Order[],
  colors: PositionLineColors & { limit: string },
): PriceLineSpec[] {
  const lines: PriceLineSpec[] = [];
  for (const order of orders) {
    if (order.marketLimit === null) continue;
    lines.push({
      key: `limit-${order.id}`,
      price: order.marketLimit,
      title: tr.chart.limitLine(tr.positions.sides[order.type], formatLotAmount(order.amount)),
      color: colors.limit,
      dashed: true,
    });
    lines.push(...stopTakeLinesOf(order, colors));
  }
  return lines;
}
