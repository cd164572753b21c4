// The unfollow's second step: API.md says unfollowing closes the copied positions at market, so the
// customer reads that before the call is sent.
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { DialogActions, Warning } from './traders.styles';

export interface UnfollowConfirmProps {
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

export function UnfollowConfirm({ busy, onBack, onConfirm }: UnfollowConfirmProps) {
  const texts = tr.traders.dialog;
  return (
    <>
      <Warning role="alert">{texts.unfollowWarning}</Warning>
      <DialogActions>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {texts.cancel}
        </Button>
        <Button variant="negative" busy={busy} onClick={onConfirm}>
          {texts.unfollowConfirm}
        </Button>
      </DialogActions>
    </>
  );
}
