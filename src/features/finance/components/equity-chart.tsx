// The active account's balance and equity as two lines over a date axis, drawn by the app's one
// equity chart (src/ui/equity-chart): the balance a solid step line, the equity dashed. The
// drawing is one image for assistive technology: its Turkish name says what it shows, and the
// figures and the daily table beside it carry every number.
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { EquityChart as Chart } from '../../../ui/equity-chart/equity-chart';
import { equityGeometry } from '../equity-geometry';
import type { EquityPoint } from '../../../../contract/finance';
import { axisDayLabel } from '../istanbul-day';

const PLOT_HEIGHT_PX = 240;

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
  // One format for the whole axis: no cents when every step is whole, two decimals otherwise.
  const whole = wholeDollars(geometry.valueTicks.map((tick) => tick.value));
  const axisMoney = (value: number) => (whole ? Math.round(value).toFixed(0) : formatMoney(value));
  return (
    <Chart
      label={label}
      testId="equity-chart"
      pointCount={points.length}
      heightPx={PLOT_HEIGHT_PX}
      lines={[
        { key: 'balance', d: geometry.balancePath, tone: 'primary', name: texts.balance },
        { key: 'equity', d: geometry.equityPath, tone: 'warning', dashed: true, name: texts.equity },
      ]}
      axes={{
        values: geometry.valueTicks.map((tick) => ({ at: tick.at, label: axisMoney(tick.value) })),
        times: geometry.dayTicks.map((tick) => ({
          at: tick.at,
          label: axisDayLabel(tick.day, geometry.longSpan),
        })),
      }}
    />
  );
}
