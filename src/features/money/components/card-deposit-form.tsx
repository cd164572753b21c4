// A card deposit, first step: card number (grouped by four, Luhn-checked), holder, expiry (MM/YY),
// CVC and the amount. The server answers with a pending transaction carrying the 3-D Secure
// challenge; the parent then shows the code step.
import { Controller, useForm } from 'react-hook-form';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import {
  formatCardNumber,
  formatExpiry,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  sanitizeCvc,
} from '../card-rules';
import { useSendDeposit } from '../hooks/use-money-actions';
import { parseMoney, type MoneyBounds } from '../money-amount';
import { validateMoney } from '../money-problem-text';
import { AmountField } from './amount-field';
import { Form } from './money-form.styles';
import { FormField as TextField } from '../../../ui/form-controls';

interface CardValues {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
  amount: string;
}

const EMPTY: CardValues = { number: '', holder: '', expiry: '', cvc: '', amount: '' };

export function CardDepositForm({
  bounds,
  onChallenged,
}: {
  bounds: MoneyBounds;
  onChallenged: (t: Transaction) => void;
}) {
  const texts = tr.money.deposit.card;
  const { control, handleSubmit } = useForm<CardValues>({ defaultValues: EMPTY });
  const [send, sending] = useSendDeposit();

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await send({
      type: 'deposit',
      method: 'card',
      amount: parseMoney(values.amount) ?? 0,
      card: {
        number: values.number.replace(/\s/g, ''),
        holder: values.holder.trim(),
        expiry: values.expiry,
        cvc: values.cvc,
      },
    });
    if (outcome?.kind === 'done' && outcome.data?.data) onChallenged(outcome.data.data);
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Controller
        name="number"
        control={control}
        rules={{ validate: (text) => isValidCardNumber(text) || texts.numberInvalid }}
        render={({ field, fieldState }) => (
          <TextField
            label={texts.number}
            inputMode="numeric"
            autoComplete="cc-number"
            value={field.value}
            onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="holder"
        control={control}
        rules={{ validate: (text) => text.trim() !== '' || texts.holderRequired }}
        render={({ field, fieldState }) => (
          <TextField
            label={texts.holder}
            autoComplete="cc-name"
            {...field}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="expiry"
        control={control}
        rules={{ validate: (text) => isValidExpiry(text) || texts.expiryInvalid }}
        render={({ field, fieldState }) => (
          <TextField
            label={texts.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            value={field.value}
            onChange={(event) => field.onChange(formatExpiry(event.target.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="cvc"
        control={control}
        rules={{ validate: (text) => isValidCvc(text) || texts.cvcInvalid }}
        render={({ field, fieldState }) => (
          <TextField
            label={texts.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={field.value}
            onChange={(event) => field.onChange(sanitizeCvc(event.target.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="amount"
        control={control}
        rules={{ validate: validateMoney(bounds) }}
        render={({ field, fieldState }) => (
          <AmountField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            bounds={bounds}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" variant="primary" busy={sending} fullWidth>
        {texts.submit}
      </Button>
    </Form>
  );
}
