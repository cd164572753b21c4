// /withdrawal and /Withdrawal (Para Çek): on the real account, a withdrawal to one of the
// customer's own IBANs, held at once and released if cancelled or rejected; on practice, the
// switch to real.
import { tr } from '../../i18n/tr-signed-in';
import { PageHeading } from '../../ui/page-heading';
import { Card, Page } from './components/money-form.styles';
import { RealAccountGate } from './components/real-account-gate';
import { WithdrawalPanel } from './components/withdrawal-panel';

export default function WithdrawalPage() {
  return (
    <Page>
      <PageHeading>{tr.shell.pages.withdrawal}</PageHeading>
      <Card>
        <RealAccountGate>
          <WithdrawalPanel />
        </RealAccountGate>
      </Card>
    </Page>
  );
}
