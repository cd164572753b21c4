// The dashboard at / (SPEC.md section 2): market prices, chart, order ticket, positions and the
// quick-action card on the page grid (4 columns from md, 1 below, rows of 205 px, gaps [16, 40]).
// Picking a symbol in the price list points the chart and the ticket at it. The chart and the
// ticket are the heaviest widgets, so they load as their own chunks after the page shows. On a
// phone the ticket sits far below the list, so a pick scrolls to it (issue 14, item 18).
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { PageGrid, PageGridItem } from '../../ui/page-grid';
import { PAGE_GRID_LAYOUTS } from '../../ui/page-grid-layouts';
import { revealAnchor, ScrollAnchor } from '../../ui/scroll-anchor';
import { DEFAULT_CHART_SYMBOL } from '../chart';
import { MarketPriceWidget } from '../market';
import { OPERATOR_HOME, selectIsOperator } from '../operator';
import { PositionsWidget } from '../positions';
import { DashboardSlot } from './dashboard-slot';
import { QuickActionsCard } from './quick-actions-card';
import { Loading } from './dashboard-page.styles';

const SymbolChart = lazy(() => import('../chart').then((module) => ({ default: module.SymbolChart })));
const OrderTicket = lazy(() => import('../order').then((module) => ({ default: module.OrderTicket })));

/** Height of the price list when the widgets stack on a phone. */
const NARROW_MARKET_HEIGHT_PX = 560;
const SLOTS = PAGE_GRID_LAYOUTS.dashboard;

/** An operator's home is the back office: '/' sends them there (API.md Roles). */
export default function DashboardPage() {
  const operator = useAppSelector(selectIsOperator);
  return operator ? <Navigate to={OPERATOR_HOME} replace /> : <CustomerDashboard />;
}

function CustomerDashboard() {
  const [symbol, setSymbol] = useState(DEFAULT_CHART_SYMBOL);
  const ticketAnchor = useRef<HTMLSpanElement>(null);
  const pick = useCallback((next: string) => {
    setSymbol(next);
    revealAnchor(ticketAnchor.current);
  }, []);
  const loading = <Loading role="status">{tr.loading.generic}</Loading>;
  return (
    <PageGrid page="dashboard">
      <PageGridItem widget="stocks" ariaLabel={tr.market.title}>
        <DashboardSlot rows={SLOTS.stocks.h} narrowHeightPx={NARROW_MARKET_HEIGHT_PX}>
          <MarketPriceWidget onSelect={pick} />
        </DashboardSlot>
      </PageGridItem>
      <PageGridItem widget="graph">
        <DashboardSlot rows={SLOTS.graph.h}>
          <Suspense fallback={loading}>
            <SymbolChart symbol={symbol} />
          </Suspense>
        </DashboardSlot>
      </PageGridItem>
      <PageGridItem widget="order">
        <ScrollAnchor ref={ticketAnchor} data-testid="ticket-anchor" />
        <DashboardSlot rows={SLOTS.order.h}>
          <Suspense fallback={loading}>
            <OrderTicket key={symbol} symbol={symbol} />
          </Suspense>
        </DashboardSlot>
      </PageGridItem>
      <PageGridItem widget="positions">
        <DashboardSlot rows={SLOTS.positions.h}>
          <PositionsWidget />
        </DashboardSlot>
      </PageGridItem>
      <PageGridItem widget="withdraw">
        <DashboardSlot rows={SLOTS.withdraw.h}>
          <QuickActionsCard />
        </DashboardSlot>
      </PageGridItem>
    </PageGrid>
  );
}
