// The active account's balance and equity as two SVG lines over a date axis. The lines stretch
// with the frame; the axis labels are HTML placed by fraction (equity-geometry.ts). The drawing is
// one image for assistive technology: its Turkish name says what it shows, and the figures and
// the daily table beside it carry every number.
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { equityGeometry, PLOT_HEIGHT, PLOT_WIDTH } from '../equity-geometry';
import type { EquityPoint } from '../../../../contract/finance';
import { axisDayLabel } from '../istanbul-day';

const PLOT_HEIGHT_PX = 240;
const AXIS_WIDTH_PX = 72;

const Frame = styled.figure`
  display: grid;
  grid-template-columns: ${AXIS_WIDTH_PX}px minmax(0, 1fr);
  grid-template-rows: ${PLOT_HEIGHT_PX}px auto;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const ValueAxis = styled.div`
  position: relative;
  span {
    position: absolute;
    right: ${({ theme }) => theme.spacing.sm};
    transform: translateY(-50%);
    white-space: nowrap;
  }
`;

const Plot = styled.div`
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

const DayAxis = styled.div`
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

const Grid = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
`;

const BalanceLine = styled.path`
  stroke: ${({ theme }) => theme.colors.primary};
`;

const EquityLine = styled.path`
  stroke: ${({ theme }) => theme.colors.warning};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Swatch = styled.span<{ $kind: 'balance' | 'equity' }>`
  width: 20px;
  border-top: 3px ${({ $kind }) => ($kind === 'balance' ? 'solid' : 'dashed')}
    ${({ theme, $kind }) => ($kind === 'balance' ? theme.colors.primary : theme.colors.warning)};
`;

/** Whether every tick is a whole number of dollars (float steps may land a hair off one). */
const wholeDollars = (values: readonly number[]) =>
  values.every((value) => Math.abs(value - Math.round(value)) < 1e-6);

export interface EquityChartProps {
  points: readonly EquityPoint[];
  label: string;
}

export function EquityChart({ points, label }: EquityChartProps) {
  const texts = tr.finance.equity;
  const geometry = equityGeometry(points);
  if (!geometry) return null;
  const line = { fill: 'none', strokeWidth: 2, vectorEffect: 'non-scaling-stroke' } as const;
  // One format for the whole axis: no cents when every step is whole, two decimals otherwise.
  const whole = wholeDollars(geometry.valueTicks.map((tick) => tick.value));
  const axisMoney = (value: number) => (whole ? Math.round(value).toFixed(0) : formatMoney(value));
  return (
    <>
      <Legend aria-hidden="true">
        <li>
          <Swatch $kind="balance" />
          {texts.balance}
        </li>
        <li>
          <Swatch $kind="equity" />
          {texts.equity}
        </li>
      </Legend>
      <Frame role="img" aria-label={label} data-testid="equity-chart" data-points={points.length}>
        <ValueAxis aria-hidden="true">
          {geometry.valueTicks.map((tick) => (
            <span key={tick.value} style={{ top: `${tick.at * 100}%` }}>
              {axisMoney(tick.value)}
            </span>
          ))}
        </ValueAxis>
        <Plot>
          <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
            {geometry.valueTicks.map((tick) => (
              <Grid
                key={tick.value}
                x1={0}
                x2={PLOT_WIDTH}
                y1={tick.at * PLOT_HEIGHT}
                y2={tick.at * PLOT_HEIGHT}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <BalanceLine d={geometry.balancePath} data-series="balance" {...line} />
            <EquityLine d={geometry.equityPath} data-series="equity" strokeDasharray="6 4" {...line} />
          </svg>
        </Plot>
        <DayAxis aria-hidden="true">
          {geometry.dayTicks.map((tick) => (
            <span key={tick.day} style={{ left: `${tick.at * 100}%` }}>
              {axisDayLabel(tick.day, geometry.longSpan)}
            </span>
          ))}
        </DayAxis>
      </Frame>
    </>
  );
}
