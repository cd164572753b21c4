// /Finance (Finans): the active account's balance and equity curve, its months with their
// statements (PDF and CSV) and the closed-trades export. Everything here follows the active
// account: switching accounts or resetting the practice account reloads it (the Finance tag).
import { SpreadRow } from '../../ui/spread-row';
import { tr } from '../../i18n/tr-signed-in';
import { PageHeading } from '../../ui/page-heading';
import { useAccounts } from '../accounts';
import { ClosedTradesExport } from './components/closed-trades-export';
import { EquityPanel } from './components/equity-panel';
import { Muted, Page } from './components/finance.styles';
import { MonthsPanel } from './components/months-panel';
import { Kind } from './finance-page.styles';

const Intro = SpreadRow;

export default function FinancePage() {
  const { activeKind } = useAccounts();
  return (
    <Page>
      <div>
        <PageHeading>{tr.shell.pages.finance}</PageHeading>
        <Intro>
          <Muted>{tr.finance.intro}</Muted>
          {activeKind && (
            <Kind data-testid="finance-account">{tr.finance.account(tr.accounts.kinds[activeKind])}</Kind>
          )}
        </Intro>
      </div>
      <EquityPanel />
      <MonthsPanel />
      <ClosedTradesExport />
    </Page>
  );
}
