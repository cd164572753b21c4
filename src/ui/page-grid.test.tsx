import { screen } from '@testing-library/react';
import type { RootState } from '../app/store';
import { renderWithProviders } from '../test/render-with-providers';
import { PageGrid, PageGridItem } from './page-grid';
import {
  GRID_MARGINS_PX,
  PAGE_GRID_LAYOUTS,
  PAGE_GRID_LAYOUTS_MD,
  gridRowHeightPx,
  type GridPlacement,
} from './page-grid-layouts';

it('has row height 205, plus 3 times the font scale when the scale is not 1, and margins [16, 40]', () => {
  expect(gridRowHeightPx(1)).toBe(205);
  expect(gridRowHeightPx(1.25)).toBe(208.75);
  expect(gridRowHeightPx(0.75)).toBe(207.25);
  expect(GRID_MARGINS_PX).toEqual([16, 40]);
});

/** Cells of the grid each widget covers; two widgets claiming one cell would overlap. */
function overlaps(layout: Record<string, GridPlacement>): string[] {
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const [widget, at] of Object.entries(layout)) {
    for (let x = at.x; x < at.x + at.w; x++) {
      for (let y = at.y; y < at.y + at.h; y++) {
        const cell = `${x},${y}`;
        if (owner.has(cell)) clashes.push(`${owner.get(cell)}/${widget}@${cell}`);
        owner.set(cell, widget);
      }
    }
  }
  return clashes;
}

it('has the widgets SPEC.md names for each page, inside 4 columns, without overlaps', () => {
  expect(Object.keys(PAGE_GRID_LAYOUTS.dashboard)).toEqual([
    'stocks',
    'graph',
    'order',
    'positions',
    'withdraw',
  ]);
  expect(Object.keys(PAGE_GRID_LAYOUTS.actions)).toEqual([
    'deposit',
    'withdraw',
    'market',
    'exchange',
    'stacking',
    'aml',
  ]);
  expect(Object.keys(PAGE_GRID_LAYOUTS.wallet)).toEqual(['wallet', 'deposit', 'profile']);
  expect(Object.keys(PAGE_GRID_LAYOUTS.trade)).toEqual(['market', 'buy', 'wallet', 'top', 'history']);
  const all = [...Object.values(PAGE_GRID_LAYOUTS), ...Object.values(PAGE_GRID_LAYOUTS_MD)];
  for (const layout of all as Record<string, GridPlacement>[]) {
    for (const place of Object.values(layout)) expect(place.x + place.w).toBeLessThanOrEqual(4);
    expect(overlaps(layout)).toEqual([]);
  }
});

it('keeps every widget and its height when the md layout moves it', () => {
  for (const [page, mdLayout] of Object.entries(PAGE_GRID_LAYOUTS_MD)) {
    const wide = PAGE_GRID_LAYOUTS[page as keyof typeof PAGE_GRID_LAYOUTS] as Record<string, GridPlacement>;
    const md = mdLayout as Record<string, GridPlacement>;
    expect(Object.keys(md).sort()).toEqual(Object.keys(wide).sort());
    for (const widget of Object.keys(wide)) expect(md[widget].h).toBe(wide[widget].h);
  }
});

it('lays widgets out in one column below md, with the scaled row height and the gaps', () => {
  renderWithProviders(
    <PageGrid page="dashboard">
      <PageGridItem widget="stocks">Semboller</PageGridItem>
      <PageGridItem widget="graph">Grafik</PageGridItem>
    </PageGrid>,
    { preloadedState: { ui: { theme: 'dark', scale: 1.25 } } as Partial<RootState> },
  );
  const grid = screen.getByText('Semboller').parentElement!;
  expect(grid).toHaveAttribute('data-page-grid', 'dashboard');
  const style = getComputedStyle(grid);
  expect(style.gridTemplateColumns).toBe('repeat(1, minmax(0, 1fr))');
  expect(style.gridAutoRows).toBe('minmax(208.75px, auto)');
  expect(style.gap).toBe('40px 16px');
  expect(screen.getByText('Grafik')).toHaveAttribute('data-widget', 'graph');
});

it('refuses a widget that has no place on the page', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() =>
    renderWithProviders(
      <PageGrid page="wallet">
        <PageGridItem widget="stocks">Yanlış</PageGridItem>
      </PageGrid>,
    ),
  ).toThrow('Widget "stocks" has no place on the wallet grid');
});
