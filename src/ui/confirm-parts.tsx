// The two parts every confirmation is made of, whether it opens as ConfirmDialog or in place: the
// figures at stake (label left, value right, each pair in its own div) and the pair of buttons,
// Vazgeç and the confirming one. The close-all dialog, the practice reset and the cancel of a
// pending transaction show them around their own content, so they live apart from the dialog.
import { tr } from '../i18n/tr-signed-in';
import { Button, type ButtonSize } from './button';
import { Actions } from './confirm-parts.styles';
export { ConfirmFigures } from './confirm-parts.styles';

/**
 * 'split': the two buttons share the width (a confirmation dialog). 'end': they sit at the right,
 * Vazgeç a quiet ghost that waits for the call too, since what it would close shows the answer.
 */
export type ConfirmAlign = 'split' | 'end';

export interface ConfirmButtonsProps {
  onConfirm: () => void;
  onDismiss: () => void;
  confirmLabel?: string;
  dismissLabel?: string;
  confirmVariant?: 'primary' | 'positive' | 'negative';
  busy?: boolean;
  /** The confirming button only: nothing to confirm yet. */
  disabled?: boolean;
  align?: ConfirmAlign;
  size?: ButtonSize;
  className?: string;
}

export function ConfirmButtons({
  onConfirm,
  onDismiss,
  confirmLabel = tr.confirm.confirm,
  dismissLabel = tr.confirm.dismiss,
  confirmVariant = 'primary',
  busy = false,
  disabled,
  align = 'split',
  size,
  className,
}: ConfirmButtonsProps) {
  const end = align === 'end';
  return (
    <Actions $align={align} className={className}>
      <Button size={size} variant={end ? 'ghost' : 'secondary'} disabled={end && busy} onClick={onDismiss}>
        {dismissLabel}
      </Button>
      <Button size={size} variant={confirmVariant} busy={busy} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Actions>
  );
}
