// The money mutations, each sent once at a time with its outcome toast (the shared helper). A
// screen reads the outcome to move on: the receipt after a deposit, the provider's page after a
// card checkout, the cleared form after a withdrawal, the closed dialog after a cancel.
import type { CardCheckoutRequest, DepositRequest, WithdrawalRequest } from '../../../../contract/wallet';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import {
  useCancelTransactionMutation,
  useStartCardCheckoutMutation,
  useCreateTransactionMutation,
} from '../api/money-api';

/** Hears a refusal's code (MASAK's PURPOSE_REQUIRED shows the purpose field). */
export type RefusalListener = (error: ApiError | undefined) => void;

/** Sends the call and hands its refusal, if any, to `onRefused` before the outcome toast. */
function heard<Args extends unknown[], Result extends { error?: unknown }>(
  send: (...args: Args) => PromiseLike<Result>,
  onRefused: RefusalListener | undefined,
) {
  return async (...args: Args): Promise<Result> => {
    const result = await send(...args);
    if (result.error !== undefined) onRefused?.(result.error as ApiError);
    return result;
  };
}

export function useSendDeposit(onRefused?: RefusalListener) {
  const [create] = useCreateTransactionMutation();
  return useMutationOutcome(
    heard((request: DepositRequest) => create(request), onRefused),
    { success: tr.money.deposit.sent },
  );
}

/** Opens the provider's hosted card page; its success toast is the page opening. */
export function useStartCardCheckout(onRefused?: RefusalListener) {
  const [start] = useStartCardCheckoutMutation();
  return useMutationOutcome(
    heard((request: CardCheckoutRequest) => start(request), onRefused),
    { success: tr.money.deposit.card.opening },
  );
}

/** Claims a payment the provider's page returned: the server verifies it and credits it once. */
export function useClaimCardPayment() {
  const [create] = useCreateTransactionMutation();
  return useMutationOutcome((request: DepositRequest) => create(request), {
    success: tr.money.deposit.card.done,
  });
}

export function useSendWithdrawal(onRefused?: RefusalListener) {
  const [create] = useCreateTransactionMutation();
  return useMutationOutcome(
    heard((request: WithdrawalRequest) => create(request), onRefused),
    { success: tr.money.withdrawal.sent },
  );
}

/** Cancels a pending transaction; a held withdrawal is released by the server. */
export function useCancelTransaction() {
  const [cancel] = useCancelTransactionMutation();
  return useMutationOutcome((id: string) => cancel({ id }), { success: tr.wallet.cancelled });
}
