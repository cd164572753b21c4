// Widths of SPEC.md section 2 (Layout) and section 9, in CSS pixels. Pure numbers so that hooks,
// the theme and tests share one source.

/** Lower bound of each named breakpoint; xxs is everything under xs. */
export const BREAKPOINTS_PX = {
  xxs: 0,
  xs: 375,
  sm: 414,
  md: 768,
  lg: 1280,
  xl: 1440,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS_PX;

/** Under this width the app uses the mobile layout (mobile header, bottom nav). */
export const MOBILE_LAYOUT_MAX_PX = 990;
/** Some headers switch to their narrow variant under this width. */
export const NARROW_HEADER_MAX_PX = 768;
/** From this width the sidebar stays open beside the page instead of being a drawer. */
export const PERSISTENT_SIDEBAR_MIN_PX = 1920;
export const SIDEBAR_WIDTH_PX = 310;

/** The breakpoint a width falls into (xxs < 375 <= xs < 414 <= sm < 768 <= md < 1280 <= lg < 1440 <= xl). */
export function breakpointOf(widthPx: number): BreakpointName {
  if (widthPx >= BREAKPOINTS_PX.xl) return 'xl';
  if (widthPx >= BREAKPOINTS_PX.lg) return 'lg';
  if (widthPx >= BREAKPOINTS_PX.md) return 'md';
  if (widthPx >= BREAKPOINTS_PX.sm) return 'sm';
  if (widthPx >= BREAKPOINTS_PX.xs) return 'xs';
  return 'xxs';
}
