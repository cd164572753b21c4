// An order placed in this tab refetches the open list once: while the socket is open its order
// event is the one invalidation (the mutation adds none); while it is not, the mutation invalidates.
import { waitFor } from '@testing-library/react';
import { api } from '../api/api-slice';
import { makeStore } from '../app/store';
import { orderApi } from '../features/order/api/order-api';
import { signedIn } from '../features/session/session-slice';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { FakeWebSocket } from '../test/fake-socket';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeOpenOrdersOnce: build.query<unknown, void>({ query: () => '/orders', providesTags: ['OpenOrders'] }),
  }),
});

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi()
    .on('GET /api/orders', { body: { status: true, data: [], currentPage: 1, totalPages: 1 } })
    .on('POST /api/orders', { body: { status: true, data: { id: '42' } } });
});
afterEach(() => fake.restore());

async function storeWatchingOpenOrders(socketOpen: boolean) {
  const store = makeStore();
  store.dispatch(signedIn('abc'));
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket opened');
  if (socketOpen) socket.serverOpen();
  const subscription = store.dispatch(probe.endpoints.probeOpenOrdersOnce.initiate());
  await subscription;
  const settled = () => probe.endpoints.probeOpenOrdersOnce.select()(store.getState()).status === 'fulfilled';
  return { store, socket, subscription, settled };
}

const payload = { symbol: 'XAUUSD', type: 'buy', amount: 1 } as never;

it('with the socket open, a placed order and its order event refetch the open list once', async () => {
  const { store, socket, subscription, settled } = await storeWatchingOpenOrders(true);
  await store.dispatch(orderApi.endpoints.placeOrder.initiate(payload));
  socket.serverSend({ type: 'order', event: 'opened', id: '42' });
  await waitFor(() => expect(fake.callsTo('GET /api/orders')).toHaveLength(2));
  await waitFor(() => expect(settled()).toBe(true));
  expect(fake.callsTo('GET /api/orders')).toHaveLength(2);
  subscription.unsubscribe();
});

it('with the socket not open, the placed order itself refetches the open list', async () => {
  const { store, subscription, settled } = await storeWatchingOpenOrders(false);
  await store.dispatch(orderApi.endpoints.placeOrder.initiate(payload));
  await waitFor(() => expect(fake.callsTo('GET /api/orders')).toHaveLength(2));
  await waitFor(() => expect(settled()).toBe(true));
  subscription.unsubscribe();
});
