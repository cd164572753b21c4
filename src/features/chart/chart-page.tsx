// /chart/{symbol}: the symbol's chart on its own page (XAUUSD when the route has none).
import { useParams } from 'react-router';
import styled from 'styled-components';
import { tr } from '../../i18n/tr';
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
  return (
    <Page>
      <h1>{tr.chart.title(code)}</h1>
      <SymbolChart symbol={code} />
    </Page>
  );
}
