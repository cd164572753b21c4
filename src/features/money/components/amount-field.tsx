// The USD amount of a deposit or a withdrawal: the digits-and-one-dot input, the limits under it
// ('En az 10.00 USD, en fazla 50000.00 USD'), the quick amounts and, for a withdrawal, what can be
// taken. Controlled by the form through `value` and `onChange`, which always get sanitized text.
import { useId } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { quickAmountsWithin, sanitizeMoneyInput, type MoneyBounds } from '../money-amount';
import { FieldError, Hint, Input } from './money-form.styles';
import { Field, Label, Chips, Chip } from './amount-field.styles';

export interface AmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  bounds: MoneyBounds;
  error?: string;
  name?: string;
}

export function AmountField({ value, onChange, onBlur, bounds, error, name }: AmountFieldProps) {
  const inputId = useId();
  const limitsId = useId();
  const errorId = useId();
  const quick = quickAmountsWithin(bounds);
  return (
    <Field>
      <Label htmlFor={inputId}>{tr.money.amount}</Label>
      <Input
        id={inputId}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={tr.money.amountPlaceholder}
        value={value}
        onChange={(event) => onChange(sanitizeMoneyInput(event.target.value))}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${limitsId} ${errorId}` : limitsId}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <Hint id={limitsId}>{tr.money.limits(formatMoney(bounds.min), formatMoney(bounds.max))}</Hint>
      {quick.length > 0 && (
        <Chips role="group" aria-label={tr.money.quickAmounts}>
          {quick.map((amount) => (
            <Chip key={amount} type="button" onClick={() => onChange(formatMoney(amount))}>
              {amount} USD
            </Chip>
          ))}
        </Chips>
      )}
    </Field>
  );
}
