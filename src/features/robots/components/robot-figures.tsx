// The robot's figures side by side: the back-test over the chosen window of the server's history and
// the customer's own live record with it (empty until it has traded). Returns are coloured by sign,
// the drawdown is a loss shown as a positive percentage, as trading platforms show it, and the
// profit factor (gross profit over gross loss) says whether the wins outweigh the losses.
// The window and its dates are written above the table, so a figure is never read without them.
import moment from 'moment';
import type { ReactNode } from 'react';
import type { Robot, RobotFigures as Figures } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPercent } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { Muted } from './robots.styles';
import { Table } from './robot-figures.styles';

/** A profit factor is a ratio, shown with two decimals. */
const RATIO_DECIMALS = 2;

const pct = (value: number) => formatPercent(value);
const ratio = (value: number | null) => (value === null ? f.profitFactorNone : value.toFixed(RATIO_DECIMALS));
/** A unix-seconds time as DD.MM.YYYY, the app's date display without the clock. */
const unixDay = (seconds: number | null): string =>
  seconds === null ? '-' : moment.unix(seconds).format('DD.MM.YYYY');
const signedPct = (value: number) => `${value > 0 ? '+' : ''}${pct(value)}`;

type Row = [label: string, show: (figures: Figures) => ReactNode];

const f = tr.robots.figures;
const ROWS: Row[] = [
  [f.totalReturn, (x) => <ValueBadge value={x.totalReturnPct}>{signedPct(x.totalReturnPct)}</ValueBadge>],
  [f.maxDrawdown, (x) => pct(x.maxDrawdownPct)],
  [f.winRate, (x) => pct(x.winRatePct)],
  [f.profitFactor, (x) => ratio(x.profitFactor ?? null)],
  [f.trades, (x) => String(x.trades)],
];

export function RobotFigures({ robot }: { robot: Robot }) {
  const { backtest } = robot;
  return (
    <>
      <Muted data-testid={`robot-window-${robot.robotId}`}>
        {f.span(backtest.windowDays, unixDay(backtest.fromTime), unixDay(backtest.toTime))}
      </Muted>
      <Table data-testid={`robot-figures-${robot.robotId}`}>
        <caption>{f.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{f.figure}</th>
            <th scope="col">{f.backtest}</th>
            <th scope="col">{f.live}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, show]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{show(robot.backtest)}</td>
              <td>{robot.live ? show(robot.live) : f.none}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
