// Where each widget sits on the 4-column grid of each page (SPEC.md section 2, page grids), at lg
// and above, and at md too unless PAGE_GRID_LAYOUTS_MD places it otherwise. Below md the grid has one column and widgets stack in the order listed here.
// x and w count columns (0-3), y and h count rows of the grid's row height.
export interface GridPlacement {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const PAGE_GRID_LAYOUTS = {
  dashboard: {
    stocks: { x: 0, y: 0, w: 1, h: 3 },
    graph: { x: 1, y: 0, w: 2, h: 3 },
    order: { x: 3, y: 0, w: 1, h: 3 },
    positions: { x: 0, y: 3, w: 3, h: 2 },
    withdraw: { x: 3, y: 3, w: 1, h: 2 },
  },
  actions: {
    deposit: { x: 0, y: 0, w: 2, h: 2 },
    withdraw: { x: 2, y: 0, w: 2, h: 2 },
    market: { x: 0, y: 2, w: 2, h: 2 },
    exchange: { x: 2, y: 2, w: 2, h: 2 },
    stacking: { x: 0, y: 4, w: 2, h: 2 },
    aml: { x: 2, y: 4, w: 2, h: 2 },
  },
  wallet: {
    wallet: { x: 0, y: 0, w: 2, h: 3 },
    deposit: { x: 2, y: 0, w: 2, h: 2 },
    profile: { x: 2, y: 2, w: 2, h: 1 },
  },
  trade: {
    market: { x: 0, y: 0, w: 2, h: 3 },
    buy: { x: 2, y: 0, w: 1, h: 3 },
    wallet: { x: 3, y: 0, w: 1, h: 2 },
    top: { x: 3, y: 2, w: 1, h: 1 },
    history: { x: 0, y: 3, w: 4, h: 2 },
  },
  nft: {
    collection: { x: 0, y: 0, w: 4, h: 2 },
    items: { x: 0, y: 2, w: 4, h: 3 },
  },
  collections: {
    list: { x: 0, y: 0, w: 4, h: 3 },
    top: { x: 0, y: 3, w: 4, h: 2 },
  },
} as const satisfies Record<string, Record<string, GridPlacement>>;

export type PageGridName = keyof typeof PAGE_GRID_LAYOUTS;

/**
 * Where widgets go from md to lg (768-1279 px) when the wide layout would make a column too narrow
 * for them (a symbol list a quarter of a tablet wide). Heights stay those of PAGE_GRID_LAYOUTS, so
 * a widget sized by its rows fits at every width. Pages not listed use the wide layout.
 */
export const PAGE_GRID_LAYOUTS_MD: {
  [P in PageGridName]?: Record<keyof (typeof PAGE_GRID_LAYOUTS)[P], GridPlacement>;
} = {
  dashboard: {
    stocks: { x: 0, y: 0, w: 2, h: 3 },
    order: { x: 2, y: 0, w: 2, h: 3 },
    graph: { x: 0, y: 3, w: 4, h: 3 },
    positions: { x: 0, y: 6, w: 3, h: 2 },
    withdraw: { x: 3, y: 6, w: 1, h: 2 },
  },
  trade: {
    market: { x: 0, y: 0, w: 2, h: 3 },
    buy: { x: 2, y: 0, w: 2, h: 3 },
    wallet: { x: 0, y: 3, w: 2, h: 2 },
    top: { x: 2, y: 3, w: 2, h: 1 },
    history: { x: 0, y: 5, w: 4, h: 2 },
  },
};
export type WidgetName<P extends PageGridName> = keyof (typeof PAGE_GRID_LAYOUTS)[P] & string;

export const GRID_COLUMNS_WIDE = 4;
export const GRID_COLUMNS_NARROW = 1;
/** SPEC.md 9: [horizontal, vertical] gaps between widgets. */
export const GRID_MARGINS_PX = [16, 40] as const;
const ROW_HEIGHT_BASE_PX = 205;
const ROW_HEIGHT_PER_SCALE_PX = 3;

/** SPEC.md 9: row height 205, plus 3 times the font scale when the scale is not 1. */
export function gridRowHeightPx(scale: number): number {
  return scale === 1 ? ROW_HEIGHT_BASE_PX : ROW_HEIGHT_BASE_PX + ROW_HEIGHT_PER_SCALE_PX * scale;
}
