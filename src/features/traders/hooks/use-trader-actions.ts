// The copy-trading mutations, each sent once at a time with its outcome toast (the shared helper,
// SPEC.md section 8). A refusal (a size over free margin, following yourself, a comment out of
// bounds) shows the server's Turkish message; the dialog and the form stay open on it.
import type { CommentPayload, FollowPayload } from '../../../../contract/traders';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import {
  useFollowTraderMutation,
  usePauseCopyMutation,
  usePostCommentMutation,
  useResumeCopyMutation,
  useUnfollowTraderMutation,
} from '../api/traders-api';

const texts = tr.traders.dialog;

/** Follows, or changes the size and stop-loss of a copy already running (the dialog's edit mode). */
export function useFollowTrader(editing: boolean) {
  const [follow] = useFollowTraderMutation();
  return useMutationOutcome((payload: FollowPayload) => follow(payload), {
    success: editing ? texts.saved : texts.followed,
  });
}

export function useUnfollowTrader() {
  const [unfollow] = useUnfollowTraderMutation();
  return useMutationOutcome((id: string) => unfollow(id), { success: texts.unfollowed });
}

/** Pauses a running copy, or resumes a paused or stopped one. */
export function useToggleCopy() {
  const [pause] = usePauseCopyMutation();
  const [resume] = useResumeCopyMutation();
  return useMutationOutcome((id: string, running: boolean) => (running ? pause(id) : resume(id)), {
    success: (_id: string, running: boolean) => (running ? texts.paused : texts.resumed),
  });
}

export function usePostComment() {
  const [post] = usePostCommentMutation();
  return useMutationOutcome((id: string, payload: CommentPayload) => post({ id, ...payload }), {
    success: tr.traders.comments.sent,
  });
}
