// The six category tabs of SPEC.md section 2, in their order, and the search rule.
import { MARKET_CATEGORIES, type MarketCategory } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';

export interface MarketTab {
  value: MarketCategory;
  label: string;
}

export const MARKET_TABS: readonly MarketTab[] = MARKET_CATEGORIES.map((value) => ({
  value,
  label: tr.market.tabs[value],
}));

export const FIRST_MARKET_TAB: MarketCategory = MARKET_TABS[0].value;

/** Case-insensitive substring of the symbol code; an empty search keeps every symbol. */
export function filterSymbolCodes(codes: readonly string[], search: string): readonly string[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return codes;
  return codes.filter((code) => code.toLowerCase().includes(needle));
}
