// The category tabs the broker offers: all six, less Kripto when the profile turns crypto symbols
// off (issue 21, per-product switches).
import { useMemo } from 'react';
import { useProducts } from '../../compliance';
import { MARKET_TABS, type MarketTab } from '../market-tabs-config';

export function useOfferedMarketTabs(): readonly MarketTab[] {
  const { crypto } = useProducts();
  return useMemo(
    () => (crypto ? MARKET_TABS : MARKET_TABS.filter((tab) => tab.value !== 'crypto')),
    [crypto],
  );
}
