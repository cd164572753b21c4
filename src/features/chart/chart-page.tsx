// /chart/{symbol}: the symbol's chart on its own page (XAUUSD when the route has none). A symbol
// the loaded list does not know sends the user to / (SPEC.md), as the order ticket does.
import { Navigate, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { selectSymbol, selectSymbolsStatus, useGetSymbolsQuery } from '../market';
import { DEFAULT_CHART_SYMBOL } from './chart-config';
import { SymbolChart } from './components/symbol-chart';
import { Page } from './chart-page.styles';

export default function ChartPage() {
  const { symbol } = useParams();
  const code = symbol?.toUpperCase() || DEFAULT_CHART_SYMBOL;
  useGetSymbolsQuery();
  const status = useAppSelector(selectSymbolsStatus);
  const known = useAppSelector(selectSymbol(code)) !== undefined;
  if (status === 'loaded' && !known) return <Navigate to="/" replace />;
  return (
    <Page>
      <h1>{tr.chart.title(code)}</h1>
      <SymbolChart symbol={code} />
    </Page>
  );
}
