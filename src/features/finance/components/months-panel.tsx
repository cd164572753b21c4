// The 'Aylık Ekstreler' card: the active account's months, a wide table from the desktop layout up
// and a card per month below it, or the note of an account with no movements yet.
import { tr } from '../../../i18n/tr-signed-in';
import { useIsMobileLayout } from '../../../lib/use-media-width';
import { Button } from '../../../ui/button';
import { useGetFinanceMonthsQuery } from '../api/finance-api';
import { istanbulToday } from '../istanbul-day';
import { Card, Note } from './finance.styles';
import { MonthCards } from './month-cards';
import { MonthsTable } from './months-table';

export function MonthsPanel() {
  const texts = tr.finance.months;
  const cards = useIsMobileLayout();
  const { data, isLoading, isError, refetch } = useGetFinanceMonthsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const currentMonth = istanbulToday().slice(0, 7);

  let body;
  if (isLoading) body = <Note role="status">{tr.loading.data}</Note>;
  else if (isError && !data)
    body = (
      <Note role="alert">
        {tr.finance.loadFailed}{' '}
        <Button size="sm" onClick={() => void refetch()}>
          {tr.finance.retry}
        </Button>
      </Note>
    );
  else if (!data || data.length === 0) body = <Note>{texts.empty}</Note>;
  else if (cards) body = <MonthCards months={data} currentMonth={currentMonth} />;
  else body = <MonthsTable months={data} currentMonth={currentMonth} />;

  return (
    <Card aria-labelledby="finance-months-title">
      <h2 id="finance-months-title">{texts.title}</h2>
      {body}
    </Card>
  );
}
