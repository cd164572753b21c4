// The market price list shared by the dashboard widget and /trade: category tabs, the 'Ara...'
// search and one row per symbol of the selected tab. The list itself renders from symbol codes,
// which do not change when prices tick; each row subscribes to its own quote.
import { useId, useMemo, useState } from 'react';
import type { MarketCategory } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr';
import { tabPanelProps } from '../../../ui/tabs';
import { useGetSymbolsQuery } from '../api/market-api';
import { selectSymbolCodesByCategory, selectSymbolsStatus } from '../market-selectors';
import { FIRST_MARKET_TAB, filterSymbolCodes } from '../market-tabs-config';
import { List, Note, Root, Search } from './market-list.styles';
import { MarketTabs } from './market-tabs';
import { TradeRow } from './trade-row';
import { WidgetRow } from './widget-row';

export type MarketListVariant = 'widget' | 'trade';

export interface MarketListProps {
  variant: MarketListVariant;
  /** Receives the symbol of a clicked row. */
  onSelect?: (symbol: string) => void;
}

export function MarketList({ variant, onSelect }: MarketListProps) {
  const idBase = useId();
  const [category, setCategory] = useState<MarketCategory>(FIRST_MARKET_TAB);
  const [search, setSearch] = useState('');
  const { isError } = useGetSymbolsQuery();
  const status = useAppSelector(selectSymbolsStatus);
  const codes = useAppSelector(selectSymbolCodesByCategory(category));
  const shown = useMemo(() => filterSymbolCodes(codes, search), [codes, search]);
  const RowComponent = variant === 'trade' ? TradeRow : WidgetRow;

  let body;
  if (status === 'loaded') {
    body =
      shown.length > 0 ? (
        <List aria-label={tr.market.tabs[category]}>
          {shown.map((symbol) => (
            <RowComponent key={symbol} symbol={symbol} onSelect={onSelect} />
          ))}
        </List>
      ) : (
        <Note>{tr.market.empty}</Note>
      );
  } else {
    body = <Note role="status">{isError ? tr.market.loadFailed : tr.market.loading}</Note>;
  }

  return (
    <Root data-variant={variant}>
      <MarketTabs value={category} onChange={setCategory} idBase={idBase} />
      <Search
        type="search"
        value={search}
        placeholder={tr.market.search}
        aria-label={tr.market.searchLabel}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div {...tabPanelProps(idBase, category)}>{body}</div>
    </Root>
  );
}
