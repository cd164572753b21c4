// A robot's position size follows the order amount's rules (SPEC.md section 5: digits and one dot,
// -/+ by the minimum, clamped on blur, 2 decimals) within the lot bounds of the robot's symbol,
// which the catalogue sends with each robot. The rules themselves are src/lib/sanitize-amount.ts;
// this file only adds the bounds of a robot and the Turkish text of each refusal.
import type { Robot } from '../../../contract/robots';
import { tr } from '../../i18n/tr-signed-in';
import {
  checkAmount,
  formatLots,
  LOT_MAX_DEFAULT,
  LOT_MIN_DEFAULT,
  type AmountCheck,
  type AmountProblem,
} from '../../lib/sanitize-amount';

export interface SizeBounds {
  min: number;
  max: number;
}

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The robot's lot bounds; the spec's defaults when the server left one out. */
export function sizeBoundsOf(robot: Pick<Robot, 'minLots' | 'maxLots'>): SizeBounds {
  const min = isPositive(robot.minLots) ? robot.minLots : LOT_MIN_DEFAULT;
  const max = isPositive(robot.maxLots) && robot.maxLots >= min ? robot.maxLots : LOT_MAX_DEFAULT;
  return { min, max };
}

export function sizeProblemText(problem: AmountProblem, bounds: SizeBounds): string {
  switch (problem) {
    case 'empty':
      return tr.robots.sizeEmpty;
    case 'below-min':
      return tr.robots.sizeBelowMin(formatLots(bounds.min));
    case 'above-max':
      return tr.robots.sizeAboveMax(formatLots(bounds.max));
    case 'off-step':
      return tr.robots.sizeOffStep;
  }
}

/** The size as it would be sent: a number of lots, or why it cannot be sent. */
export const checkSize = (text: string, bounds: SizeBounds): AmountCheck =>
  checkAmount(text, bounds.min, bounds.max);

/** The message to show under the field, or null when the size can be sent. */
export function sizeProblemOf(text: string, bounds: SizeBounds): string | null {
  const check = checkSize(text, bounds);
  return check.ok ? null : sizeProblemText(check.problem, bounds);
}
