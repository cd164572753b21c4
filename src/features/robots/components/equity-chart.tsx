// The back-test's equity curve on the robot's detail page, drawn by lightweight-charts in the
// theme's colours (green for a curve that ended up, red for one that ended down). The chart object
// is driven imperatively; React renders the frame and the empty note.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { EquityPoint } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { signOf } from '../../../ui/value-badge';
import { createEquityChart, type EquityChart as Chart, type EquityChartColors } from '../equity-chart-engine';

export const EQUITY_CHART_HEIGHT_PX = 280;

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: ${EQUITY_CHART_HEIGHT_PX}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Empty = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EquityChartProps {
  points: readonly EquityPoint[];
  label: string;
}

export function EquityChart({ points, label }: EquityChartProps) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  const ended = points.length > 1 ? points[points.length - 1].equity - points[0].equity : 0;
  const sign = signOf(ended);
  const colors: EquityChartColors = useMemo(() => {
    const line = sign === 'positive' ? theme.colors.positive : theme.colors.negative;
    const soft = sign === 'positive' ? theme.colors.positiveSoft : theme.colors.negativeSoft;
    return {
      background: theme.colors.surface,
      text: theme.colors.textMuted,
      grid: theme.colors.border,
      line,
      areaTop: soft,
      areaBottom: theme.colors.surface,
    };
  }, [theme, sign]);
  const initialColors = useRef(colors);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let made: Chart | null = null;
    createEquityChart(element, EQUITY_CHART_HEIGHT_PX, initialColors.current)
      .then((created) => {
        if (disposed) created.remove();
        else {
          made = created;
          setChart(created);
        }
      })
      // Without a canvas (tests, very old browsers) the figures and trades still show.
      .catch(() => undefined);
    return () => {
      disposed = true;
      made?.remove();
      setChart(null);
    };
  }, []);

  useEffect(() => chart?.setColors(colors), [chart, colors]);
  useEffect(() => chart?.setPoints(points), [chart, points]);

  return (
    <Frame
      ref={container}
      role="img"
      aria-label={label}
      data-testid="equity-chart"
      data-points={points.length}
    >
      {points.length < 2 && <Empty>{tr.robots.detail.equityEmpty}</Empty>}
    </Frame>
  );
}
