// /wallet's main widget: both accounts side by side (practice first, as a new customer starts
// there), the active one with its live figures.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { useAccounts } from '../../accounts';
import { selectAccountSummary } from '../../session';
import { AccountCard } from './account-card';
import { Widget, WidgetNote } from '../../../ui/widget';
import { Pair } from './accounts-overview.styles';

export function AccountsOverview() {
  const accounts = useAccounts();
  const live = useAppSelector(selectAccountSummary);
  const shown = [accounts.practice, accounts.real].filter((account) => account !== null);
  return (
    <Widget aria-labelledby="wallet-accounts">
      <h2 id="wallet-accounts">{tr.wallet.accountsTitle}</h2>
      {accounts.isError && <WidgetNote role="alert">{tr.accounts.loadFailed}</WidgetNote>}
      {accounts.isLoading && <WidgetNote role="status">{tr.loading.data}</WidgetNote>}
      <Pair>
        {shown.map((account) => (
          <AccountCard key={account.id} account={account} live={live} />
        ))}
      </Pair>
    </Widget>
  );
}
