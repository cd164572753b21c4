// A queue row's decision: Reddet, which asks for the reason the customer will read first, and
// Onayla. Each button waits while the other decision is on its way, so a row is decided once.
import { useState } from 'react';
import type { MutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
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
}

export function QueueDecision(props: QueueDecisionProps) {
  const { labels, approveLabel, rejectLabel, rejectTitle, onApprove, approving, onReject, rejecting } = props;
  const [asking, setAsking] = useState(false);
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
        onClick={() => void onApprove()}
      >
        {labels.approve}
      </Button>
      {/* The dialog renders in a portal on <body>, wherever it stands here. */}
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
