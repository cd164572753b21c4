// One robot of the catalogue: what it trades and how (symbol, category, timeframe, its strategy in
// plain words), the back-tested curve and figures beside the customer's live ones, and, once added,
// its size and state with the actions to change them.
import type { Robot } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLots } from '../../../lib/sanitize-amount';
import { EquityLine } from '../../../ui/equity-chart/equity-line';
import { isAdded } from '../robot-status';
import { RobotActions } from './robot-actions';
import { RobotFigures } from './robot-figures';
import { RobotStatusBadge } from './robot-status-badge';
import { Card, CardHead, Label, Muted } from './robots.styles';

export interface RobotCardProps {
  robot: Robot;
  /** The robot whose detail the customer opened last. */
  lastViewed: boolean;
}

/** The symbol, its category and the bar size, as one line. */
export const robotMetaOf = (robot: Robot): string =>
  tr.robots.meta(
    robot.symbol,
    tr.market.tabs[robot.category] ?? robot.category,
    tr.chart.intervals[robot.timeframe] ?? robot.timeframe,
  );

export function RobotCard({ robot, lastViewed }: RobotCardProps) {
  const texts = tr.robots;
  const headingId = `robot-${robot.robotId}-name`;
  return (
    <Card $highlight={lastViewed} aria-labelledby={headingId} data-testid={`robot-${robot.robotId}`}>
      <CardHead>
        <h2 id={headingId}>{robot.name}</h2>
        <RobotStatusBadge robot={robot} />
      </CardHead>
      <Muted>
        {robotMetaOf(robot)}
        {lastViewed && ` · ${texts.lastViewed}`}
      </Muted>
      <p>{robot.description}</p>
      <p>
        <Label>{texts.strategy}: </Label>
        {robot.strategy}
      </p>
      <EquityLine
        points={robot.backtest.equityCurve}
        label={texts.sparklineLabel(robot.name)}
        viewWidth={300}
        heightPx={64}
      />
      <RobotFigures robot={robot} />
      {isAdded(robot) && (
        <p data-testid={`robot-size-${robot.robotId}`}>
          {texts.positionSize(formatLots(robot.positionSize ?? 0))}
        </p>
      )}
      <RobotActions robot={robot} showDetailsLink />
    </Card>
  );
}
