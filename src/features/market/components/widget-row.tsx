// A row of the dashboard's price widget: icon, symbol, ask and bid. Subscribes to its own quote
// only, so a tick re-renders this row and nothing else.
import { memo, type KeyboardEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectQuote, selectSymbol } from '../market-selectors';
import { PriceText } from './price-text';
import { Prices, SymbolCode, WidgetRowGrid } from './market-rows.styles';
import { SymbolBadge } from './symbol-badge';

export interface MarketRowProps {
  symbol: string;
  onSelect?: (symbol: string) => void;
}

export function onEnterSelect(symbol: string, onSelect?: (symbol: string) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onSelect?.(symbol);
  };
}

export const WidgetRow = memo(function WidgetRow({ symbol, onSelect }: MarketRowProps) {
  const quote = useAppSelector(selectQuote(symbol));
  const digits = useAppSelector(selectSymbol(symbol))?.digits;
  return (
    <WidgetRowGrid
      data-symbol={symbol}
      tabIndex={0}
      onClick={() => onSelect?.(symbol)}
      onKeyDown={onEnterSelect(symbol, onSelect)}
    >
      <SymbolBadge symbol={symbol} />
      <SymbolCode>{symbol}</SymbolCode>
      <Prices>
        <PriceText
          testId="ask"
          value={quote?.ask}
          digits={digits}
          move={quote?.askMove ?? null}
          changeSeq={quote?.askSeq ?? 0}
        />
      </Prices>
      <Prices>
        <PriceText
          testId="bid"
          value={quote?.bid}
          digits={digits}
          move={quote?.bidMove ?? null}
          changeSeq={quote?.bidSeq ?? 0}
        />
      </Prices>
    </WidgetRowGrid>
  );
});
