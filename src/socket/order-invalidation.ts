// Order events from the socket say which server lists changed; RTK Query refetches those lists.
// The socket is the one invalidator of order lists while it is open: it tells every tab, this one
// included, so an order mutation invalidates the same tags itself only while the socket is not
// open (`unlessSocketOpen`). One change, one refetch per list.
import type { OrderEvent, OrderMessage } from '../../contract/live';
import { api } from '../api/api-slice';
import type { ConnectionState } from './connection-slice';

type OrderListTag = 'OpenOrders' | 'WaitingOrders' | 'ClosedOrders' | 'Profile';
export type OrderTag = OrderListTag | { type: 'Order'; id: string };

const LISTS_BY_EVENT: Record<OrderEvent, readonly OrderListTag[]> = {
  // Also a new waiting order (order.placed): the waiting list changes too.
  opened: ['OpenOrders', 'WaitingOrders', 'Profile'],
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

interface MutationLifecycle<Result> {
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Result }>;
}

const socketOpen = (state: unknown): boolean =>
  (state as { connection?: ConnectionState }).connection?.status === 'open';

/**
 * An order mutation's onQueryStarted: once it has answered, it invalidates `tagsOf(arg)` if the
 * answer may have changed something (`changed`, given undefined for a failed call) and no open
 * socket will.
 */
export function unlessSocketOpen<Arg, Result>(
  tagsOf: (arg: Arg) => OrderTag[],
  changed: (result: Result | undefined) => boolean = () => true,
) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled }: MutationLifecycle<Result>) => {
    const answered = await queryFulfilled.then(
      ({ data }) => changed(data),
      () => changed(undefined),
    );
    if (answered && !socketOpen(getState())) dispatch(api.util.invalidateTags(tagsOf(arg)));
  };
}
