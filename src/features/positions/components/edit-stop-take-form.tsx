// The edit tab of /position/:id: stop loss and take profit with the price field rules of SPEC.md
// section 5 (digits and one dot, a leading dot gets a 0, a trailing dot goes on blur). An empty
// field removes that level; the server checks each sits on the right side of the price. The
// trailing stop's distance (issue 20) is edited here too: empty turns the trailing stop off.
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { finishPriceOnBlur, parsePrice, sanitizePriceInput } from '../../../lib/sanitize-price';
import { Button } from '../../../ui/button';
import { useUpdateStopTake } from '../hooks/use-order-actions';
import { Card, Field, Note } from './detail.styles';

export interface EditStopTakeFormProps {
  order: Order;
  onDone: () => void;
}

const initialText = (price: number | null): string => (price === null ? '' : String(price));

function PriceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field>
      {label}
      <input
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(sanitizePriceInput(event.target.value))}
        onBlur={() => onChange(finishPriceOnBlur(value))}
      />
    </Field>
  );
}

export function EditStopTakeForm({ order, onDone }: EditStopTakeFormProps) {
  const [stopText, setStopText] = useState(() => initialText(order.stopLoss));
  const [takeText, setTakeText] = useState(() => initialText(order.takeProfit));
  const [trailText, setTrailText] = useState(() => initialText(order.trailingDistance ?? null));
  const [update, busy] = useUpdateStopTake();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const outcome = await update(order.id, {
      stopLoss: parsePrice(stopText),
      takeProfit: parsePrice(takeText),
      // Sent when there is one to set or to clear; a plain position's body stays as it was.
      ...(trailText === '' && order.trailingDistance == null
        ? {}
        : { trailingDistance: parsePrice(trailText) }),
    });
    if (outcome?.kind === 'done') onDone();
  }

  return (
    <Card as="form" onSubmit={onSubmit} noValidate>
      <PriceField label={tr.positions.columns.stopLoss} value={stopText} onChange={setStopText} />
      <PriceField label={tr.positions.columns.takeProfit} value={takeText} onChange={setTakeText} />
      <PriceField label={tr.orderKinds.trailingDistance} value={trailText} onChange={setTrailText} />
      <Note>{tr.positions.stopTakeHint}</Note>
      <Button type="submit" variant="primary" fullWidth busy={busy}>
        {tr.positions.update}
      </Button>
    </Card>
  );
}
