// The market's public entry: what other features may use of it, exported on purpose. It only
// re-exports, so a screen that takes one selector from here does not pull in the rest.
export { useGetSymbolsQuery } from './api/market-api';
export { LiveChange } from './components/live-change';
export { SymbolDetails } from './components/symbol-details';
export { MarketPriceWidget } from './market-price-widget';
export { useSymbolDigits } from './hooks/use-symbol-digits';
export {
  selectDaily,
  selectIsMarketOpen,
  selectMarketState,
  selectQuote,
  selectSymbol,
  selectSymbolEntities,
  selectSymbolsStatus,
} from './market-selectors';
