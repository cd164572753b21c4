// The 'market' slot of /actions: the market feature's price widget in a box as tall as its slot
// from md up, so the long symbol list scrolls inside it instead of stretching the grid.
import styled, { useTheme } from 'styled-components';
import { gridSlotHeightPx } from '../../../lib/grid-slot-height';
import { PAGE_GRID_LAYOUTS } from '../../../ui/page-grid-layouts';
import { MarketPriceWidget } from '../../market';

/** Height of the list when the widgets stack on a phone. */
const NARROW_HEIGHT_PX = 480;

const Box = styled.div<{ $heightPx: number }>`
  height: ${NARROW_HEIGHT_PX}px;
  min-width: 0;
  ${({ theme }) => theme.media.up('md')} {
    height: ${({ $heightPx }) => $heightPx}px;
  }
`;

export function MarketSlot() {
  const theme = useTheme();
  return (
    <Box $heightPx={gridSlotHeightPx(PAGE_GRID_LAYOUTS.actions.market.h, theme.scale)}>
      <MarketPriceWidget />
    </Box>
  );
}
