// The positions feature's public entry: the dashboard's positions widget, the account summary's
// figures /trade's wallet widget lists, and the lists the /trade history widget and the chart's
// position lines read (and the two moves the chart's drag of a line sends). The pages of this
// feature are reached through the route table, not from here.
export {
  useGetClosedOrdersInfiniteQuery,
  useGetOpenOrdersInfiniteQuery,
  useGetWaitingOrdersInfiniteQuery,
  useMoveWaitingOrderMutation,
  useUpdateStopTakeMutation,
} from './api/positions-api';
export { AccountSummaryItems } from './components/account-summary-items';
export { PositionsWidget } from './positions-widget';
