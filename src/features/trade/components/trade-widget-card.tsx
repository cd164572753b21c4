// The box of one /trade widget. From md up it is exactly as tall as its grid slot (rows from the
// trade layout), so a long list scrolls inside the widget instead of stretching the grid's rows;
// on phones, where the widgets stack, it takes its content's height or `narrowHeightPx`.
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { gridSlotHeightPx } from '../../../lib/grid-slot-height';
import { PAGE_GRID_LAYOUTS } from '../../../ui/page-grid-layouts';
import { Box } from './trade-widget-card.styles';

export type TradeWidget = keyof typeof PAGE_GRID_LAYOUTS.trade;

export interface TradeWidgetCardProps {
  widget: TradeWidget;
  /** Shown as the widget's heading; widgets with a header of their own leave it out. */
  title?: string;
  narrowHeightPx?: number;
  /** The content draws its own card (the order ticket): no padding or background here. */
  bare?: boolean;
  children: ReactNode;
}

export function TradeWidgetCard({
  widget,
  title,
  narrowHeightPx,
  bare = false,
  children,
}: TradeWidgetCardProps) {
  const theme = useTheme();
  const heightPx = gridSlotHeightPx(PAGE_GRID_LAYOUTS.trade[widget].h, theme.scale);
  return (
    <Box $heightPx={heightPx} $narrowHeightPx={narrowHeightPx} $bare={bare} data-testid={`trade-${widget}`}>
      {title && <h2>{title}</h2>}
      {children}
    </Box>
  );
}
