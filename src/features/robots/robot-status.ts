// Where one robot stands for the signed-in customer, read from the catalogue's fields: not added,
// running, or stopped for a named reason (the customer, the daily loss limit or a stop-out).
import type { Robot, RobotPauseReason } from '../../../contract/robots';

export type RobotStatus = 'notAdded' | 'running' | RobotPauseReason;

/** Added on the active account: the server sends its size, null when not added. */
export const isAdded = (robot: Pick<Robot, 'positionSize'>): boolean => robot.positionSize !== null;

export function statusOf(robot: Pick<Robot, 'positionSize' | 'active' | 'pausedReason'>): RobotStatus {
  if (!isAdded(robot)) return 'notAdded';
  if (robot.active) return 'running';
  return robot.pausedReason ?? 'customer';
}
