// The robot's state in words on a coloured outline: running, paused by the customer, or stopped by
// a safety limit. A robot the customer has not added shows no badge.
import type { Robot } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { statusOf } from '../robot-status';
import { StatusBadge } from './robots.styles';

export function RobotStatusBadge({ robot }: { robot: Robot }) {
  const status = statusOf(robot);
  if (status === 'notAdded') return null;
  return (
    <StatusBadge $status={status} data-testid={`robot-status-${robot.robotId}`} data-status={status}>
      {tr.robots.status[status]}
    </StatusBadge>
  );
}
