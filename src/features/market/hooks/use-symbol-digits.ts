// The price digits of any listed symbol, for lists of orders that do not carry them (a trader's or
// a robot's trades): their prices then read as every other screen shows that symbol's prices, not
// with the six decimals a raw fill can have (issue 22, item 8). It loads the symbol list, which
// the whole app shares.
import { useCallback } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useGetSymbolsQuery } from '../api/market-api';
import { selectSymbolEntities } from '../market-selectors';

/** A lookup of a symbol's digits; undefined until the list is loaded or for an unknown symbol. */
export function useSymbolDigits(): (symbol: string) => number | undefined {
  useGetSymbolsQuery();
  const symbols = useAppSelector(selectSymbolEntities);
  return useCallback((symbol: string) => symbols[symbol]?.digits, [symbols]);
}
