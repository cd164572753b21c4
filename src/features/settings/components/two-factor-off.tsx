// Turning two-factor sign-in off again: the password and a current code (or a recovery code).
import { useForm } from 'react-hook-form';
import type { TwoFactorDisableRequest } from '../../../../contract/identity';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormColumn, FormField, FormHint } from '../../../ui/form-controls';
import { useDisableTwoFactorMutation } from '../api/settings-api';

export function TwoFactorOff() {
  const texts = tr.settings;
  const [disable] = useDisableTwoFactorMutation();
  const [send, sending] = useMutationOutcome((body: TwoFactorDisableRequest) => disable(body), {
    success: texts.disabled,
  });
  const { register, handleSubmit, formState } = useForm<TwoFactorDisableRequest>({
    defaultValues: { password: '', code: '' },
  });
  const required = tr.session.validation.required;
  const submit = handleSubmit(async (body) => {
    await send(body);
  });
  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)}>
      <FormHint>{texts.twoFactorOn}</FormHint>
      <FormField
        label={texts.disablePassword}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password', { required })}
      />
      <FormField
        label={texts.code}
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        {...register('code', { required })}
      />
      <Button type="submit" variant="negative" busy={sending}>
        {texts.disable}
      </Button>
    </FormColumn>
  );
}
