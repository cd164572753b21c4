// Under the chart: open, high, low and close of the bar under the cursor (the last bar when the
// cursor is elsewhere), with the symbol's digits.
import styled from 'styled-components';
import type { Candle } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  b {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

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
