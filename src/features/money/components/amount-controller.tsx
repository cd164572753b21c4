// The amount field of a money form wired to its react-hook-form: checked against the limits on
// submit (validateMoney), its Turkish problem shown under it. The deposit, card and withdrawal
// forms all hold just an `amount` in the form, so one controller serves the three.
import { Controller, type Control } from 'react-hook-form';
import type { MoneyBounds } from '../money-amount';
import { validateMoney } from '../money-problem-text';
import { AmountField } from './amount-field';

export interface AmountControllerProps {
  control: Control<{ amount: string }>;
  bounds: MoneyBounds;
  /** The input's name attribute, where the form gives it one. */
  name?: string;
}

export function AmountController({ control, bounds, name }: AmountControllerProps) {
  return (
    <Controller
      name="amount"
      control={control}
      rules={{ validate: validateMoney(bounds) }}
      render={({ field, fieldState }) => (
        <AmountField
          name={name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          bounds={bounds}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
