// Placing an order (POST /api/orders, SPEC.md section 7). A placed order changes the open or
// waiting list and the account figures, so a success invalidates those caches; a refusal
// (status false) changes nothing and invalidates nothing. The socket's order event invalidates
// them while it is open (socket/order-invalidation.ts), so the mutation does only while it is not.
import type { ApiAnswer } from '../../../../contract/envelope';
import type { Order, OrderPayload } from '../../../../contract/entities';
import { api } from '../../../api/api-slice';
import { unlessSocketOpen } from '../../../socket/order-invalidation';

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<ApiAnswer<Order>, OrderPayload>({
      query: (payload) => ({ url: '/orders', method: 'POST', body: payload }),
      onQueryStarted: unlessSocketOpen<OrderPayload, ApiAnswer<Order>>(
        () => ['OpenOrders', 'WaitingOrders', 'Profile'],
        (answer) => answer?.status === true,
      ),
    }),
  }),
});

export const { usePlaceOrderMutation } = orderApi;
