// One live price cell. It alone subscribes to the quote, so a tick re-renders this span and not
// its row: the symbol, icon and buttons around it stay untouched.
import { memo, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { usePriceMarker } from '../hooks/use-price-marker';
import { selectQuote } from '../market-selectors';

export type PriceSide = 'ask' | 'bid';

export interface LivePriceProps {
  symbol: string;
  side: PriceSide;
  digits: number | undefined;
}

export const LivePrice = memo(function LivePrice({ symbol, side, digits }: LivePriceProps) {
  const quote = useAppSelector(selectQuote(symbol));
  const cell = useRef<HTMLSpanElement>(null);
  const move = (side === 'ask' ? quote?.askMove : quote?.bidMove) ?? null;
  const changeSeq = (side === 'ask' ? quote?.askSeq : quote?.bidSeq) ?? 0;
  usePriceMarker(cell, move, changeSeq);
  const value = quote?.[side];
  return (
    <span ref={cell} className="market-price" data-testid={side}>
      {value === undefined ? tr.market.noPrice : formatPrice(value, digits)}
    </span>
  );
});
