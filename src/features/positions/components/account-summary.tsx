// The account figures above the lists on /transactions, live from userFinance.summary (the socket's
// account messages keep it current). Money in USD with 2 decimals; margin % with 2 decimals too.
import styled from 'styled-components';
import { labelOverValue } from '../../../ui/style-pieces';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { selectAccountSummary } from '../../session';
import { AccountSummaryItems } from './account-summary-items';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  ${labelOverValue}
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export function AccountSummary() {
  const summary = useAppSelector(selectAccountSummary);
  if (!summary) return <Grid as="div">{tr.header.loading}</Grid>;
  return (
    <Grid aria-label={tr.positions.summaryTitle}>
      <AccountSummaryItems summary={summary} testIdPrefix="summary" />
    </Grid>
  );
}
