// When the search finds nothing in the selected tab: says so and offers the tabs that do have
// matches, each with its count, so a customer who typed BTC on the Emtia tab is one click from it.
// The per-tab filter itself stays as SPEC.md section 2 has it.
import { useMemo } from 'react';
import type { MarketCategory } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { belongsToCategory, selectAllSymbols } from '../market-selectors';
import { useOfferedMarketTabs } from '../hooks/use-offered-market-tabs';
import { filterSymbolCodes } from '../market-tabs-config';
import { Box, Choices } from './other-tab-matches.styles';

export interface OtherTabMatchesProps {
  search: string;
  onChooseTab: (category: MarketCategory) => void;
}

export function OtherTabMatches({ search, onChooseTab }: OtherTabMatchesProps) {
  const symbols = useAppSelector(selectAllSymbols);
  const offeredTabs = useOfferedMarketTabs();
  const tabs = useMemo(
    () =>
      offeredTabs
        .map((tab) => {
          const codes = symbols
            .filter((info) => belongsToCategory(info, tab.value))
            .map((info) => info.symbol);
          return { ...tab, count: filterSymbolCodes(codes, search).length };
        })
        .filter((tab) => tab.count > 0),
    [symbols, search, offeredTabs],
  );
  if (tabs.length === 0) return <Box as="p">{tr.market.empty}</Box>;
  return (
    <Box role="status">
      <p>{tr.market.noMatchInTab(search.trim())}</p>
      <p>{tr.market.matchesInTabs}</p>
      <Choices>
        {tabs.map((tab) => (
          <Button key={tab.value} size="sm" variant="secondary" onClick={() => onChooseTab(tab.value)}>
            {tr.market.matchInTab(tab.label, tab.count)}
          </Button>
        ))}
      </Choices>
    </Box>
  );
}
