// The money mutations, each sent once at a time with its outcome toast (the shared helper). A
// screen reads the outcome to move on: the receipt after a deposit, the provider's page after a
// card checkout, the cleared form after a withdrawal, the closed dialog after a cancel.
import type { CardCheckoutRequest, DepositRequest, WithdrawalRequest } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import {
  useCancelTransactionMutation,
  useStartCardCheckoutMutation,
  useCreateTransactionMutation,
} from '../api/money-api';

export function useSendDeposit() {
  const [create] = useCreateTransactionMutation();
  return useMutationOutcome((request: DepositRequest) => create(request), {
    success: tr.money.deposit.sent,
  });
}

/** Opens the provider's hosted card page; its success toast is the page opening. */
export function useStartCardCheckout() {
  const [start] = useStartCardCheckoutMutation();
  return useMutationOutcome((request: CardCheckoutRequest) => start(request), {
    success: tr.money.deposit.card.opening,
  });
}

/** Claims a payment the provider's page returned: the server verifies it and credits it once. */
export function useClaimCardPayment() {
  const [create] = useCreateTransactionMutation();
  return useMutationOutcome((request: DepositRequest) => create(request), {
    success: tr.money.deposit.card.done,
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
