// The 'Aylık Ekstreler' card: the active account's months, a wide table from the desktop layout up
// and a card per month below it, or the note of an account with no movements yet.
import { tr } from '../../../i18n/tr-signed-in';
import { useIsMobileLayout } from '../../../lib/use-media-width';
import { useGetFinanceMonthsQuery } from '../api/finance-api';
import { istanbulToday } from '../istanbul-day';
import { Card } from './finance.styles';
import { LoadState } from './load-state';
import { MonthCards } from './month-cards';
import { MonthsTable } from './months-table';

export function MonthsPanel() {
  const texts = tr.finance.months;
  const cards = useIsMobileLayout();
  const { data, isLoading, isError, refetch } = useGetFinanceMonthsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const currentMonth = istanbulToday().slice(0, 7);

  return (
    <Card aria-labelledby="finance-months-title">
      <h2 id="finance-months-title">{texts.title}</h2>
      <LoadState
        isLoading={isLoading}
        failed={isError && !data}
        empty={!data || data.length === 0}
        emptyText={texts.empty}
        onRetry={() => void refetch()}
      >
        {() =>
          data &&
          (cards ? (
            <MonthCards months={data} currentMonth={currentMonth} />
          ) : (
            <MonthsTable months={data} currentMonth={currentMonth} />
          ))
        }
      </LoadState>
    </Card>
  );
}
