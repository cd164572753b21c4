// /deposit (Para Yatır): on the real account, a Havale/EFT request with the broker's IBANs and a
// reference code, or a card payment with its 3-D Secure step; on practice, the switch to real.
import { tr } from '../../i18n/tr-signed-in';
import { PageHeading } from '../../ui/page-heading';
import { Card, Page } from './components/money-form.styles';
import { DepositPanel } from './components/deposit-panel';
import { RealAccountGate } from './components/real-account-gate';

export default function DepositPage() {
  return (
    <Page>
      <PageHeading>{tr.shell.pages.deposit}</PageHeading>
      <Card>
        <RealAccountGate>
          <DepositPanel />
        </RealAccountGate>
      </Card>
    </Page>
  );
}
