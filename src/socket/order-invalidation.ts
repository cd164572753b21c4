// Order events from the socket say which server lists changed; RTK Query refetches those lists.
import type { OrderEvent, OrderMessage } from '../../contract/live';

type OrderListTag = 'OpenOrders' | 'WaitingOrders' | 'ClosedOrders' | 'Profile';
export type OrderTag = OrderListTag | { type: 'Order'; id: string };

const LISTS_BY_EVENT: Record<OrderEvent, readonly OrderListTag[]> = {
  opened: ['OpenOrders', 'Profile'],
  closed: ['OpenOrders', 'ClosedOrders', 'Profile'],
  stopout: ['OpenOrders', 'ClosedOrders', 'Profile'],
  // A waiting order reached its market limit and became a position.
  triggered: ['WaitingOrders', 'OpenOrders', 'Profile'],
  cancelled: ['WaitingOrders'],
  modified: ['OpenOrders', 'WaitingOrders'],
};

/** The tags to invalidate for a batch of order events, each once. */
export function tagsForOrderEvents(messages: readonly OrderMessage[]): OrderTag[] {
  const lists = new Set<OrderListTag>();
  const ids = new Set<string>();
  for (const message of messages) {
    for (const tag of LISTS_BY_EVENT[message.event]) lists.add(tag);
    ids.add(message.id);
  }
  return [...lists, ...[...ids].map((id) => ({ type: 'Order' as const, id }))];
}
