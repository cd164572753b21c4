// The robot mutations, each sent once at a time with its outcome toast (the shared helper). Sizes
// go out as numbers of lots (SPEC.md section 5: "converted to numbers before sending"). A refusal
// (a size outside the symbol's bounds, a robot added twice or deleted when not added) shows the
// server's Turkish message; the dialogs stay open on it so the customer can correct the size.
import type { Robot, RobotAddPayload } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { useAddRobotMutation, useDeleteRobotMutation, useEditRobotMutation } from '../api/robots-api';

export function useAddRobot() {
  const [add] = useAddRobotMutation();
  return useMutationOutcome((payload: RobotAddPayload) => add(payload), { success: tr.robots.added });
}

/** A new size for an added robot; whether it runs stays as it is. */
export function useEditRobotSize() {
  const [edit] = useEditRobotMutation();
  return useMutationOutcome((robotId: string, positionSize: number) => edit({ robotId, positionSize }), {
    success: tr.robots.saved,
  });
}

/** Pauses a running robot or runs a paused one, keeping its size. */
export function useToggleRobot() {
  const [edit] = useEditRobotMutation();
  return useMutationOutcome(
    (robot: Robot) =>
      edit({ robotId: robot.robotId, positionSize: robot.positionSize ?? 0, active: !robot.active }),
    { success: (robot: Robot) => (robot.active ? tr.robots.paused : tr.robots.resumed) },
  );
}

export function useDeleteRobot() {
  const [remove] = useDeleteRobotMutation();
  return useMutationOutcome((robotId: string) => remove({ robotId }), { success: tr.robots.deleted });
}
