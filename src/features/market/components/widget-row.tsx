// A row of the dashboard's price widget: icon, symbol with the day's change % under it, ask and
// bid. The row renders once; only its price and change cells follow the ticks.
import { memo, type KeyboardEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectSymbol } from '../market-selectors';
import { LiveChange } from './live-change';
import { LivePrice } from './live-price';
import { DayLine, Prices, SymbolCode, SymbolStack, WidgetRowGrid } from './market-rows.styles';
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
  const digits = useAppSelector(selectSymbol(symbol))?.digits;
  return (
    <WidgetRowGrid
      data-symbol={symbol}
      tabIndex={0}
      onClick={() => onSelect?.(symbol)}
      onKeyDown={onEnterSelect(symbol, onSelect)}
    >
      <SymbolBadge symbol={symbol} />
      <SymbolStack $align="start">
        <SymbolCode>{symbol}</SymbolCode>
        <DayLine>
          <LiveChange symbol={symbol} />
        </DayLine>
      </SymbolStack>
      <Prices>
        <LivePrice symbol={symbol} side="ask" digits={digits} />
      </Prices>
      <Prices>
        <LivePrice symbol={symbol} side="bid" digits={digits} />
      </Prices>
    </WidgetRowGrid>
  );
});
