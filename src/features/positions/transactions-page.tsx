// /transactions (Islemlerim): the account summary, then the open, waiting and closed lists.
import styled from 'styled-components';
import { tr } from '../../i18n/tr';
import { AccountSummary } from './components/account-summary';
import { PositionsTabs } from './components/positions-tabs';

const EMPTY_TEXTS = { open: tr.positions.empty, waiting: tr.positions.empty, closed: tr.positions.empty };

const Page = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export default function TransactionsPage() {
  return (
    <Page>
      <Title>{tr.positions.title}</Title>
      <AccountSummary />
      <PositionsTabs emptyTexts={EMPTY_TEXTS} />
    </Page>
  );
}
