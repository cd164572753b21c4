// The account figures above the lists on /transactions, live from userFinance.summary (the socket's
// account messages keep it current). Money in USD with 2 decimals; margin % with 2 decimals too.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { selectAccountSummary } from '../../session';
import { AccountSummaryItems } from './account-summary-items';
import { Grid } from './account-summary.styles';

export function AccountSummary() {
  const summary = useAppSelector(selectAccountSummary);
  if (!summary) return <Grid as="div">{tr.header.loading}</Grid>;
  return (
    <Grid aria-label={tr.positions.summaryTitle}>
      <AccountSummaryItems summary={summary} testIdPrefix="summary" />
    </Grid>
  );
}
