// /transactions (Islemlerim): the account summary, then the open, waiting and closed lists.
import { tr } from '../../i18n/tr-signed-in';
import { PageHeading } from '../../ui/page-heading';
import { AccountSummary } from './components/account-summary';
import { PositionsTabs } from './components/positions-tabs';
import { Page } from './transactions-page.styles';

const EMPTY_TEXTS = { open: tr.positions.empty, waiting: tr.positions.empty, closed: tr.positions.empty };

export default function TransactionsPage() {
  return (
    <Page>
      <PageHeading>{tr.positions.title}</PageHeading>
      <AccountSummary />
      <PositionsTabs emptyTexts={EMPTY_TEXTS} />
    </Page>
  );
}
