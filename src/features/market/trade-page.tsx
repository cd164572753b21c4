// /trade (Piyasalar): the market list with Sat/Al on each row. A row click picks the symbol whose
// order ticket shows beside the list; Sat and Al open the ticket page with that side.
import { lazy, Suspense, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { tr } from '../../i18n/tr';
import { gridSlotHeightPx } from '../../lib/grid-slot-height';
import { PageGrid, PageGridItem } from '../../ui/page-grid';
import { PAGE_GRID_LAYOUTS } from '../../ui/page-grid-layouts';
import { MarketList } from './components/market-list';

const OrderTicket = lazy(() =>
  import('../order/order-ticket').then((module) => ({ default: module.OrderTicket })),
);

/** Height of the list on one-column (phone) layouts, where there is no grid slot to fill. */
const NARROW_LIST_HEIGHT_PX = 640;

const ListCard = styled.div<{ $heightPx: number }>`
  height: ${NARROW_LIST_HEIGHT_PX}px;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.up('md')} {
    height: ${({ $heightPx }) => $heightPx}px;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function TradePage() {
  const theme = useTheme();
  const [symbol, setSymbol] = useState<string | null>(null);
  const listHeightPx = gridSlotHeightPx(PAGE_GRID_LAYOUTS.trade.market.h, theme.scale);
  return (
    <PageGrid page="trade">
      <PageGridItem widget="market" ariaLabel={tr.market.title}>
        <ListCard $heightPx={listHeightPx}>
          <MarketList variant="trade" onSelect={setSymbol} />
        </ListCard>
      </PageGridItem>
      {symbol && (
        <PageGridItem widget="buy">
          <Suspense fallback={<Note role="status">{tr.loading.generic}</Note>}>
            <OrderTicket key={symbol} symbol={symbol} />
          </Suspense>
        </PageGridItem>
      )}
    </PageGrid>
  );
}
