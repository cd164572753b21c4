// A card deposit, second step: the bank's 3-D Secure code (POST /api/trans/card/confirm). A wrong
// code is refused by the server with a Turkish message, shown under the field as well as in the
// toast, and the customer can type it again. The simulated provider shows its code (demoCode).
import { Controller, useForm } from 'react-hook-form';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { isValidThreeDsCode, sanitizeThreeDsCode } from '../card-rules';
import { useConfirmCard } from '../hooks/use-money-actions';
import { Form, Hint, Notice } from './money-form.styles';
import { FormField as TextField } from '../../../ui/form-controls';

export interface ThreeDsStepProps {
  transaction: Transaction;
  onApproved: (transaction: Transaction) => void;
}

export function ThreeDsStep({ transaction, onApproved }: ThreeDsStepProps) {
  const texts = tr.money.deposit.threeDs;
  const { control, handleSubmit, setError } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const [confirm, confirming] = useConfirmCard();
  const challenge = transaction.threeDs;

  const onSubmit = handleSubmit(async ({ code }) => {
    const outcome = await confirm({ id: transaction.id, code });
    if (outcome?.kind === 'done') onApproved(outcome.data?.data ?? transaction);
    else if (outcome) setError('code', { message: outcome.message });
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={texts.title}>
      <Notice>
        <strong>{texts.title}</strong>
        <p>{texts.text(challenge?.maskedCard ?? '')}</p>
        {challenge?.demoCode && (
          <Hint data-testid="three-ds-demo-code">{texts.demoCode(challenge.demoCode)}</Hint>
        )}
      </Notice>
      <Controller
        name="code"
        control={control}
        rules={{ validate: (text) => isValidThreeDsCode(text) || texts.codeInvalid }}
        render={({ field, fieldState }) => (
          <TextField
            label={texts.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={field.value}
            onChange={(event) => field.onChange(sanitizeThreeDsCode(event.target.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" variant="primary" busy={confirming} fullWidth>
        {texts.submit}
      </Button>
    </Form>
  );
}
