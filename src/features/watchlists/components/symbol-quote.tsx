// A symbol's live bid and ask, from the market feature's price map; '-' until a price arrives.
import { useAppSelector } from '../../../app/hooks';
import { formatPrice } from '../../../lib/format-number';
import { selectQuote } from '../../market';
import { Quote } from './symbol-quote.styles';

export function SymbolQuote({ symbol, digits }: { symbol: string; digits?: number }) {
  const quote = useAppSelector(selectQuote(symbol));
  return (
    <Quote>
      {formatPrice(quote?.bid, digits)} / {formatPrice(quote?.ask, digits)}
    </Quote>
  );
}
