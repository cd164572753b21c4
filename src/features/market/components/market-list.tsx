// The market price list shared by the dashboard widget and /trade: category tabs, the 'Ara...'
// search and one row per symbol of the selected tab. The list renders from symbol codes, which do
// not change when prices tick, and only the rows in view; each price cell follows its own quote.
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { MarketCategory } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { tabPanelProps } from '../../../ui/tabs';
import { useGetSymbolsQuery } from '../api/market-api';
import { useVisibleRange } from '../../../lib/use-visible-range';
import { selectSymbolCodesByCategory, selectSymbolsStatus } from '../market-selectors';
import { FIRST_MARKET_TAB, filterSymbolCodes } from '../market-tabs-config';
import { List, Note, Root, Scroller, Search } from './market-list.styles';
import { TRADE_ROW_HEIGHT_PX, WIDGET_ROW_HEIGHT_PX } from './market-rows.styles';
import { MarketTabs } from './market-tabs';
import { OtherTabMatches } from './other-tab-matches';
import { TradeRow } from './trade-row';
import { WidgetRow } from './widget-row';

export type MarketListVariant = 'widget' | 'trade';

export interface MarketListProps {
  variant: MarketListVariant;
  /** Receives the symbol of a clicked row. */
  onSelect?: (symbol: string) => void;
  /** The selected tab, when the parent owns it (/trade's ticket follows the tab's first symbol). */
  category?: MarketCategory;
  onCategoryChange?: (category: MarketCategory) => void;
}

interface RowsProps extends Pick<MarketListProps, 'variant' | 'onSelect'> {
  codes: readonly string[];
  category: MarketCategory;
  scroller: RefObject<HTMLDivElement | null>;
}

function Rows({ variant, onSelect, codes, category, scroller }: RowsProps) {
  const rowHeightPx = variant === 'trade' ? TRADE_ROW_HEIGHT_PX : WIDGET_ROW_HEIGHT_PX;
  const { start, end } = useVisibleRange(scroller, rowHeightPx, codes.length);
  const RowComponent = variant === 'trade' ? TradeRow : WidgetRow;
  return (
    <List
      aria-label={tr.market.tabs[category]}
      style={{ paddingTop: start * rowHeightPx, paddingBottom: (codes.length - end) * rowHeightPx }}
    >
      {codes.slice(start, end).map((symbol) => (
        <RowComponent key={symbol} symbol={symbol} onSelect={onSelect} />
      ))}
    </List>
  );
}

export function MarketList({
  variant,
  onSelect,
  category: shownCategory,
  onCategoryChange,
}: MarketListProps) {
  const idBase = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [ownCategory, setOwnCategory] = useState<MarketCategory>(FIRST_MARKET_TAB);
  const category = shownCategory ?? ownCategory;
  const setCategory = (next: MarketCategory) => {
    setOwnCategory(next);
    onCategoryChange?.(next);
  };
  const [search, setSearch] = useState('');
  const { isError } = useGetSymbolsQuery();
  const status = useAppSelector(selectSymbolsStatus);
  const codes = useAppSelector(selectSymbolCodesByCategory(category));
  const shown = useMemo(() => filterSymbolCodes(codes, search), [codes, search]);
  // Another tab or search is another list: start it from its first row.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [category, search]);

  let body;
  if (status !== 'loaded') {
    body = <Note role="status">{isError ? tr.market.loadFailed : tr.market.loading}</Note>;
  } else if (shown.length === 0) {
    body = search.trim() ? (
      <OtherTabMatches search={search} onChooseTab={setCategory} />
    ) : (
      <Note>{tr.market.empty}</Note>
    );
  } else {
    body = (
      <Rows variant={variant} onSelect={onSelect} codes={shown} category={category} scroller={scroller} />
    );
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
      <Scroller ref={scroller} {...tabPanelProps(idBase, category)}>
        {body}
      </Scroller>
    </Root>
  );
}
