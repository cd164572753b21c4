// The trader's daily equity curve on the Hakkında tab, as an SVG line: a glance at one curve of at
// most a few hundred daily points, which needs neither the chart library's chunk nor a canvas (and
// the robots feature keeps its chart to itself). Green when the curve ends above its start, red
// otherwise, in the theme's colours.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { EquityPoint } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { signOf } from '../../../ui/value-badge';
import { Muted } from './traders.styles';

const WIDTH = 600;
const HEIGHT = 160;
/** Room above and below so the stroke is not cut at the extremes. */
const PADDING = 4;

const Svg = styled.svg<{ $sign: 'positive' | 'negative' }>`
  display: block;
  width: 100%;
  height: ${HEIGHT}px;
  color: ${({ theme, $sign }) => ($sign === 'positive' ? theme.colors.positive : theme.colors.negative)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The path's `d` for the points scaled into the box; empty with fewer than two points. */
export function curvePath(points: readonly EquityPoint[]): string {
  if (points.length < 2) return '';
  const values = points.map((point) => point.equity);
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const stepX = WIDTH / (points.length - 1);
  const yOf = (value: number) => PADDING + (HEIGHT - 2 * PADDING) * (1 - (value - low) / span);
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * stepX).toFixed(1)} ${yOf(value).toFixed(1)}`)
    .join(' ');
}

export function EquityCurve({ points, label }: { points: readonly EquityPoint[]; label: string }) {
  const path = useMemo(() => curvePath(points), [points]);
  if (!path) return <Muted>{tr.traders.about.equityEmpty}</Muted>;
  const change = points[points.length - 1].equity - points[0].equity;
  return (
    <Svg
      $sign={signOf(change)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="trader-equity-curve"
      data-points={points.length}
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </Svg>
  );
}
