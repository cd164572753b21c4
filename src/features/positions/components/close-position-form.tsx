// The close tab of /position/:id: an amount between 0.01 and the position's lots (SPEC.md
// section 5). At the full amount the button reads the full-close text and uses PUT /orders/close;
// below it reads '{n} Lot Kapat' and sends the partial close PUT /orders {id, amount}.
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr';
import { formatLotAmount } from '../../../lib/format-number';
import {
  closeAmountLots,
  finishCloseAmountOnBlur,
  isFullClose,
  sanitizeCloseAmountInput,
} from '../../../lib/sanitize-close-amount';
import { Button } from '../../../ui/button';
import type { ActionOutcome } from '../api/action-outcome';
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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const outcome: ActionOutcome | undefined = full
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
    </Card>
  );
}
