// The positions feature's public entry: the dashboard's positions widget, and the lists
// the /trade history widget and the chart's position lines read. The pages of this
// feature are reached through the route table, not from here.
export { useGetClosedOrdersInfiniteQuery, useGetOpenOrdersInfiniteQuery } from './api/positions-api';
export { PositionsWidget } from './positions-widget';
