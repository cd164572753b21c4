// A queue row's decision: Reddet, which asks for the reason the customer will read first, and
// Onayla, which for money first asks to confirm what moves (the amount, to whom) since an approval
// pays out or credits at once. Each button waits while the other decision is on its way, so a row
// is decided once.
import { useState } from 'react';
import type { MutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { ConfirmDialog, type ConfirmRow } from '../../../ui/confirm-dialog';
import { ReasonDialog } from './reason-dialog';

export interface QueueDecisionProps {
  /** The visible texts of the two buttons. */
  labels: { approve: string; reject: string };
  /** What each button says to a screen reader: which row it decides. */
  approveLabel: string;
  rejectLabel: string;
  /** The reason dialog's title. */
  rejectTitle: string;
  onApprove: () => unknown;
  approving: boolean;
  /** Sends the rejection with the reason; the dialog closes once it is done. */
  onReject: (reason: string) => Promise<MutationOutcome | undefined>;
  rejecting: boolean;
  /** When given, Onayla first asks this confirmation (money decisions). */
  approveConfirm?: { title: string; rows: readonly ConfirmRow[] };
}

export function QueueDecision(props: QueueDecisionProps) {
  const { labels, approveLabel, rejectLabel, rejectTitle, onApprove, approving, onReject, rejecting } = props;
  const { approveConfirm } = props;
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const approveNow = async () => {
    await onApprove();
    setConfirming(false);
  };
  return (
    <>
      <Button
        size="sm"
        variant="negative"
        aria-label={rejectLabel}
        disabled={approving}
        onClick={() => setAsking(true)}
      >
        {labels.reject}
      </Button>
      <Button
        size="sm"
        variant="positive"
        aria-label={approveLabel}
        busy={approving}
        disabled={rejecting}
        onClick={() => (approveConfirm ? setConfirming(true) : void onApprove())}
      >
        {labels.approve}
      </Button>
      {/* The dialogs render in a portal on <body>, wherever they stand here. */}
      {approveConfirm && (
        <ConfirmDialog
          open={confirming}
          title={approveConfirm.title}
          rows={approveConfirm.rows}
          busy={approving}
          confirmVariant="positive"
          onConfirm={() => void approveNow()}
          onDismiss={() => setConfirming(false)}
        />
      )}
      {asking && (
        <ReasonDialog
          title={rejectTitle}
          confirmLabel={labels.reject}
          busy={rejecting}
          onConfirm={onReject}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
