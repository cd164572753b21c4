// /transactions (Islemlerim): the account summary, then the open, waiting and closed lists.
import styled from 'styled-components';
import { tr } from '../../i18n/tr-signed-in';
import { AccountSummary } from './components/account-summary';
import { PositionsTabs } from './components/positions-tabs';

const EMPTY_TEXTS = { open: tr.positions.empty, waiting: tr.positions.empty, closed: tr.positions.empty };

const Page = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.spacing.lg};
`;

// The mobile header already shows the page's title; there the heading stays for screen readers only.
const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ theme }) => theme.media.below(theme.layout.mobileLayoutMaxPx)} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
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
