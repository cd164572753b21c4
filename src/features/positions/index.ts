// The positions feature's public entry: the dashboard's positions widget, and the lists and live
// figures the /trade history widget and the chart's position lines read. The pages of this
// feature are reached through the route table, not from here.
export {
  useGetClosedOrdersInfiniteQuery,
  useGetOpenOrdersInfiniteQuery,
  useGetWaitingOrdersInfiniteQuery,
} from './api/positions-api';
export { selectLivePosition } from './live-positions-slice';
export { PositionsWidget } from './positions-widget';
