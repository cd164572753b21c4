// /order/{symbol}: the order ticket, with a price alert on the symbol under it, beside the
// symbol's chart. A page that composes features, so it lives here beside /trade. The side may come
// from the screen that opened it (location.state.action, e.g. the Al or Sat button on /trade).
import { useLocation, useParams } from 'react-router';
import type { OrderSide } from '../../../contract/entities';
import { AlertForm } from '../alerts';
import { SymbolChart } from '../chart';
import { tr } from '../../i18n/tr-signed-in';
import { OrderTicket } from '../order';
import { Layout, Column } from './order-page.styles';

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
