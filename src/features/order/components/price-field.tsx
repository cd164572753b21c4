// One optional price field (Market Limit, Zarar Durdur, Kar Al): a checkbox, the number and its
// - and + steppers. Off, the field is empty and disabled; the ticket sends null for it.
import { useId } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { FieldGroup, FieldLabel, FieldRow, NumberInput, StepButton } from './order-ticket.styles';

export interface PriceFieldProps {
  label: string;
  on: boolean;
  /** What the field shows: the live price while following, the user's text once edited. */
  shown: string;
  onToggle: (on: boolean) => void;
  onType: (raw: string) => void;
  onBlur: () => void;
  onStep: (direction: 1 | -1) => void;
}

export function PriceField({ label, on, shown, onToggle, onType, onBlur, onStep }: PriceFieldProps) {
  const id = useId();
  return (
    <FieldGroup>
      <FieldLabel>
        <input type="checkbox" checked={on} onChange={(event) => onToggle(event.target.checked)} />
        {label}
      </FieldLabel>
      <FieldRow>
        <StepButton
          type="button"
          aria-label={`${label} ${tr.order.decrease}`}
          disabled={!on}
          onClick={() => onStep(-1)}
        >
          -
        </StepButton>
        <NumberInput
          id={id}
          aria-label={label}
          inputMode="decimal"
          autoComplete="off"
          disabled={!on}
          value={shown}
          onChange={(event) => onType(event.target.value)}
          onBlur={onBlur}
        />
        <StepButton
          type="button"
          aria-label={`${label} ${tr.order.increase}`}
          disabled={!on}
          onClick={() => onStep(1)}
        >
          +
        </StepButton>
      </FieldRow>
    </FieldGroup>
  );
}
