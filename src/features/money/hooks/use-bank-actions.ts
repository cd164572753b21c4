// Saving and removing the customer's withdrawal accounts (POST/DELETE /api/users/banks), each sent
// once at a time with its outcome toast.
import type { SaveBankRequest } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { useDeleteBankMutation, useSaveBankMutation } from '../api/money-api';

export function useSaveBank() {
  const [save] = useSaveBankMutation();
  return useMutationOutcome((request: SaveBankRequest) => save(request), {
    success: tr.money.withdrawal.saved,
  });
}

export function useDeleteBank() {
  const [remove] = useDeleteBankMutation();
  return useMutationOutcome((id: string) => remove({ id }), { success: tr.money.withdrawal.removed });
}
