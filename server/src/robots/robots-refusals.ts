// The robots' refusals: the service throws them as DomainError; http/refusals.ts joins this table.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.robots;

export const ROBOTS_REFUSALS = {
  ROBOT_NOT_FOUND: { statusCode: 404, message: texts.robotNotFound },
  ROBOT_NOT_ADDED: { statusCode: 404, message: texts.robotNotAdded },
  ROBOT_ALREADY_ADDED: { statusCode: 409, message: texts.alreadyAdded },
  POSITION_SIZE_NOT_POSITIVE: { statusCode: 400, message: texts.positionSizeNotPositive },
  POSITION_SIZE_STEP: { statusCode: 400, message: texts.positionSizeStep },
  POSITION_SIZE_OUT_OF_RANGE: { statusCode: 422, message: texts.positionSizeOutOfRange },
  ROBOT_EDIT_CONFLICT: { statusCode: 409, message: texts.editConflict },
  // The broker's catalogue switch (robot-switches.ts).
  ROBOT_DISABLED: { statusCode: 409, message: texts.robotDisabled },
  ROBOT_ALREADY_ENABLED: { statusCode: 409, message: texts.alreadyEnabled },
  ROBOT_ALREADY_DISABLED: { statusCode: 409, message: texts.alreadyDisabled },
} satisfies RefusalTable<string>;

export type RobotsRefusalCode = keyof typeof ROBOTS_REFUSALS;
