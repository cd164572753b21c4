// A row of /trade: bid, symbol (with the day's change % and the spread under it), ask, then Sat and
// Al (to the order ticket with that side) or, when the market is closed, the closed note with the
// next opening time on a line under the prices. Only the price, change and spread cells follow the ticks; the row re-renders
// when the market opens or closes.
import { memo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { OrderSide } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { selectIsMarketOpen, selectMarketState, selectSymbol } from '../market-selectors';
import {
  Actions,
  ClosedNote,
  DayLine,
  SymbolCode,
  SymbolStack,
  TradeMiddle,
  TradeRowGrid,
} from './market-rows.styles';
import { LiveChange } from './live-change';
import { LivePrice } from './live-price';
import { LiveSpread } from './live-spread';
import { SymbolBadge } from './symbol-badge';
import { onEnterSelect, type MarketRowProps } from './widget-row';

/** What the order ticket reads from location.state to preselect a side. */
export interface OrderRouteState {
  action: OrderSide;
}

export const TradeRow = memo(function TradeRow({ symbol, onSelect }: MarketRowProps) {
  const navigate = useNavigate();
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
      $closed={!isOpen}
      tabIndex={0}
      onClick={() => onSelect?.(symbol)}
      onKeyDown={onEnterSelect(symbol, onSelect)}
    >
      <SymbolBadge symbol={symbol} />
      <TradeMiddle>
        <LivePrice symbol={symbol} side="bid" digits={digits} />
        <SymbolStack>
          <SymbolCode>{symbol}</SymbolCode>
          <DayLine>
            <LiveChange symbol={symbol} />
            <LiveSpread symbol={symbol} />
          </DayLine>
        </SymbolStack>
        <LivePrice symbol={symbol} side="ask" digits={digits} />
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
