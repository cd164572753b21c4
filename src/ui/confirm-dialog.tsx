// A confirmation before an irreversible trading action (issue 14, item 16): what, how much, at what
// price and, for a new order, the margin it needs, with Onayla and Vazgeç. Built on Modal, so it
// traps focus, closes on Escape and gives focus back to the button that opened it.
import { ConfirmButtons, ConfirmFigures } from './confirm-parts';
import { Modal } from './modal';

export interface ConfirmRow {
  label: string;
  value: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  rows: readonly ConfirmRow[];
  busy?: boolean;
  confirmVariant?: 'primary' | 'positive' | 'negative';
  onConfirm: () => void;
  onDismiss: () => void;
}

export function ConfirmDialog({ open, title, rows, ...buttons }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={buttons.onDismiss} title={title}>
      <ConfirmFigures>
        {rows.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </ConfirmFigures>
      <ConfirmButtons {...buttons} />
    </Modal>
  );
}
