// The back-test's equity curve on the robot's detail page, drawn by the app's one equity chart
// (src/ui/equity-chart) with value and date axes: green for a curve that ended up, red for one
// that ended down, in the theme's colours. Too short a curve shows a note in the chart's place.
import { useMemo } from 'react';
import type { EquityPoint } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { EquityChart as Chart } from '../../../ui/equity-chart/equity-chart';
import { timedCurveDrawing } from '../../../ui/equity-chart/timed-curve';
import { signOf } from '../../../ui/value-badge';

const EQUITY_CHART_HEIGHT_PX = 280;

export interface EquityChartProps {
  points: readonly EquityPoint[];
  label: string;
}

export function EquityChart({ points, label }: EquityChartProps) {
  const drawing = useMemo(() => timedCurveDrawing(points), [points]);
  const common = {
    label,
    testId: 'equity-chart',
    pointCount: points.length,
    heightPx: EQUITY_CHART_HEIGHT_PX,
  };
  if (!drawing)
    return <Chart {...common} lines={[]} background="surface" note={<p>{tr.robots.detail.equityEmpty}</p>} />;
  const tone = signOf(points[points.length - 1].equity - points[0].equity);
  return (
    <Chart
      {...common}
      lines={[{ key: 'equity', d: drawing.path, tone }]}
      axes={{ values: drawing.values, times: drawing.times }}
    />
  );
}
