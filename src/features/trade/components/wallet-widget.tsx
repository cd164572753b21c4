// /trade's wallet widget: the active account's seven figures, live from the account summary the
// socket keeps current, and a link to deposit.
import { Link } from 'react-router';
import styled from 'styled-components';
import { labelOverValue } from '../../../ui/style-pieces';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { AccountSummaryItems } from '../../positions';
import { selectAccountSummary } from '../../session';
import { TradeWidgetCard } from './trade-widget-card';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  ${labelOverValue}
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
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
          <AccountSummaryItems summary={summary} testIdPrefix="wallet" />
        </Figures>
      ) : (
        <Muted role="status">{tr.header.loading}</Muted>
      )}
      <DepositLink to="/deposit">{tr.trade.deposit}</DepositLink>
    </TradeWidgetCard>
  );
}
