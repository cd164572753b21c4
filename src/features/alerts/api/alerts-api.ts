// The customer's price alerts (API.md "Price alerts and watchlists"): the list, a new alert and
// deleting one, and moving one (the chart's drag). A fired alert comes as a live `alert` message, on which the socket middleware
// invalidates 'Alerts', so an open list shows it fired.
import type { CreateAlertRequest, MoveAlertRequest, PriceAlert } from '../../../../contract/alerts';
import type { ApiSuccess } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';

interface AlertsAnswer {
  data?: unknown;
}

export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlerts: build.query<PriceAlert[], void>({
      query: () => '/alerts',
      transformResponse: (answer: AlertsAnswer) =>
        Array.isArray(answer.data) ? (answer.data as PriceAlert[]) : [],
      providesTags: ['Alerts'],
    }),
    createAlert: build.mutation<ApiSuccess<PriceAlert>, CreateAlertRequest>({
      query: (body) => ({ url: '/alerts', method: 'POST', body }),
      invalidatesTags: ['Alerts'],
    }),
    // Ours (docs/server.md): the chart's drag of an alert's line.
    moveAlert: build.mutation<ApiSuccess<PriceAlert>, { id: string } & MoveAlertRequest>({
      query: ({ id, price, condition }) => ({
        url: `/alerts/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { price, condition },
      }),
      invalidatesTags: ['Alerts'],
    }),
    deleteAlert: build.mutation<ApiSuccess<unknown>, string>({
      query: (id) => ({ url: `/alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useGetAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation, useMoveAlertMutation } =
  alertsApi;
