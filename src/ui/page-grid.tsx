// The widget grid of the dashboard, actions, wallet, trade, nft and collections pages: 4 columns
// from md (768 px) up, 1 below; rows of gridRowHeightPx(scale); gaps [16, 40]. Widgets say which
// slot they fill and the page's layout (page-grid-layouts.ts) says where that slot is.
import { createContext, useContext, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import {
  PAGE_GRID_LAYOUTS,
  PAGE_GRID_LAYOUTS_MD,
  gridRowHeightPx,
  type GridPlacement,
  type PageGridName,
  type WidgetName,
} from './page-grid-layouts';
import { Grid, Cell } from './page-grid.styles';

type AnyWidgetName = { [P in PageGridName]: WidgetName<P> }[PageGridName];

const GridPage = createContext<PageGridName | null>(null);

export interface PageGridProps {
  page: PageGridName;
  children: ReactNode;
  className?: string;
}

export function PageGrid({ page, children, className }: PageGridProps) {
  // The row height follows the font scale carried by the theme.
  const theme = useTheme();
  return (
    <GridPage.Provider value={page}>
      <Grid data-page-grid={page} className={className} $rowHeightPx={gridRowHeightPx(theme.scale)}>
        {children}
      </Grid>
    </GridPage.Provider>
  );
}

export interface PageGridItemProps {
  /** A slot of the enclosing grid's page layout. */
  widget: AnyWidgetName;
  children: ReactNode;
  /** Accessible name of the widget region. */
  ariaLabel?: string;
}

export function PageGridItem({ widget, children, ariaLabel }: PageGridItemProps) {
  const page = useContext(GridPage);
  if (!page) throw new Error('PageGridItem must sit inside a PageGrid');
  const layout = PAGE_GRID_LAYOUTS[page] as Record<string, GridPlacement>;
  const mdLayout = PAGE_GRID_LAYOUTS_MD[page] as Record<string, GridPlacement> | undefined;
  const at = layout[widget];
  if (!at) throw new Error(`Widget "${widget}" has no place on the ${page} grid`);
  return (
    <Cell $at={at} $atMd={mdLayout?.[widget] ?? at} data-widget={widget} aria-label={ariaLabel}>
      {children}
    </Cell>
  );
}

export interface PageGridOfProps<P extends PageGridName> {
  page: P;
  /** What fills each slot, in the order the slots stack below md. */
  widgets: { [W in WidgetName<P>]?: ReactNode };
}

/** A page grid filled from a map of slot to widget, for pages whose slots need nothing more. */
export function PageGridOf<P extends PageGridName>({ page, widgets }: PageGridOfProps<P>) {
  const slots = Object.keys(widgets) as WidgetName<P>[];
  return (
    <PageGrid page={page}>
      {slots.map((widget) => (
        <PageGridItem key={widget} widget={widget as AnyWidgetName}>
          {widgets[widget]}
        </PageGridItem>
      ))}
    </PageGrid>
  );
}
