// Styled pieces of equity-chart.tsx, beside it: colours and sizes from the theme only. A line's
// colour is a tone of the theme: the balance's primary, the equity's warning, or green and red
// for a curve that ended above or below its start.
import styled, { css, type DefaultTheme } from 'styled-components';
import { PlainList } from '../plain-list';

export type LineTone = 'primary' | 'warning' | 'positive' | 'negative';

const AXIS_WIDTH_PX = 72;

const toneColor = (theme: DefaultTheme, tone: LineTone) => theme.colors[tone];

/** A raised box (the compact lines) or the page's surface (a detail's chart) behind the drawing. */
export type ChartBackground = 'none' | 'raised' | 'surface';

const background = (theme: DefaultTheme, kind: ChartBackground) =>
  kind === 'none'
    ? ''
    : css`
        background: ${kind === 'raised' ? theme.colors.surfaceRaised : theme.colors.surface};
        border-radius: ${theme.radii.md};
      `;

export const Frame = styled.figure<{ $heightPx: number; $background: ChartBackground }>`
  display: grid;
  grid-template-columns: ${AXIS_WIDTH_PX}px minmax(0, 1fr);
  grid-template-rows: ${({ $heightPx }) => $heightPx}px auto;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  ${({ theme, $background }) => background(theme, $background)}
`;

export const ValueAxis = styled.div`
  position: relative;
  span {
    position: absolute;
    right: ${({ theme }) => theme.spacing.sm};
    transform: translateY(-50%);
    white-space: nowrap;
  }
`;

export const Plot = styled.div`
  position: relative;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
`;

export const TimeAxis = styled.div`
  grid-column: 2;
  position: relative;
  height: 1.8em;
  span {
    position: absolute;
    top: ${({ theme }) => theme.spacing.xs};
    transform: translateX(-50%);
    white-space: nowrap;
  }
  span:first-child:not(:only-child) {
    transform: none;
  }
  span:last-child:not(:only-child) {
    transform: translateX(-100%);
  }
  /* A phone has room for the first, middle and last dates only. */
  ${({ theme }) => theme.media.below(theme.breakpoints.sm)} {
    span:nth-child(2):not(:last-child),
    span:nth-child(4):not(:last-child) {
      display: none;
    }
  }
`;

export const Grid = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
`;

export const Line = styled.path<{ $tone: LineTone }>`
  stroke: ${({ theme, $tone }) => toneColor(theme, $tone)};
`;

/** The compact form: the line alone, the container's width and a fixed height. */
export const CompactSvg = styled.svg<{ $heightPx: number; $background: ChartBackground }>`
  display: block;
  width: 100%;
  height: ${({ $heightPx }) => $heightPx}px;
  ${({ theme, $background }) => background(theme, $background)}
`;

/** The note in place of a curve too short to draw, centred in the chart's box. */
export const NoteBox = styled.div<{ $heightPx: number; $background: ChartBackground }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ $heightPx }) => $heightPx}px;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme, $background }) => background(theme, $background)}
  p {
    margin: 0;
  }
`;

export const Legend = styled(PlainList).attrs({ $gap: 'lg' as const, $row: true })`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

export const Swatch = styled.span<{ $tone: LineTone; $dashed: boolean }>`
  width: 20px;
  border-top: 3px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')}
    ${({ theme, $tone }) => toneColor(theme, $tone)};
`;
