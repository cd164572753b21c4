// The 'market' slot of /actions: the market feature's price widget in a box as tall as its slot
// from md up, so the long symbol list scrolls inside it instead of stretching the grid.
import { useTheme } from 'styled-components';
import { gridSlotHeightPx } from '../../../lib/grid-slot-height';
import { PAGE_GRID_LAYOUTS } from '../../../ui/page-grid-layouts';
import { MarketPriceWidget } from '../../market';
import { Box } from './market-slot.styles';

export function MarketSlot() {
  const theme = useTheme();
  return (
    <Box $heightPx={gridSlotHeightPx(PAGE_GRID_LAYOUTS.actions.market.h, theme.scale)}>
      <MarketPriceWidget />
    </Box>
  );
}
