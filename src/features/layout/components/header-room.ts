// When the desktop header has room for more: the product name beside the mark, wider gaps and the
// larger figures. The texts grow with the font scale and the gaps do not, so the widths scale too:
// at 125 % and 1280 px the header lays out as at 1024 px and scale 1, where the seven figures fit
// (issue 22, item 9: at 125 % two of them were cut at 1280 px).
import { BREAKPOINTS_PX } from '../../../lib/breakpoints';

/** lg (1280 px) at scale 1, proportionally more at a larger scale. */
export const roomyHeaderMinPx = (scale: number): number => Math.round(BREAKPOINTS_PX.lg * Math.max(1, scale));

/** From xl (1440 px) at scale 1 the figures also get wider gaps. */
export const widestHeaderMinPx = (scale: number): number =>
  Math.round(BREAKPOINTS_PX.xl * Math.max(1, scale));

export const roomyHeaderQuery = (scale: number): string => `@media (min-width: ${roomyHeaderMinPx(scale)}px)`;

export const widestHeaderQuery = (scale: number): string =>
  `@media (min-width: ${widestHeaderMinPx(scale)}px)`;
