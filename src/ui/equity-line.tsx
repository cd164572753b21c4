// The one SVG equity line of the app: a trader's daily curve on the Hakkında tab and a robot's
// back-test on its catalogue card. A path of a few hundred points needs neither the chart
// library's chunk nor a canvas. Green when the curve ends above its start, red otherwise, in the
// theme's colours; the line keeps its stroke width however the box stretches.
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { signOf } from './value-badge';

export interface EquityLinePoint {
  equity: number;
}

/** The path's `d` for the points scaled into the box; empty with fewer than two points. */
export function equityLinePath<Point extends EquityLinePoint>(
  points: readonly Point[],
  width: number,
  height: number,
  padding = 2,
): string {
  if (points.length < 2) return '';
  const values = points.map((point) => point.equity);
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const stepX = width / (points.length - 1);
  const yOf = (value: number) => padding + (height - 2 * padding) * (1 - (value - low) / span);
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * stepX).toFixed(1)} ${yOf(value).toFixed(1)}`)
    .join(' ');
}

const Svg = styled.svg<{ $sign: 'positive' | 'negative'; $heightPx: number; $framed: boolean }>`
  display: block;
  width: 100%;
  height: ${({ $heightPx }) => $heightPx}px;
  color: ${({ theme, $sign }) => ($sign === 'positive' ? theme.colors.positive : theme.colors.negative)};
  background: ${({ theme, $framed }) => ($framed ? theme.colors.surfaceRaised : 'transparent')};
  border-radius: ${({ theme, $framed }) => ($framed ? theme.radii.md : '0')};
`;

export interface EquityLineProps {
  points: readonly EquityLinePoint[];
  /** The drawing's Turkish name for assistive technology. */
  label: string;
  /** The box in viewBox units; the rendered height is `heightPx`, the width the container's. */
  viewWidth: number;
  heightPx: number;
  /** Room above and below so the stroke is not cut at the extremes. */
  padding?: number;
  strokeWidth?: number;
  /** A raised background with rounded corners. */
  framed?: boolean;
  /** Shown instead of the line with fewer than two points. */
  empty?: ReactNode;
  testId?: string;
}

export function EquityLine({
  points,
  label,
  viewWidth,
  heightPx,
  padding = 2,
  strokeWidth = 1.5,
  framed = false,
  empty = null,
  testId,
}: EquityLineProps) {
  const path = useMemo(
    () => equityLinePath(points, viewWidth, heightPx, padding),
    [points, viewWidth, heightPx, padding],
  );
  if (!path) return <>{empty}</>;
  const change = points[points.length - 1].equity - points[0].equity;
  return (
    <Svg
      $sign={signOf(change)}
      $heightPx={heightPx}
      $framed={framed}
      viewBox={`0 0 ${viewWidth} ${heightPx}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-points={points.length}
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        vectorEffect="non-scaling-stroke"
      />
    </Svg>
  );
}
