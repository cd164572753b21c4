// /chart/{symbol}: the symbol's chart on its own page (XAUUSD when the route has none). A symbol
// the loaded list does not know sends the user to / (SPEC.md), as the order ticket does.
import { Navigate, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import styled from 'styled-components';
import { tr } from '../../i18n/tr-signed-in';
import { selectSymbol, selectSymbolsStatus, useGetSymbolsQuery } from '../market';
import { DEFAULT_CHART_SYMBOL } from './chart-config';
import { SymbolChart } from './components/symbol-chart';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

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
