// 'Demo Hesabı Sıfırla' with its confirmation (POST /api/users/accounts/practice/reset). The
// confirmation opens in place rather than in a second dialog: the button sits inside the account
// modal, and a dialog on a dialog would share its Escape key and its scroll lock.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { ConfirmButtons } from '../../../ui/confirm-parts';
import { useResetPractice } from '../hooks/use-account-actions';
import { Confirm } from './practice-reset.styles';

export function PracticeReset({ fullWidth = false }: { fullWidth?: boolean }) {
  const [asking, setAsking] = useState(false);
  const [reset, resetting] = useResetPractice();

  if (!asking) {
    return (
      <Button size="sm" fullWidth={fullWidth} onClick={() => setAsking(true)}>
        {tr.accounts.reset}
      </Button>
    );
  }
  return (
    <Confirm role="group" aria-label={tr.accounts.resetTitle}>
      <strong>{tr.accounts.resetTitle}</strong>
      <p>{tr.accounts.resetText}</p>
      <ConfirmButtons
        align="end"
        size="sm"
        confirmLabel={tr.accounts.resetConfirm}
        dismissLabel={tr.accounts.keep}
        confirmVariant="negative"
        busy={resetting}
        onConfirm={async () => {
          const outcome = await reset();
          if (outcome?.kind === 'done') setAsking(false);
        }}
        onDismiss={() => setAsking(false)}
      />
    </Confirm>
  );
}
