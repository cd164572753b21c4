// The back office's decisions, each sent once at a time with its outcome toast (the shared helper).
// A refusal (decided twice, an unknown id, a reason the server refuses) shows the server's Turkish
// message; the lists refresh through the tags the calls invalidate.
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import {
  useApproveDocumentMutation,
  useApproveTransactionMutation,
  useBroadcastMutation,
  useHideTraderMutation,
  useRejectDocumentMutation,
  useRejectTransactionMutation,
  useRemoveCommentMutation,
  useSetRobotEnabledMutation,
  useShowTraderMutation,
} from '../api/operator-api';
import type { BroadcastRequest, CatalogueRobot, ModeratedTrader } from '../../../../contract/operator';

const texts = tr.operator;

export function useApproveTransaction() {
  const [approve] = useApproveTransactionMutation();
  return useMutationOutcome((id: string) => approve({ id }), { success: texts.transaction.approved });
}

export function useRejectTransaction() {
  const [reject] = useRejectTransactionMutation();
  return useMutationOutcome((id: string, reason: string) => reject({ id, reason }), {
    success: texts.transaction.rejected,
  });
}

export function useApproveDocument() {
  const [approve] = useApproveDocumentMutation();
  return useMutationOutcome((id: string) => approve({ id }), { success: texts.document.approved });
}

export function useRejectDocument() {
  const [reject] = useRejectDocumentMutation();
  return useMutationOutcome((id: string, reason: string) => reject({ id, reason }), {
    success: texts.document.rejected,
  });
}

export function useHideTrader() {
  const [hide] = useHideTraderMutation();
  return useMutationOutcome((trader: ModeratedTrader, reason: string) => hide({ id: trader.id, reason }), {
    success: (trader) => texts.traders.hiddenDone(trader.name),
  });
}

export function useShowTrader() {
  const [show] = useShowTraderMutation();
  return useMutationOutcome((trader: ModeratedTrader) => show({ id: trader.id }), {
    success: (trader) => texts.traders.shownDone(trader.name),
  });
}

export function useRemoveComment() {
  const [remove] = useRemoveCommentMutation();
  return useMutationOutcome((commentId: string, reason: string) => remove({ id: commentId, reason }), {
    success: texts.traders.removedDone,
  });
}

/** Turns a robot on for customers, or off, from the state it shows now. */
export function useToggleRobot() {
  const [save] = useSetRobotEnabledMutation();
  return useMutationOutcome(
    (robot: CatalogueRobot) => save({ robotId: robot.robotId, enabled: !robot.enabled }),
    {
      success: (robot) =>
        robot.enabled ? texts.robots.turnedOff(robot.name) : texts.robots.turnedOn(robot.name),
    },
  );
}

export function useBroadcast() {
  const [send] = useBroadcastMutation();
  return useMutationOutcome((message: BroadcastRequest) => send(message), { success: texts.broadcast.sent });
}
