// A small SVG line of the back-test's equity curve for the catalogue cards: a dozen cards each with
// a canvas chart would load and run the chart library for a glance, while a path of a few hundred
// points costs nothing. The line is green when the curve ends above where it started, red otherwise.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { EquityPoint } from '../../../../contract/robots';
import { signOf } from '../../../ui/value-badge';

const WIDTH = 300;
const HEIGHT = 64;
/** Room above and below the line so its stroke is not cut at the extremes. */
const PADDING = 2;

const Svg = styled.svg<{ $sign: 'positive' | 'negative' }>`
  display: block;
  width: 100%;
  height: ${HEIGHT}px;
  color: ${({ theme, $sign }) => ($sign === 'positive' ? theme.colors.positive : theme.colors.negative)};
`;

/** The path's `d` for the points scaled into the box; empty with fewer than two points. */
export function sparklinePath(points: readonly EquityPoint[], width = WIDTH, height = HEIGHT): string {
  if (points.length < 2) return '';
  const values = points.map((point) => point.equity);
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const stepX = width / (points.length - 1);
  const yOf = (value: number) => PADDING + (height - 2 * PADDING) * (1 - (value - low) / span);
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * stepX).toFixed(1)} ${yOf(value).toFixed(1)}`)
    .join(' ');
}

export interface EquitySparklineProps {
  points: readonly EquityPoint[];
  label: string;
}

export function EquitySparkline({ points, label }: EquitySparklineProps) {
  const path = useMemo(() => sparklinePath(points), [points]);
  if (!path) return null;
  const change = points[points.length - 1].equity - points[0].equity;
  return (
    <Svg
      $sign={signOf(change)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
    </Svg>
  );
}
