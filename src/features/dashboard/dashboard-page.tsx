// The dashboard at / (SPEC.md section 2): market prices, chart, order ticket, positions and the
// quick-action card on the page grid (4 columns from md, 1 below, rows of 205 px, gaps [16, 40]).
// Picking a symbol in the price list points the chart and the ticket at it. The chart and the
// ticket are the heaviest widgets, so they load as their own chunks after the page shows.
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { tr } from '../../i18n/tr';
import { PageGrid, PageGridItem } from '../../ui/page-grid';
import { PAGE_GRID_LAYOUTS } from '../../ui/page-grid-layouts';
import { DEFAULT_CHART_SYMBOL } from '../chart/chart-config';
import { MarketPriceWidget } from '../market/market-price-widget';
import { PositionsWidget } from '../positions/positions-widget';
import { DashboardSlot } from './dashboard-slot';
import { QuickActionsCard } from './quick-actions-card';

const SymbolChart = lazy(() =>
  import('../chart/components/symbol-chart').then((module) => ({ default: module.SymbolChart })),
);
const OrderTicket = lazy(() =>
  import('../order/order-ticket').then((module) => ({ default: module.OrderTicket })),
);

/** Height of the price list when the widgets stack on a phone. */
const NARROW_MARKET_HEIGHT_PX = 560;
const SLOTS = PAGE_GRID_LAYOUTS.dashboard;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function DashboardPage() {
  const [symbol, setSymbol] = useState(DEFAULT_CHART_SYMBOL);
  const loading = <Loading role="status">{tr.loading.generic}</Loading>;
  return (
    <PageGrid page="dashboard">
      <PageGridItem widget="stocks" ariaLabel={tr.market.title}>
        <DashboardSlot rows={SLOTS.stocks.h} narrowHeightPx={NARROW_MARKET_HEIGHT_PX}>
          <MarketPriceWidget onSelect={setSymbol} />
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
