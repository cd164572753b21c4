// 'Şifre Değiştir': the current password, the new one (the sign-up rule) twice. The server signs
// out every other session of the customer; this one stays. A wrong current password is shown
// once, under its field (no toast repeats it); other refusals show as a toast.
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { PasswordChangeRequest } from '../../../../contract/identity';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome, type MutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormCard, FormColumn, FormField } from '../../../ui/form-controls';
import { meetsPasswordRules } from '../../session';
import { useChangePasswordMutation } from '../api/settings-api';

const EMPTY: PasswordChangeRequest = { currentPassword: '', password: '', passwordConfirm: '' };

export function PasswordSettings() {
  const texts = tr.settings;
  const rules = tr.session.validation;
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordChangeRequest>({
    defaultValues: EMPTY,
  });
  const [change] = useChangePasswordMutation();
  const refusal = useRef<ApiError | null>(null);
  const isWrongPassword = (outcome: MutationOutcome<unknown> | undefined) =>
    outcome?.kind === 'refused' && refusal.current?.code === 'WRONG_PASSWORD';
  const [send, sending] = useMutationOutcome(
    async (body: PasswordChangeRequest) => {
      const result = await change(body);
      refusal.current = 'error' in result ? (result.error as ApiError) : null;
      return result;
    },
    { success: texts.passwordDone, shownInPlace: isWrongPassword },
  );
  const submit = handleSubmit(async (body) => {
    const outcome = await send(body);
    if (outcome?.kind === 'done') reset(EMPTY);
    if (outcome?.kind === 'refused' && isWrongPassword(outcome))
      setError('currentPassword', { type: 'server', message: outcome.message });
  });
  const errors = formState.errors;
  return (
    <FormCard aria-label={texts.password}>
      <h2>{texts.password}</h2>
      <FormColumn noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={texts.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword', { required: rules.required })}
        />
        <FormField
          label={texts.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', {
            required: rules.required,
            validate: (value) => meetsPasswordRules(value) || rules.passwordRules,
          })}
        />
        <FormField
          label={texts.newPasswordConfirm}
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm', {
            required: rules.required,
            validate: (value, form) => value === form.password || rules.passwordMismatch,
          })}
        />
        <Button type="submit" variant="primary" busy={sending}>
          {texts.passwordSave}
        </Button>
      </FormColumn>
    </FormCard>
  );
}
