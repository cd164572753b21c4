// /order/{symbol}: the order ticket, with a price alert on the symbol under it, beside the
// symbol's chart. A page that composes features, so it lives here beside /trade. The side may come
// from the screen that opened it (location.state.action, e.g. the Al or Sat button on /trade).
import { useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { column } from '../../ui/style-pieces';
import type { OrderSide } from '../../../contract/entities';
import { AlertForm } from '../alerts';
import { SymbolChart } from '../chart';
import { tr } from '../../i18n/tr-signed-in';
import { OrderTicket } from '../order';

// minmax(0, ...) lets the chart shrink with the window: its canvas must not hold the column open.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(300px, 380px) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  ${column('lg')}
  min-width: 0;
`;

/** The side handed over in location.state ({ action: 'Buy' | 'Sell' }), any letter case. */
function actionOf(state: unknown): OrderSide | undefined {
  if (!state || typeof state !== 'object' || !('action' in state) || typeof state.action !== 'string')
    return undefined;
  const action = state.action.toLowerCase();
  return action === 'buy' ? 'Buy' : action === 'sell' ? 'Sell' : undefined;
}

export default function OrderPage() {
  const { symbol = '' } = useParams();
  const location = useLocation();
  const action = actionOf(location.state);
  const code = symbol.toUpperCase();
  return (
    <Layout>
      <Column>
        <OrderTicket symbol={code} action={action} />
        <AlertForm symbol={code} title={tr.alerts.ticketTitle} />
      </Column>
      <SymbolChart symbol={code} />
    </Layout>
  );
}
