// Column headings of the three lists, in SPEC.md section 2's order. Rows render their cells in the
// same order and label each cell with its heading (the phone's card look shows it).
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import type { OrderListKind } from '../api/positions-api';

const c = tr.positions.columns;

export const ORDER_COLUMNS: Record<OrderListKind, readonly string[]> = {
  open: [
    c.symbol,
    c.amount,
    c.type,
    c.openPrice,
    c.currentPrice,
    c.stopLoss,
    c.takeProfit,
    c.profit,
    c.swap,
    c.date,
    c.action,
  ],
  waiting: [c.symbol, c.amount, c.type, c.price, c.stopLoss, c.takeProfit, c.date, c.action],
  closed: [
    c.symbol,
    c.amount,
    c.type,
    c.openPrice,
    c.closePrice,
    c.stopLoss,
    c.takeProfit,
    c.profit,
    c.swap,
    c.date,
  ],
};

/** What every row gets: its order (the list page's object), its symbol's price digits and its
 * 1-based place among the table's rows (aria-rowindex; only rows in view are rendered). */
export interface OrderRowProps {
  order: Order;
  digits: number | undefined;
  rowIndex: number;
}
