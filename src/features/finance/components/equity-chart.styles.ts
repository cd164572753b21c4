// Styled pieces of equity-chart.tsx, beside it: colours and sizes from the theme only.
import styled from 'styled-components';
import { PlainList } from '../../../ui/plain-list';

const PLOT_HEIGHT_PX = 240;
const AXIS_WIDTH_PX = 72;

export const Frame = styled.figure`
  display: grid;
  grid-template-columns: ${AXIS_WIDTH_PX}px minmax(0, 1fr);
  grid-template-rows: ${PLOT_HEIGHT_PX}px auto;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
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

export const DayAxis = styled.div`
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

export const BalanceLine = styled.path`
  stroke: ${({ theme }) => theme.colors.primary};
`;

export const EquityLine = styled.path`
  stroke: ${({ theme }) => theme.colors.warning};
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

export const Swatch = styled.span<{ $kind: 'balance' | 'equity' }>`
  width: 20px;
  border-top: 3px ${({ $kind }) => ($kind === 'balance' ? 'solid' : 'dashed')}
    ${({ theme, $kind }) => ($kind === 'balance' ? theme.colors.primary : theme.colors.warning)};
`;
