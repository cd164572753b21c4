// The account figures above the lists on /transactions, live from userFinance.summary (the socket's
// account messages keep it current). Money in USD with 2 decimals; margin % with 2 decimals too.
import styled from 'styled-components';
import type { AccountSummary as Summary } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { selectAccountSummary } from '../../session';

const usd = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

const FIGURES: readonly { key: keyof Summary; label: string; show: (value: number) => string }[] = [
  { key: 'balance', label: tr.header.balance, show: usd },
  { key: 'credit', label: tr.header.credit, show: usd },
  { key: 'assets', label: tr.header.assets, show: usd },
  { key: 'margin', label: tr.header.margin, show: usd },
  { key: 'marginFree', label: tr.header.marginFree, show: usd },
  { key: 'marginPct', label: tr.header.marginPct, show: (value) => formatPercent(value) },
];

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xxs} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
  }
`;

export function AccountSummary() {
  const summary = useAppSelector(selectAccountSummary);
  if (!summary) return <Grid as="div">{tr.header.loading}</Grid>;
  return (
    <Grid aria-label={tr.positions.summaryTitle}>
      {FIGURES.map(({ key, label, show }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`summary-${key}`}>{show(summary[key])}</dd>
        </div>
      ))}
      <div>
        <dt>{tr.header.floating}</dt>
        <dd data-testid="summary-floating">
          <ValueBadge value={summary.floating} suffix={` ${tr.app.currency}`}>
            {formatMoney(summary.floating)}
          </ValueBadge>
        </dd>
      </div>
    </Grid>
  );
}
