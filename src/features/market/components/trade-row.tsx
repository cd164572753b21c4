// A row of /trade: bid, symbol, ask, then Sat and Al (to the order ticket with that side) or, when
// the market is closed, the closed note with the next opening time.
import { memo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { OrderSide } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { selectIsMarketOpen, selectMarketState, selectQuote, selectSymbol } from '../market-selectors';
import { Actions, ClosedNote, SymbolCode, TradeMiddle, TradeRowGrid } from './market-rows.styles';
import { PriceText } from './price-text';
import { SymbolBadge } from './symbol-badge';
import { onEnterSelect, type MarketRowProps } from './widget-row';

/** What the order ticket reads from location.state to preselect a side. */
export interface OrderRouteState {
  action: OrderSide;
}

export const TradeRow = memo(function TradeRow({ symbol, onSelect }: MarketRowProps) {
  const navigate = useNavigate();
  const quote = useAppSelector(selectQuote(symbol));
  const digits = useAppSelector(selectSymbol(symbol))?.digits;
  const isOpen = useAppSelector(selectIsMarketOpen(symbol));
  const oTime = useAppSelector(selectMarketState(symbol))?.oTime ?? null;

  const openTicket = (action: OrderSide) => (event: MouseEvent) => {
    // The row's own click selects the symbol; the buttons go to the ticket instead.
    event.stopPropagation();
    const state: OrderRouteState = { action };
    navigate(`/order/${encodeURIComponent(symbol)}`, { state });
  };

  return (
    <TradeRowGrid
      data-symbol={symbol}
      tabIndex={0}
      onClick={() => onSelect?.(symbol)}
      onKeyDown={onEnterSelect(symbol, onSelect)}
    >
      <SymbolBadge symbol={symbol} />
      <TradeMiddle>
        <PriceText
          testId="bid"
          value={quote?.bid}
          digits={digits}
          move={quote?.bidMove ?? null}
          changeSeq={quote?.bidSeq ?? 0}
        />
        <SymbolCode>{symbol}</SymbolCode>
        <PriceText
          testId="ask"
          value={quote?.ask}
          digits={digits}
          move={quote?.askMove ?? null}
          changeSeq={quote?.askSeq ?? 0}
        />
      </TradeMiddle>
      {isOpen ? (
        <Actions>
          <Button size="sm" variant="negative" onClick={openTicket('Sell')}>
            {tr.market.sell}
          </Button>
          <Button size="sm" variant="positive" onClick={openTicket('Buy')}>
            {tr.market.buy}
          </Button>
        </Actions>
      ) : (
        <ClosedNote data-testid="market-closed">
          <strong>{tr.market.closed}</strong>
          <span>
            {tr.market.opensAt} {formatDateTime(oTime)}
          </span>
        </ClosedNote>
      )}
    </TradeRowGrid>
  );
});
