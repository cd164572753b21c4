// /trade's history widget: the customer's latest closed trades with their profit, each linking to
// its detail at /closed/{id}. It reads the first page of the closed list, the same cache entry
// /transactions uses, so a close anywhere refreshes it.
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { useGetClosedOrdersInfiniteQuery } from '../../positions';
import { TradeWidgetCard } from './trade-widget-card';
import { Head, List, Row, Muted } from './history-widget.styles';

/** Trades listed; the slot is two grid rows high and a row about 40 px. */
export const HISTORY_ROWS_MAX = 8;

export function HistoryWidget() {
  const { data, isLoading, isError } = useGetClosedOrdersInfiniteQuery();
  const orders = (data?.pages[0]?.orders ?? []).slice(0, HISTORY_ROWS_MAX);
  let body;
  if (isLoading) body = <Muted role="status">{tr.loading.generic}</Muted>;
  else if (isError) body = <Muted>{tr.trade.historyFailed}</Muted>;
  else if (orders.length === 0) body = <Muted>{tr.trade.historyEmpty}</Muted>;
  else
    body = (
      <List aria-label={tr.trade.historyTitle}>
        {orders.map((order) => (
          <Row key={order.id}>
            <Link to={`/closed/${encodeURIComponent(order.id)}`} data-testid={`history-${order.id}`}>
              <span>
                <strong>{order.symbol}</strong>
                <small>
                  {tr.positions.sides[order.type]} {formatLotAmount(order.amount)}
                </small>
              </span>
              <small>{formatDateTime(order.closeAt ?? order.createdAt)}</small>
              <ValueBadge value={order.profit} suffix={` ${tr.app.currency}`}>
                {formatMoney(order.profit)}
              </ValueBadge>
            </Link>
          </Row>
        ))}
      </List>
    );
  return (
    <TradeWidgetCard widget="history">
      <Head>
        <h2>{tr.trade.historyTitle}</h2>
        <Link to="/transactions">{tr.trade.historyAll}</Link>
      </Head>
      {body}
    </TradeWidgetCard>
  );
}
