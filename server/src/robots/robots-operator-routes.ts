// The broker's robot catalogue, inside the guarded /api/operator scope: GET /robots (each robot
// with its switch and how many customers added it and run it) and PUT /robots/:robotId {enabled}.
// The rules are in robot-switches.ts.
import type { CatalogueRobot } from '../../../contract/operator';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ok } from '../http/envelope';
import { operatorDataAnswer } from '../http/operator-schemas';
import { bearerSecurity, FailureEnvelope, failureResponses, strictObject } from '../http/schema';
import type { RobotSwitches } from './robot-switches';

const texts = serverTexts.robots;
const refusals = { ...failureResponses, 403: FailureEnvelope, 409: FailureEnvelope };

const RobotParams = strictObject({ robotId: Type.String({ minLength: 1, maxLength: 64 }) });
const SwitchBody = strictObject({ enabled: Type.Boolean() }, 'Switch the robot on (true) or off (false)');

const CatalogueRobotAnswer = Type.Object({
  robotId: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  strategy: Type.String(),
  enabled: Type.Boolean(),
  subscribers: Type.Integer({ description: 'Instances added on customers’ accounts' }),
  activeSubscribers: Type.Integer({ description: 'Instances running now' }),
});

export function robotsOperatorRoutes(
  switches: Pick<RobotSwitches, 'list' | 'setEnabled'>,
): FastifyPluginAsync {
  return async (app) => {
    const operator = { tags: ['operator'], security: bearerSecurity };

    app.get(
      '/robots',
      {
        schema: {
          ...operator,
          response: { 200: operatorDataAnswer(Type.Array(CatalogueRobotAnswer)), ...refusals },
        },
      },
      async () => ok<CatalogueRobot[]>(await switches.list()),
    );

    app.put<{ Params: Static<typeof RobotParams>; Body: Static<typeof SwitchBody> }>(
      '/robots/:robotId',
      {
        schema: {
          ...operator,
          params: RobotParams,
          body: SwitchBody,
          response: { 200: operatorDataAnswer(CatalogueRobotAnswer), ...refusals },
        },
      },
      async (request) => {
        const { enabled } = request.body;
        const robot = await switches.setEnabled(request.userId, request.params.robotId, enabled);
        return ok(robot, enabled ? texts.enabledByOperator : texts.disabledByOperator);
      },
    );
  };
}
