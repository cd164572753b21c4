// /Finance (Finans): the active account's balance and equity curve, its months with their
// statements (PDF and CSV) and the closed-trades export. Everything here follows the active
// account: switching accounts or resetting the practice account reloads it (the Finance tag).
import styled from 'styled-components';
import { SpreadRow } from '../../ui/spread-row';
import { tr } from '../../i18n/tr-signed-in';
import { PageHeading } from '../../ui/page-heading';
import { useAccounts } from '../accounts';
import { ClosedTradesExport } from './components/closed-trades-export';
import { EquityPanel } from './components/equity-panel';
import { Muted, Page } from './components/finance.styles';
import { MonthsPanel } from './components/months-panel';

const Intro = SpreadRow;

const Kind = styled.span`
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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
