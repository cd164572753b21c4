// The market's public entry: what other features may use of it, exported on purpose. It only
// re-exports, so a screen that takes one selector from here does not pull in the rest. The list,
// its tabs and the day's movers are here for /trade, the page that composes them with the ticket.
export { useGetSymbolsQuery } from './api/market-api';
export { LiveChange } from './components/live-change';
export { MarketList } from './components/market-list';
export { SymbolDetails } from './components/symbol-details';
export { MarketPriceWidget } from './market-price-widget';
export { useSymbolDigits } from './hooks/use-symbol-digits';
export {
  selectDaily,
  selectIsMarketOpen,
  selectMarketState,
  selectQuote,
  selectSymbol,
  selectSymbolCodesByCategory,
  selectSymbolEntities,
  selectSymbolsStatus,
} from './market-selectors';
export { FIRST_MARKET_TAB } from './market-tabs-config';
export { sameMovers, selectTopMovers } from './top-movers';
