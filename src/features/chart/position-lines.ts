// The customer's open positions on a symbol as price lines: each entry with its side, lots and
// live profit, and its stop loss and take profit when set.
import type { Order } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';
import { formatLotAmount, formatMoney } from '../../lib/format-number';
import type { PriceLineSpec } from './chart-overlays';

export interface PositionLineColors {
  profit: string;
  loss: string;
  stopLoss: string;
  takeProfit: string;
}

/** An order's stop loss and take profit, where set, as dashed lines (positions and waiting orders). */
export function stopTakeLinesOf(
  order: Order,
  colors: Pick<PositionLineColors, 'stopLoss' | 'takeProfit'>,
): PriceLineSpec[] {
  const lines: PriceLineSpec[] = [];
  if (order.stopLoss !== null)
    lines.push({
      key: `stopLoss-${order.id}`,
      price: order.stopLoss,
      title: tr.chart.stopLossLine,
      color: colors.stopLoss,
      dashed: true,
    });
  if (order.takeProfit !== null)
    lines.push({
      key: `takeProfit-${order.id}`,
      price: order.takeProfit,
      title: tr.chart.takeProfitLine,
      color: colors.takeProfit,
      dashed: true,
    });
  return lines;
}

/** `profits` holds each order's live profit by id; the order's own figure stands in before a tick. */
export function positionLinesOf(
  orders: readonly Order[],
  profits: Readonly<Record<string, number | undefined>>,
  colors: PositionLineColors,
): PriceLineSpec[] {
  const lines: PriceLineSpec[] = [];
  for (const order of orders) {
    const profit = profits[order.id] ?? order.profit;
    lines.push({
      key: `entry-${order.id}`,
      price: order.price,
      title: tr.chart.entryLine(
        tr.positions.sides[order.type],
        formatLotAmount(order.amount),
        formatMoney(profit),
      ),
      color: profit > 0 ? colors.profit : colors.loss,
      dashed: false,
    });
    lines.push(...stopTakeLinesOf(order, colors));
  }
  return lines;
}
