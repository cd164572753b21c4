// A symbol's live bid and ask, from the market feature's price map; '-' until a price arrives.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { formatPrice } from '../../../lib/format-number';
import { selectQuote } from '../../market';

const Quote = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export function SymbolQuote({ symbol, digits }: { symbol: string; digits?: number }) {
  const quote = useAppSelector(selectQuote(symbol));
  return (
    <Quote>
      {formatPrice(quote?.bid, digits)} / {formatPrice(quote?.ask, digits)}
    </Quote>
  );
}
