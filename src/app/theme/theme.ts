// The theme object every styled component reads: colours from the palette, font sizes multiplied
// by the user's font scale (SPEC.md: default 1), spacing, radii, breakpoints and layout sizes.
import {
  BREAKPOINTS_PX,
  MOBILE_LAYOUT_MAX_PX,
  NARROW_HEADER_MAX_PX,
  PERSISTENT_SIDEBAR_MIN_PX,
  SIDEBAR_WIDTH_PX,
  type BreakpointName,
} from '../../lib/breakpoints';
import type { ThemeMode } from '../../features/settings/ui-slice';
import { darkPalette, lightPalette, type Palette } from './palettes';

/** Font sizes at scale 1, in px. */
const FONT_SIZES_PX = { xs: 11, sm: 12, md: 14, lg: 16, xl: 20, xxl: 26 } as const;
type FontSizeName = keyof typeof FONT_SIZES_PX;

const SPACING_PX = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 40 } as const;

export interface AppTheme {
  mode: ThemeMode;
  scale: number;
  colors: Palette;
  /** CSS lengths, already multiplied by the font scale. */
  fontSizes: Record<FontSizeName, string>;
  fontFamily: string;
  fontWeights: { regular: number; medium: number; bold: number };
  spacing: Record<keyof typeof SPACING_PX, string>;
  radii: { sm: string; md: string; lg: string; round: string };
  breakpoints: typeof BREAKPOINTS_PX;
  /** Media query openers: `${theme.media.up('md')} { ... }`. */
  media: { up: (name: BreakpointName) => string; below: (widthPx: number) => string };
  layout: {
    sidebarWidthPx: number;
    mobileLayoutMaxPx: number;
    narrowHeaderMaxPx: number;
    persistentSidebarMinPx: number;
    headerHeightPx: number;
    mobileHeaderHeightPx: number;
    bottomNavHeightPx: number;
  };
  zIndices: { header: number; sidebar: number; bottomNav: number; modal: number; toast: number };
  transitions: { fast: string; normal: string };
  shadows: { card: string; popup: string };
}

function scaled(scale: number): Record<FontSizeName, string> {
  const entries = Object.entries(FONT_SIZES_PX).map(([name, px]) => [
    name,
    `${Math.round(px * scale * 100) / 100}px`,
  ]);
  return Object.fromEntries(entries) as Record<FontSizeName, string>;
}

function px<K extends string>(sizes: Record<K, number>): Record<K, string> {
  return Object.fromEntries(Object.entries(sizes).map(([name, value]) => [name, `${value}px`])) as Record<
    K,
    string
  >;
}

export function makeTheme(mode: ThemeMode, scale = 1): AppTheme {
  const colors = mode === 'light' ? lightPalette : darkPalette;
  return {
    mode,
    scale,
    colors,
    fontSizes: scaled(scale),
    fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontWeights: { regular: 400, medium: 500, bold: 700 },
    spacing: px(SPACING_PX),
    radii: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
    breakpoints: BREAKPOINTS_PX,
    media: {
      up: (name) => `@media (min-width: ${BREAKPOINTS_PX[name]}px)`,
      below: (widthPx) => `@media (max-width: ${widthPx - 0.02}px)`,
    },
    layout: {
      sidebarWidthPx: SIDEBAR_WIDTH_PX,
      mobileLayoutMaxPx: MOBILE_LAYOUT_MAX_PX,
      narrowHeaderMaxPx: NARROW_HEADER_MAX_PX,
      persistentSidebarMinPx: PERSISTENT_SIDEBAR_MIN_PX,
      headerHeightPx: 72,
      mobileHeaderHeightPx: 56,
      bottomNavHeightPx: 62,
    },
    zIndices: { header: 20, sidebar: 40, bottomNav: 30, modal: 60, toast: 80 },
    transitions: { fast: '120ms ease', normal: '220ms ease' },
    shadows: {
      card: `0 1px 2px ${colors.shadow}`,
      popup: `0 12px 40px ${colors.shadow}`,
    },
  };
}

export const darkTheme = makeTheme('dark');
export const lightTheme = makeTheme('light');
