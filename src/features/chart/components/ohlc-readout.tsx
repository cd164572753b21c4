// Under the chart: open, high, low and close of the bar under the cursor (the last bar when the
// cursor is elsewhere), with the symbol's digits.
import type { Candle } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { Line } from './ohlc-readout.styles';

const FIELDS = ['open', 'high', 'low', 'close'] as const;

export function OhlcReadout({ bar, digits }: { bar: Candle | undefined; digits: number }) {
  return (
    <Line aria-label={tr.chart.ohlcLabel} data-testid="ohlc-readout">
      {bar &&
        FIELDS.map((field) => (
          <span key={field}>
            {tr.chart.ohlc[field]} <b data-testid={`ohlc-${field}`}>{formatPrice(bar[field], digits)}</b>
          </span>
        ))}
    </Line>
  );
}
