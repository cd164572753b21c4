// Orders and pages as the server sends them, for the positions tests and the bench.
import type { Order } from '../../../../contract/entities';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '1',
    amount: 1,
    type: 'Buy',
    symbol: 'EURUSD',
    price: 1.0832,
    closePrice: null,
    lastPrice: 1.0841,
    marketLimit: null,
    takeProfit: null,
    stopLoss: null,
    profit: 9,
    profitPct: 0.8,
    swap: -0.5,
    margin: 216.64,
    createdAt: '2026-11-03T09:05:07',
    closeAt: null,
    status: 'open',
    ...overrides,
  };
}

/** `count` orders with ids `${prefix}${n}`, n from `from`. */
export function makeOrders(
  count: number,
  from: number,
  overrides: Partial<Order> = {},
  prefix = '',
): Order[] {
  return Array.from({ length: count }, (_, index) =>
    makeOrder({ ...overrides, id: `${prefix}${from + index}`, symbol: overrides.symbol ?? 'EURUSD' }),
  );
}

/** The body of a list page answer. */
export const pageBody = (data: Order[], currentPage: number, totalPages: number) => ({
  status: true,
  data,
  currentPage,
  totalPages,
});
