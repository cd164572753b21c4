// Placing an order (POST /api/orders, SPEC.md section 7). A placed order changes the open or
// waiting list and the account figures, so a success invalidates those caches; a refusal
// (status false) changes nothing and invalidates nothing.
import type { ApiAnswer } from '../../../../contract/envelope';
import type { Order, OrderPayload } from '../../../../contract/entities';
import { api } from '../../../api/api-slice';

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<ApiAnswer<Order>, OrderPayload>({
      query: (payload) => ({ url: '/orders', method: 'POST', body: payload }),
      invalidatesTags: (answer) => (answer?.status ? ['OpenOrders', 'WaitingOrders', 'Profile'] : []),
    }),
  }),
});

export const { usePlaceOrderMutation } = orderApi;
