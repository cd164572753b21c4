// The one figure list of the app: a `dl` of label-over-value pairs (each pair in its own div), in
// as many columns of at least `$minColumnPx` as fit. Labels muted and small, values with lined-up
// digits. Options keep each screen's look: tiles (a raised box per pair), the gap and the sizes.
import styled, { css } from 'styled-components';

export interface FigureListOptions {
  /** The narrowest column, in px. */
  $minColumnPx: number;
  $gap?: 'sm' | 'md';
  /** Each pair on a raised, rounded tile. */
  $tiles?: boolean;
  $labelSize?: 'xs' | 'sm';
  /** The values' size; inherited when absent. */
  $valueSize?: 'md';
  /** Values in the medium weight. */
  $strong?: boolean;
}

export const FigureList = styled.dl<FigureListOptions>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minColumnPx }) => $minColumnPx}px, 1fr));
  gap: ${({ theme, $gap = 'sm' }) => theme.spacing[$gap]};
  margin: 0;
  ${({ $tiles, theme }) =>
    $tiles &&
    css`
      div {
        display: flex;
        flex-direction: column;
        gap: ${theme.spacing.xxs};
        padding: ${theme.spacing.sm};
        border-radius: ${theme.radii.md};
        background: ${theme.colors.surfaceRaised};
      }
    `}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme, $labelSize = 'xs' }) => theme.fontSizes[$labelSize]};
  }
  dd {
    margin: 0;
    ${({ theme, $valueSize }) => $valueSize && `font-size: ${theme.fontSizes[$valueSize]};`}
    ${({ theme, $strong }) => $strong && `font-weight: ${theme.fontWeights.medium};`}
    font-variant-numeric: tabular-nums;
  }
`;
