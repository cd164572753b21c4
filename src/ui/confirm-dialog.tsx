// A confirmation before an irreversible trading action (issue 14, item 16): what, how much, at what
// price and, for a new order, the margin it needs, with Onayla and Vazgeç. Built on Modal, so it
// traps focus, closes on Escape and gives focus back to the button that opened it.
import styled from 'styled-components';
import { tr } from '../i18n/tr-signed-in';
import { Button } from './button';
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

/** Values keep one line (a price, 'Demo Hesap'); a long label wraps instead, as on a phone. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A dt/dd pair wrapped for valid markup, laid out as if the wrapper were not there. */
const Row = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.md};
`;

export function ConfirmDialog({
  open,
  title,
  rows,
  busy = false,
  confirmVariant = 'primary',
  onConfirm,
  onDismiss,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onDismiss} title={title}>
      <Figures>
        {rows.map(({ label, value }) => (
          <Row key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Row>
        ))}
      </Figures>
      <Actions>
        <Button type="button" variant="secondary" onClick={onDismiss}>
          {tr.confirm.dismiss}
        </Button>
        <Button type="button" variant={confirmVariant} busy={busy} onClick={onConfirm}>
          {tr.confirm.confirm}
        </Button>
      </Actions>
    </Modal>
  );
}
