// A symbol's live spread in points, for the market rows.
import { memo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { selectSpreadPoints } from '../market-selectors';

export const LiveSpread = memo(function LiveSpread({ symbol }: { symbol: string }) {
  const points = useAppSelector(selectSpreadPoints(symbol));
  return (
    <span data-testid="spread" title={tr.market.spreadLabel}>
      {points === null ? tr.market.noPrice : tr.market.spread(points)}
    </span>
  );
});
