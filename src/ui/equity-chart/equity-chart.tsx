// The app's one equity-curve renderer: one or more SVG lines, with value and time axes (the
// finance page's balance and equity, a robot's back-test on its detail page) or without them (the
// compact line of a trader's Hakkında tab and a robot's catalogue card). A path of a few hundred
// points needs neither the chart library's chunk nor a canvas. Lines stretch with the frame and
// keep their stroke width; axis labels are HTML placed by fraction (geometry.ts). The drawing is
// one image for assistive technology, named in Turkish by the screen that shows it.
import type { ReactNode } from 'react';
import { PLOT_HEIGHT, PLOT_WIDTH, type AxisTick } from './geometry';
import {
  CompactSvg,
  Frame,
  Grid,
  Legend,
  Line,
  NoteBox,
  Plot,
  Swatch,
  TimeAxis,
  ValueAxis,
  type ChartBackground,
  type LineTone,
} from './equity-chart.styles';

export type { ChartBackground, LineTone };

export interface ChartLine {
  /** Names the line for tests and styles (`data-series`). */
  key: string;
  /** The path in the plot's box: PLOT_WIDTH x PLOT_HEIGHT with axes, `view` without. */
  d: string;
  tone: LineTone;
  dashed?: boolean;
  /** The legend's text; the legend shows only with axes and only named lines. */
  name?: string;
}

export interface EquityChartProps {
  /** The drawing's Turkish name for assistive technology. */
  label: string;
  lines: readonly ChartLine[];
  /** How many points the curve has (`data-points`, read by tests and checks). */
  pointCount: number;
  /** The plot's height in px. */
  heightPx: number;
  /** Value labels (0 at the top) and time labels (0 at the left); absent: the compact form. */
  axes?: { values: readonly AxisTick[]; times: readonly AxisTick[] };
  /** The compact form's box in viewBox units (its width stretches to the container's). */
  view?: { width: number; height: number };
  background?: ChartBackground;
  strokeWidth?: number;
  /** Shown in the chart's box instead of lines (a curve too short to draw). */
  note?: ReactNode;
  testId?: string;
}

const strokeOf = (line: ChartLine, width: number) =>
  ({
    d: line.d,
    'data-series': line.key,
    fill: 'none',
    strokeWidth: width,
    vectorEffect: 'non-scaling-stroke',
    strokeDasharray: line.dashed ? '6 4' : undefined,
    $tone: line.tone,
  }) as const;

export function EquityChart(props: EquityChartProps) {
  const { label, pointCount, heightPx, note, testId, background = 'none' } = props;
  const named = {
    role: 'img',
    'aria-label': label,
    'data-testid': testId,
    'data-points': pointCount,
  } as const;
  if (note !== undefined) {
    return (
      <NoteBox {...named} $heightPx={heightPx} $background={background}>
        {note}
      </NoteBox>
    );
  }
  if (!props.axes) return <CompactChart {...props} />;
  return <AxesChart {...props} axes={props.axes} />;
}

function CompactChart({
  label,
  lines,
  pointCount,
  heightPx,
  view,
  background = 'none',
  ...rest
}: EquityChartProps) {
  const box = view ?? { width: PLOT_WIDTH, height: PLOT_HEIGHT };
  return (
    <CompactSvg
      $heightPx={heightPx}
      $background={background}
      viewBox={`0 0 ${box.width} ${box.height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid={rest.testId}
      data-points={pointCount}
    >
      {lines.map((line) => (
        <Line key={line.key} {...strokeOf(line, rest.strokeWidth ?? 1.5)} />
      ))}
    </CompactSvg>
  );
}

function AxesChart(props: EquityChartProps & Required<Pick<EquityChartProps, 'axes'>>) {
  const { label, lines, pointCount, heightPx, axes, background = 'none', testId } = props;
  const legend = lines.filter((line) => line.name);
  return (
    <>
      {legend.length > 0 && (
        <Legend aria-hidden="true">
          {legend.map((line) => (
            <li key={line.key}>
              <Swatch $tone={line.tone} $dashed={Boolean(line.dashed)} />
              {line.name}
            </li>
          ))}
        </Legend>
      )}
      <Frame
        $heightPx={heightPx}
        $background={background}
        role="img"
        aria-label={label}
        data-testid={testId}
        data-points={pointCount}
      >
        <ValueAxis aria-hidden="true">
          {axes.values.map((tick) => (
            <span key={tick.at} style={{ top: `${tick.at * 100}%` }}>
              {tick.label}
            </span>
          ))}
        </ValueAxis>
        <Plot>
          <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
            {axes.values.map((tick) => (
              <Grid
                key={tick.at}
                x1={0}
                x2={PLOT_WIDTH}
                y1={tick.at * PLOT_HEIGHT}
                y2={tick.at * PLOT_HEIGHT}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {lines.map((line) => (
              <Line key={line.key} {...strokeOf(line, props.strokeWidth ?? 2)} />
            ))}
          </svg>
        </Plot>
        <TimeAxis aria-hidden="true">
          {axes.times.map((tick) => (
            <span key={`${tick.at}-${tick.label}`} style={{ left: `${tick.at * 100}%` }}>
              {tick.label}
            </span>
          ))}
        </TimeAxis>
      </Frame>
    </>
  );
}
