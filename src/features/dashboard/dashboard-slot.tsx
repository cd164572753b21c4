// A dashboard widget's box. From md up it is exactly as tall as its grid slot, so a long list
// scrolls inside the widget instead of stretching the grid's 205 px rows; below md, where widgets
// stack, it takes its content's height (or `narrowHeightPx` for the scrolling market list).
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { gridSlotHeightPx } from '../../lib/grid-slot-height';
import { Box } from './dashboard-slot.styles';

export interface DashboardSlotProps {
  rows: number;
  narrowHeightPx?: number;
  children: ReactNode;
}

export function DashboardSlot({ rows, narrowHeightPx, children }: DashboardSlotProps) {
  const theme = useTheme();
  return (
    <Box $heightPx={gridSlotHeightPx(rows, theme.scale)} $narrowHeightPx={narrowHeightPx}>
      {children}
    </Box>
  );
}
