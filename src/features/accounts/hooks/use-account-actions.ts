// Switching the active account and resetting the practice one, each sent once at a time with its
// outcome toast. The mutations invalidate every account-bound tag (accounts-api.ts), so the
// header figures, the order lists and the money screens reload for the new account.
import type { TradingAccount } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { useResetPracticeAccountMutation, useSetActiveAccountMutation } from '../api/accounts-api';

export function useSwitchAccount() {
  const [setActive] = useSetActiveAccountMutation();
  return useMutationOutcome((account: TradingAccount) => setActive({ id: account.id }), {
    success: (account: TradingAccount) => tr.accounts.switched(tr.accounts.kinds[account.kind]),
  });
}

export function useResetPractice() {
  const [reset] = useResetPracticeAccountMutation();
  return useMutationOutcome(() => reset(), { success: tr.accounts.resetDone });
}
