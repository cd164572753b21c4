// Read side of the market slice. Parameterized selectors are factories cached per argument, so
// `useAppSelector(selectQuote('EURUSD'))` gets the same function on every render and a row
// re-renders only when its own quote object changes.
import { createSelector } from '@reduxjs/toolkit';
import type { SymbolInfo } from '../../../contract/entities';
import type { RootState } from '../../app/store';
import {
  symbolsAdapter,
  type DailyFigures,
  type MarketState,
  type Quote,
  type SymbolsLoadStatus,
} from './market-slice';
import { changePctOf, spreadPointsOf } from './daily-change';

function cachedBy<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const cache = new Map<Key, Value>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
}

const symbolSelectors = symbolsAdapter.getSelectors((state: RootState) => state.market.symbols);

export const selectAllSymbols = symbolSelectors.selectAll;
export const selectSymbolEntities = symbolSelectors.selectEntities;
export const selectSymbolsStatus = (state: RootState): SymbolsLoadStatus => state.market.status;
/** Live price map: symbol to its quote. */
export const selectQuotes = (state: RootState): Record<string, Quote> => state.market.quotes;

export const selectSymbol = cachedBy(
  (symbol: string) =>
    (state: RootState): SymbolInfo | undefined =>
      state.market.symbols.entities[symbol],
);

export const selectQuote = cachedBy(
  (symbol: string) =>
    (state: RootState): Quote | undefined =>
      state.market.quotes[symbol],
);

/** Open/closed state and next opening time: the socket's latest, else the symbol list's. */
export const selectMarketState = cachedBy(
  (symbol: string) =>
    (state: RootState): MarketState | undefined =>
      state.market.markets[symbol],
);

export const selectIsMarketOpen = cachedBy(
  (symbol: string) =>
    (state: RootState): boolean =>
      state.market.markets[symbol]?.isOpen ?? state.market.symbols.entities[symbol]?.isOpen ?? false,
);

export const selectDaily = cachedBy(
  (symbol: string) =>
    (state: RootState): DailyFigures | undefined =>
      state.market.daily[symbol],
);

/** The day's change in percent, to 2 decimals, so a cell re-renders only when what it shows moves. */
export const selectChangePct = cachedBy(
  (symbol: string) =>
    (state: RootState): number | null =>
      changePctOf(state.market.quotes[symbol]?.bid, state.market.daily[symbol]?.open),
);

/** Ask minus bid in points (units of the symbol's last digit), as terminals show a spread. */
export const selectSpreadPoints = cachedBy(
  (symbol: string) =>
    (state: RootState): number | null =>
      spreadPointsOf(state.market.quotes[symbol], state.market.symbols.entities[symbol]?.digits),
);

/** A symbol belongs to a tab when its catCode, lower-cased, equals the tab value (SPEC.md section 2). */
export const belongsToCategory = (info: SymbolInfo, category: string): boolean =>
  info.catCode.toLowerCase() === category.toLowerCase();

export const selectSymbolsByCategory = cachedBy((category: string) =>
  createSelector([selectAllSymbols], (symbols) =>
    symbols.filter((info) => belongsToCategory(info, category)),
  ),
);

/** Symbol codes only: list views render from this so a price tick never changes the list. */
export const selectSymbolCodesByCategory = cachedBy((category: string) =>
  createSelector([selectSymbolsByCategory(category)], (symbols) => symbols.map((info) => info.symbol)),
);
