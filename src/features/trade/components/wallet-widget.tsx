// /trade's wallet widget: the active account's seven figures, live from the account summary the
// socket keeps current, and a link to deposit.
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AccountSummary } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { selectAccountSummary } from '../../session';
import { TradeWidgetCard } from './trade-widget-card';

const usd = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

const FIGURES: readonly {
  key: Exclude<keyof AccountSummary, 'floating'>;
  label: string;
  show: (value: number) => string;
}[] = [
  { key: 'balance', label: tr.header.balance, show: usd },
  { key: 'credit', label: tr.header.credit, show: usd },
  { key: 'assets', label: tr.header.assets, show: usd },
  { key: 'margin', label: tr.header.margin, show: usd },
  { key: 'marginFree', label: tr.header.marginFree, show: usd },
  { key: 'marginPct', label: tr.header.marginPct, show: (value) => formatPercent(value) },
];

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xxs} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const DepositLink = styled(Link)`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryFill};
  color: ${({ theme }) => theme.colors.primaryText};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function WalletWidget() {
  const summary = useAppSelector(selectAccountSummary);
  return (
    <TradeWidgetCard widget="wallet" title={tr.trade.walletTitle}>
      {summary ? (
        <Figures aria-label={tr.trade.walletTitle}>
          {FIGURES.map(({ key, label, show }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd data-testid={`wallet-${key}`}>{show(summary[key])}</dd>
            </div>
          ))}
          <div>
            <dt>{tr.header.floating}</dt>
            <dd data-testid="wallet-floating">
              <ValueBadge value={summary.floating} suffix={` ${tr.app.currency}`}>
                {formatMoney(summary.floating)}
              </ValueBadge>
            </dd>
          </div>
        </Figures>
      ) : (
        <Muted role="status">{tr.header.loading}</Muted>
      )}
      <DepositLink to="/deposit">{tr.trade.deposit}</DepositLink>
    </TradeWidgetCard>
  );
}
