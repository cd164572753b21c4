// The lines a customer may move on the chart (issue 20, items 2 and 4): an open position's stop
// loss and take profit, a waiting order's price, stop loss and take profit, and an active price
// alert. Each names the call its move makes; the move is checked by the server like the ticket's.
// Pure, so the rules are tested without a canvas.
import type { PriceAlert } from '../../../contract/alerts';
import type { Order } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';

export type DragLineKind = 'stopLoss' | 'takeProfit' | 'limit' | 'alert';

export interface DragLine {
  /** The key of the price line it moves (position-lines.ts, waiting-lines.ts, alert-lines.ts). */
  key: string;
  kind: DragLineKind;
  price: number;
  /** What moves, in words: 'EURUSD Alış · Zarar Durdur'. */
  what: string;
  order?: Order;
  alert?: PriceAlert;
}

/** What one move sends: new stops, a waiting order's new price with its stops, or an alert's price. */
export type LineChange =
  | { call: 'stops'; id: string; stopLoss: number | null; takeProfit: number | null }
  | { call: 'waiting'; id: string; marketLimit: number; stopLoss: number | null; takeProfit: number | null }
  | { call: 'alert'; id: string; price: number; condition: 'above' | 'below' };

export function dragLinesOf(
  open: readonly Order[],
  waiting: readonly Order[],
  alerts: readonly PriceAlert[],
  symbol: string,
): DragLine[] {
  const lines: DragLine[] = [];
  const stopsOf = (order: Order) => {
    const side = tr.positions.sides[order.type];
    if (order.stopLoss !== null)
      lines.push({
        key: `stopLoss-${order.id}`,
        kind: 'stopLoss',
        price: order.stopLoss,
        what: tr.chart.lineWhat.stopLoss(order.symbol, side),
        order,
      });
    if (order.takeProfit !== null)
      lines.push({
        key: `takeProfit-${order.id}`,
        kind: 'takeProfit',
        price: order.takeProfit,
        what: tr.chart.lineWhat.takeProfit(order.symbol, side),
        order,
      });
  };
  for (const order of open) if (order.symbol === symbol && order.status === 'open') stopsOf(order);
  for (const order of waiting) {
    if (order.symbol !== symbol || order.status !== 'waiting' || order.marketLimit === null) continue;
    lines.push({
      key: `limit-${order.id}`,
      kind: 'limit',
      price: order.marketLimit,
      what: tr.chart.lineWhat.limit(order.symbol, tr.positions.sides[order.type]),
      order,
    });
    stopsOf(order);
  }
  for (const alert of alerts) {
    if (!alert.active || alert.symbol !== symbol) continue;
    lines.push({
      key: `alert-${alert.id}`,
      kind: 'alert',
      price: alert.price,
      what: tr.chart.lineWhat.alert(alert.symbol, tr.alerts.sides[alert.side]),
      alert,
    });
  }
  return lines;
}

/** A price on the symbol's grid of digits. */
export const snapPrice = (price: number, digits: number): number => Number(price.toFixed(digits));

/**
 * The call a line's move to `price` makes. An alert takes the side of the market it now sits on
 * (above the watched price waits for a rise); `watchedPrice` is that side's current price.
 */
export function changeOf(line: DragLine, price: number, watchedPrice: number | null): LineChange {
  const { order, alert } = line;
  if (alert) {
    const reference = watchedPrice ?? alert.price;
    return { call: 'alert', id: alert.id, price, condition: price >= reference ? 'above' : 'below' };
  }
  if (!order) throw new Error(`drag line ${line.key} has neither an order nor an alert`);
  const stopLoss = line.kind === 'stopLoss' ? price : order.stopLoss;
  const takeProfit = line.kind === 'takeProfit' ? price : order.takeProfit;
  if (order.status === 'waiting' && order.marketLimit !== null) {
    const marketLimit = line.kind === 'limit' ? price : order.marketLimit;
    return { call: 'waiting', id: order.id, marketLimit, stopLoss, takeProfit };
  }
  return { call: 'stops', id: order.id, stopLoss, takeProfit };
}

/** One arrow-key step of a line: ten of the symbol's smallest price steps (a pip on 5-digit forex). */
export const keyStepOf = (digits: number): number => 10 ** -Math.max(digits - 1, 0);
