// The close tab of /position/:id: an amount between 0.01 and the position's lots (SPEC.md
// section 5). At the full amount the button reads the full-close text and uses PUT /orders/close;
// below it reads '{n} Lot Kapat' and sends the partial close PUT /orders {id, amount}. Unless
// one-click trading is on, the send first asks for a confirmation (issue 14, item 16).
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLotAmount } from '../../../lib/format-number';
import {
  closeAmountLots,
  finishCloseAmountOnBlur,
  isFullClose,
  sanitizeCloseAmountInput,
} from '../../../lib/sanitize-close-amount';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { selectOneClickTrading } from '../../settings';
import type { MutationOutcome } from '../../../lib/use-mutation-outcome';
import { useClosePosition, useClosePositionPart } from '../hooks/use-order-actions';
import { Card, Field, Note } from './detail.styles';

export interface ClosePositionFormProps {
  order: Order;
  onDone: () => void;
}

export function ClosePositionForm({ order, onDone }: ClosePositionFormProps) {
  const [text, setText] = useState(() => formatLotAmount(order.amount));
  const [closeAll, closingAll] = useClosePosition();
  const [closePart, closingPart] = useClosePositionPart();
  const lots = closeAmountLots(text, order.amount);
  const full = isFullClose(lots, order.amount);
  const oneClick = useAppSelector(selectOneClickTrading);
  const [confirming, setConfirming] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (oneClick) void send();
    else setConfirming(true);
  }

  async function send() {
    setConfirming(false);
    const outcome: MutationOutcome | undefined = full
      ? await closeAll(order.id)
      : await closePart(order.id, lots);
    if (outcome?.kind === 'done') onDone();
  }

  return (
    <Card as="form" onSubmit={onSubmit} noValidate>
      <Field>
        {tr.positions.closeAmount}
        <input
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(sanitizeCloseAmountInput(event.target.value))}
          onBlur={() => setText(finishCloseAmountOnBlur(text, order.amount))}
        />
      </Field>
      <Note>{tr.positions.positionAmount(formatLotAmount(order.amount))}</Note>
      <Button type="submit" variant="negative" fullWidth busy={closingAll || closingPart}>
        {full ? tr.positions.fullClose : tr.positions.closeLots(formatLotAmount(lots))}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={tr.confirm.closeTitle}
        confirmVariant="negative"
        rows={[
          { label: tr.confirm.what, value: tr.confirm.closeWhat(order.symbol) },
          { label: tr.confirm.amount, value: tr.confirm.lots(formatLotAmount(lots)) },
        ]}
        onConfirm={() => void send()}
        onDismiss={() => setConfirming(false)}
      />
    </Card>
  );
}
