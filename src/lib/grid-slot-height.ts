// Height of a page-grid slot `rows` rows tall: the rows plus the vertical gaps between them.
// Widgets with scrolling content (market list, positions) use it so a long list scrolls inside its
// slot instead of stretching the grid row.
import { GRID_MARGINS_PX, gridRowHeightPx } from '../ui/page-grid-layouts';

export function gridSlotHeightPx(rows: number, scale: number): number {
  return rows * gridRowHeightPx(scale) + (rows - 1) * GRID_MARGINS_PX[1];
}
