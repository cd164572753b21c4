// The day's change % of a symbol, green above zero and red otherwise like the value badge. It alone
// follows the quote and the day's open, and re-renders only when the shown 2-decimal value moves.
import { memo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { ValueBadge } from '../../../ui/value-badge';
import { formatChangePct } from '../daily-change';
import { selectChangePct } from '../market-selectors';

export interface LiveChangeProps {
  symbol: string;
  variant?: 'text' | 'pill';
}

export const LiveChange = memo(function LiveChange({ symbol, variant = 'text' }: LiveChangeProps) {
  const pct = useAppSelector(selectChangePct(symbol));
  return (
    <span data-testid="change" title={tr.market.changeLabel}>
      {pct === null ? (
        tr.market.noPrice
      ) : (
        <ValueBadge value={pct} variant={variant}>
          {formatChangePct(pct)}
        </ValueBadge>
      )}
    </span>
  );
});
