// The money mutations, each sent once at a time with its outcome toast (the shared helper). A
// screen reads the outcome to move on: the receipt after a deposit, the 3-D Secure step after a
// card deposit, the cleared form after a withdrawal, the closed dialog after a cancel.
import type { CardConfirmRequest, DepositRequest, WithdrawalRequest } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import {
  useCancelTransactionMutation,
  useConfirmCardDepositMutation,
  useCreateTransactionMutation,
} from '../api/money-api';

export function useSendDeposit() {
  const [create] = useCreateTransactionMutation();
  return useMutationOutcome((request: DepositRequest) => create(request), {
    success: tr.money.deposit.sent,
  });
}

export function useConfirmCard() {
  const [confirm] = useConfirmCardDepositMutation();
  return useMutationOutcome((request: CardConfirmRequest) => confirm(request), {
    success: tr.money.deposit.threeDs.done,
  });
}

export function useSendWithdrawal() {
  const [create] = useCreateTransactionMutation();
  return useMutationOutcome((request: WithdrawalRequest) => create(request), {
    success: tr.money.withdrawal.sent,
  });
}

/** Cancels a pending transaction; a held withdrawal is released by the server. */
export function useCancelTransaction() {
  const [cancel] = useCancelTransactionMutation();
  return useMutationOutcome((id: string) => cancel({ id }), { success: tr.wallet.cancelled });
}
