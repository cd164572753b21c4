// The chart's public entry: what other features may use of it, exported on purpose. It only
// re-exports, so the dashboard can take the default symbol from here and still load the chart
// itself as a chunk of its own.
export { DEFAULT_CHART_SYMBOL } from './chart-config';
export { SymbolChart } from './components/symbol-chart';
