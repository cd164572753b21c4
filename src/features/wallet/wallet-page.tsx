// /wallet (Hesabım): both accounts' figures, the ways to move money and the account status on the
// wallet page grid (SPEC.md section 2: widgets wallet, deposit, profile), then every deposit and
// withdrawal with its status below it, full width. Above the grid, what the real account still
// needs of the minimum initial deposit before a new position (issue 21), when it needs anything.
import { tr } from '../../i18n/tr-signed-in';
import { PageGridOf } from '../../ui/page-grid';
import { AccountStatus } from './components/account-status';
import { AccountsOverview } from './components/accounts-overview';
import { MoneyLinks } from './components/money-links';
import { TransactionsList } from './components/transactions-list';
import { PageHeading } from '../../ui/page-heading';
import { MinimumDepositNotice } from '../compliance';
import { Above, Below } from './wallet-page.styles';

export default function WalletPage() {
  return (
    <>
      <PageHeading>{tr.shell.pages.wallet}</PageHeading>
      <Above>
        <MinimumDepositNotice />
      </Above>
      <PageGridOf
        page="wallet"
        widgets={{ wallet: <AccountsOverview />, deposit: <MoneyLinks />, profile: <AccountStatus /> }}
      />
      <Below>
        <TransactionsList />
      </Below>
    </>
  );
}
