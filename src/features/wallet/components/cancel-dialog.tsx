// Asks before cancelling a pending transaction (POST /api/trans/cancel); a held withdrawal is
// released by the server. The dialog closes once the cancel went through.
import styled from 'styled-components';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useCancelTransaction } from '../../money';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

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
      <Actions>
        <Button variant="ghost" onClick={onClose} disabled={cancelling}>
          {texts.keep}
        </Button>
        <Button
          variant="negative"
          busy={cancelling}
          onClick={async () => {
            const outcome = await cancel(transaction.id);
            if (outcome?.kind === 'done') onClose();
          }}
        >
          {texts.cancelConfirm}
        </Button>
      </Actions>
    </Modal>
  );
}
