// Kapat and İptal in the lists (issue 14, item 16): the first click opens a confirmation of what
// will happen, unless the customer turned one-click trading on in the settings.
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button, type ButtonVariant } from '../../../ui/button';
import { ConfirmDialog, type ConfirmRow } from '../../../ui/confirm-dialog';
import { selectOneClickTrading } from '../../settings';

export interface ConfirmedActionButtonProps {
  label: string;
  variant: ButtonVariant;
  busy: boolean;
  title: string;
  /** Built when the dialog opens, so it shows the figures of that moment. */
  rows: () => readonly ConfirmRow[];
  onAct: () => void;
}

export function ConfirmedActionButton({
  label,
  variant,
  busy,
  title,
  rows,
  onAct,
}: ConfirmedActionButtonProps) {
  const oneClick = useAppSelector(selectOneClickTrading);
  const [shown, setShown] = useState<readonly ConfirmRow[] | null>(null);
  return (
    <>
      <Button size="sm" variant={variant} busy={busy} onClick={() => (oneClick ? onAct() : setShown(rows()))}>
        {label}
      </Button>
      {shown && (
        <ConfirmDialog
          open
          title={title}
          rows={shown}
          confirmVariant={variant === 'negative' ? 'negative' : 'primary'}
          onConfirm={() => {
            setShown(null);
            onAct();
          }}
          onDismiss={() => setShown(null)}
        />
      )}
    </>
  );
}
