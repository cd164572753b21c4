// Asks before cancelling a pending transaction (POST /api/trans/cancel); a held withdrawal is
// released by the server. The dialog closes once the cancel went through.
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Modal } from '../../../ui/modal';
import { useCancelTransaction } from '../../money';
import { Actions } from './cancel-dialog.styles';

export interface CancelDialogProps {
  transaction: Transaction | null;
  onClose: () => void;
}

export function CancelDialog({ transaction, onClose }: CancelDialogProps) {
  const texts = tr.wallet;
  const [cancel, cancelling] = useCancelTransaction();
  if (!transaction) return null;
  return (
    <Modal open onClose={onClose} title={texts.cancelTitle}>
      <p>
        {texts.cancelText(
          tr.money.types[transaction.type].toLocaleLowerCase('tr'),
          formatMoney(transaction.amount),
        )}
      </p>
      <Actions
        align="end"
        confirmLabel={texts.cancelConfirm}
        dismissLabel={texts.keep}
        confirmVariant="negative"
        busy={cancelling}
        onConfirm={async () => {
          const outcome = await cancel(transaction.id);
          if (outcome?.kind === 'done') onClose();
        }}
        onDismiss={onClose}
      />
    </Modal>
  );
}
