// /trade (Piyasalar) on the page grid of SPEC.md section 2: market (the list with Sat/Al on each
// row), buy (the order ticket), wallet (the account's figures), top (the day's movers) and history
// (the latest closed trades). The ticket shows the picked symbol, or the first symbol of the
// selected tab until a row is picked, so its slot is never empty. The ticket is the heaviest
// widget and loads as its own chunk after the page shows.
import { lazy, Suspense, useRef, useState } from 'react';
import type { MarketCategory } from '../../../contract/entities';
import { useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { PageGrid, PageGridItem } from '../../ui/page-grid';
import { revealAnchor, ScrollAnchor } from '../../ui/scroll-anchor';
import { FIRST_MARKET_TAB, MarketList, selectSymbolCodesByCategory } from '../market';
import { HistoryWidget } from './components/history-widget';
import { TopMoversWidget } from './components/top-movers-widget';
import { TradeWidgetCard } from './components/trade-widget-card';
import { WalletWidget } from './components/wallet-widget';
import { Note } from './trade-page.styles';

const OrderTicket = lazy(() => import('../order').then((module) => ({ default: module.OrderTicket })));

/** Height of the list on one-column (phone) layouts, where there is no grid slot to fill. */
const NARROW_LIST_HEIGHT_PX = 640;

export default function TradePage() {
  const [category, setCategory] = useState<MarketCategory>(FIRST_MARKET_TAB);
  const [picked, setPicked] = useState<string | null>(null);
  const firstOfTab = useAppSelector(selectSymbolCodesByCategory(category))[0] ?? null;
  const symbol = picked ?? firstOfTab;
  const buySlot = useRef<HTMLSpanElement>(null);
  const loading = <Note role="status">{tr.loading.generic}</Note>;

  /**
   * A row or a mover picked away from the ticket (on a phone the ticket is below the 640 px list)
   * brings the ticket into view, so the tap visibly does something (issue 14, item 18).
   */
  function openTicket(next: string) {
    setPicked(next);
    revealAnchor(buySlot.current);
  }

  return (
    <PageGrid page="trade">
      <PageGridItem widget="market" ariaLabel={tr.market.title}>
        <TradeWidgetCard widget="market" narrowHeightPx={NARROW_LIST_HEIGHT_PX}>
          <MarketList
            variant="trade"
            onSelect={openTicket}
            category={category}
            onCategoryChange={setCategory}
          />
        </TradeWidgetCard>
      </PageGridItem>
      <PageGridItem widget="buy">
        <ScrollAnchor ref={buySlot} data-testid="ticket-anchor" />
        <div>
          <TradeWidgetCard widget="buy" bare>
            {symbol ? (
              <Suspense fallback={loading}>
                <OrderTicket key={symbol} symbol={symbol} />
              </Suspense>
            ) : (
              loading
            )}
          </TradeWidgetCard>
        </div>
      </PageGridItem>
      <PageGridItem widget="wallet" ariaLabel={tr.trade.walletTitle}>
        <WalletWidget />
      </PageGridItem>
      <PageGridItem widget="top" ariaLabel={tr.trade.topTitle}>
        <TopMoversWidget onSelect={openTicket} />
      </PageGridItem>
      <PageGridItem widget="history" ariaLabel={tr.trade.historyTitle}>
        <HistoryWidget />
      </PageGridItem>
    </PageGrid>
  );
}
