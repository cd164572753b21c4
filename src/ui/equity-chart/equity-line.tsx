// The compact equity line: a curve without axes on a trader's Hakkında tab and a robot's catalogue
// card, drawn by the one equity chart. Green when the curve ends above its start, red otherwise,
// in the theme's colours; fewer than two points show the screen's `empty` content instead.
import { useMemo, type ReactNode } from 'react';
import { signOf } from '../value-badge';
import { EquityChart } from './equity-chart';
import { equityLinePath, type EquityLinePoint } from './geometry';

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
  viewWidth,
  heightPx,
  padding = 2,
  framed,
  empty = null,
  ...rest
}: EquityLineProps) {
  const d = useMemo(
    () => equityLinePath(points, viewWidth, heightPx, padding),
    [points, viewWidth, heightPx, padding],
  );
  if (!d) return <>{empty}</>;
  const tone = signOf(points[points.length - 1].equity - points[0].equity);
  return (
    <EquityChart
      {...rest}
      lines={[{ key: 'equity', d, tone }]}
      pointCount={points.length}
      heightPx={heightPx}
      view={{ width: viewWidth, height: heightPx }}
      background={framed ? 'raised' : 'none'}
    />
  );
}
