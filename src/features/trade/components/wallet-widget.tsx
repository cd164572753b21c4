// /trade's wallet widget: the active account's seven figures, live from the account summary the
// socket keeps current, and a link to deposit.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { AccountSummaryItems } from '../../positions';
import { selectAccountSummary } from '../../session';
import { TradeWidgetCard } from './trade-widget-card';
import { Figures, DepositLink, Muted } from './wallet-widget.styles';

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
