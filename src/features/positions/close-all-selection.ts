// Which open positions a close-all takes and what is at stake, as the confirmation shows it: the
// same filter the server applies (API.md: symbol, side, only winners or only losers, a position at
// exactly zero being neither), read from the open list with each position's live profit.
import type { CloseAllRequest } from '../../../contract/bulk-orders';
import type { Order } from '../../../contract/entities';

/** The dialog's choices; '' is "any". */
export interface CloseAllDraft {
  symbol: string;
  side: '' | 'Buy' | 'Sell';
  only: '' | 'profit' | 'loss';
}

export const EMPTY_CLOSE_ALL_DRAFT: CloseAllDraft = { symbol: '', side: '', only: '' };

export interface CloseAllStake {
  count: number;
  /** The floating profit of the positions taken, in USD, rounded to cents. */
  profitUsd: number;
}

/** The body of POST /api/orders/close-all: only the fields chosen. */
export function requestOfDraft(draft: CloseAllDraft): CloseAllRequest {
  return {
    ...(draft.symbol === '' ? {} : { symbol: draft.symbol }),
    ...(draft.side === '' ? {} : { side: draft.side }),
    ...(draft.only === '' ? {} : { only: draft.only }),
  };
}

export function closeAllStake(
  orders: readonly Order[],
  profits: Readonly<Record<string, number | undefined>>,
  draft: CloseAllDraft,
): CloseAllStake {
  let count = 0;
  let profitCents = 0;
  for (const order of orders) {
    if (order.status !== 'open') continue;
    if (draft.symbol !== '' && order.symbol !== draft.symbol) continue;
    if (draft.side !== '' && order.type !== draft.side) continue;
    const profit = profits[order.id] ?? order.profit;
    if (draft.only === 'profit' && !(profit > 0)) continue;
    if (draft.only === 'loss' && !(profit < 0)) continue;
    count += 1;
    profitCents += Math.round(profit * 100);
  }
  return { count, profitUsd: profitCents / 100 };
}

/** The symbols of the open positions, once each, in the order of the list. */
export function symbolsOf(orders: readonly Order[]): string[] {
  return [...new Set(orders.filter((order) => order.status === 'open').map((order) => order.symbol))];
}
