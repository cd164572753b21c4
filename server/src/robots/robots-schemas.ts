// Request schemas of /api/robots/*. Every object refuses unknown fields and bodies are not coerced,
// so a size sent as text is refused here; a number that is not a valid size (0, negative, off the
// 0.01 step, outside the symbol's bounds) reaches the service, which names what is wrong.
import { Type, type Static } from '@sinclair/typebox';
import { BACKTEST_WINDOWS_DAYS } from '../../../contract/robots';
import { strictObject } from '../http/schema';

const RobotId = Type.String({ minLength: 1, maxLength: 64 });
/** Any number: the service gives each wrong size its own message. */
const PositionSize = Type.Number({ minimum: -1_000_000, maximum: 1_000_000 });

export const RobotAddBody = strictObject({ robotId: RobotId, positionSize: PositionSize });
export type RobotAddBody = Static<typeof RobotAddBody>;

export const RobotIdBody = strictObject({ robotId: RobotId });
export type RobotIdBody = Static<typeof RobotIdBody>;

/** One of the back-test windows the screen offers (days); any other number is refused. */
const WindowDays = Type.Union(
  BACKTEST_WINDOWS_DAYS.map((days) => Type.Literal(days)),
  { description: 'Back-test window in days' },
);

export const RobotsListQuery = strictObject({ windowDays: Type.Optional(WindowDays) });
export type RobotsListQuery = Static<typeof RobotsListQuery>;

export const RobotDetailBody = strictObject({ robotId: RobotId, windowDays: Type.Optional(WindowDays) });
export type RobotDetailBody = Static<typeof RobotDetailBody>;

export const RobotEditBody = strictObject({
  robotId: RobotId,
  positionSize: PositionSize,
  active: Type.Optional(Type.Boolean()),
});
export type RobotEditBody = Static<typeof RobotEditBody>;
